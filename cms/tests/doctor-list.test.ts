import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, bookPlace, futureDay, uniqueSurname } from './support/booking';
import { type JsonAnswer, sendJson } from './support/requests';
import { executeSql, toSqlDateTime } from './support/sql';
import { inviteStaffAccount } from './support/staff-accounts';
import { findStaffRow } from './support/staff-requests';
import { openWaitingRoomDoctor } from './support/waiting-room';

type Headers = Record<string, string>;
type ListVisit = {
  documentId: string;
  firstName: string;
  place: string;
  status: string;
  arrival: { queueNumber: number | null; calledAt: string | null } | null;
  doctorNotes: { text: string }[];
  cardCheck: { verdict: string; reason: string | null } | null;
  statusHistory: { toStatus: string }[];
  workflow: { to: string; kind: string }[];
};
type DoctorList = { branch: { documentId: string } | null; doctor: { name: string }; visits: ListVisit[] };
type Refusal = { error?: { name: string; details?: Record<string, unknown> } };

/** A doctor's account sees their own patients of today, calls the next one in and closes visits: nothing else. */
describe('[DOCTOR]: the doctor’s own list', () => {
  let cmsUrl: string;
  let desk: Headers;
  let doctorHeaders: Headers;
  let doctorEmail: string;
  let place: Place;
  let branchPublicId: number;
  let removeDoctor: () => Promise<Response>;
  const marker = uniqueSurname('Doctorlist');
  const day = futureDay(11);
  const manageTokens = new Map<string, string>();

  const asDoctor = <Body>(method: string, path: string, data?: unknown) =>
    sendJson<Body>(method, `${cmsUrl}/api${path}`, doctorHeaders, data);
  /** Each patient of the list and where they stand, in the list's order. */
  const placesOnList = async () => (await readList()).visits.map((visit) => [visit.firstName, visit.place]);
  const readList = async () => {
    const answer = await asDoctor<{ data: DoctorList }>('GET', '/doctor/today?locale=en');
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data;
  };
  /** Books `time` on the test's day at `at` for a patient of its own: the visit's document id. */
  const book = async (at: Place, start: string, firstName: string) => {
    const patient = { firstName, lastName: marker, phone: '01011112222', age: 40, contractType: 'cash' };
    const booked = await bookPlace(cmsUrl, at, start, { overrides: { patient } });
    expect(booked.status).toBe(201);
    const documentId = String((await findStaffRow(cmsUrl, desk, String(booked.body.data?.bookingNumber)))?.documentId);
    manageTokens.set(documentId, String(booked.body.data?.manageToken));
    return documentId;
  };
  /** Moves the visits to now, as one session: check-in is on the visit's day. */
  const moveToNow = (documentIds: string[]) => {
    const now = toSqlDateTime(new Date());
    return Promise.all(
      documentIds.map((documentId) =>
        executeSql('UPDATE appointments SET starts_at = ? WHERE document_id = ?', [now, documentId]),
      ),
    );
  };
  const deskSends = (documentId: string, what: string, data: unknown) =>
    sendJson('POST', `${cmsUrl}/api/staff/appointments/${documentId}/${what}`, desk, data);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    ({ staff: desk, place, remove: removeDoctor } = await openWaitingRoomDoctor(cmsUrl, `Dr List ${marker}`, day));
    const branches = (await (await fetch(`${cmsUrl}/api/branches?sort=publicId:asc`)).json()) as {
      data: { documentId: string; publicId: number }[];
    };
    branchPublicId = Number(branches.data.find((branch) => branch.documentId === place.branch)?.publicId);
    doctorEmail = `doctor-${randomUUID()}@example.com`;
    const invited = await inviteStaffAccount(cmsUrl, desk, {
      email: doctorEmail,
      role: 'doctor',
      doctor: place.doctor,
      branches: [place.branch],
      locale: 'en',
    });
    expect(invited.account).toMatchObject({ role: 'doctor', doctor: place.doctor, branches: [] });
    doctorHeaders = invited.headers;
  });

  afterAll(() => removeDoctor());

  it('is a doctor’s account: one doctor’s, which a manager names', async () => {
    const me = await asDoctor<{ data: unknown }>('GET', '/staff/me');
    expect(me.body.data).toMatchObject({ role: 'doctor', doctor: place.doctor, branches: [] });
    const unnamed = await sendJson<Refusal>('POST', `${cmsUrl}/api/staff/accounts`, desk, {
      email: `doctor-${randomUUID()}@example.com`,
      role: 'doctor',
      locale: 'en',
    });
    expect([unnamed.status, JSON.stringify(unnamed.body.error?.details)]).toEqual([
      400,
      expect.stringContaining('validation.doctorRequired'),
    ]);
    const unknown = await sendJson<Refusal>('POST', `${cmsUrl}/api/staff/accounts`, desk, {
      email: `doctor-${randomUUID()}@example.com`,
      role: 'doctor',
      doctor: 'a'.repeat(24),
      locale: 'en',
    });
    expect(unknown.status).toBe(400);
  });

  it('lists today’s patients in queue order, calls the next in, and closes their visits', async () => {
    const [hala, ihab, jana] = [
      await book(place, day.at('05:00'), 'Hala'),
      await book(place, day.at('05:00'), 'Ihab'),
      await book(place, day.at('05:00'), 'Jana'),
    ];
    await moveToNow([hala, ihab, jana]);
    const noted = await deskSends(jana, 'notes', { text: 'Allergic to penicillin', isForDoctor: true });
    expect(noted.status).toBe(201);
    // Hala's company card is refused at the desk: the doctor sees why, never the card's images.
    await executeSql("UPDATE appointments SET contract_type = 'company' WHERE document_id = ?", [hala]);
    expect((await deskSends(hala, 'card-check', { verdict: 'refused', reason: 'nameMismatch' })).status).toBe(200);
    expect(await placesOnList()).toEqual([
      ['Hala', 'expected'],
      ['Ihab', 'expected'],
      ['Jana', 'expected'],
    ]);

    for (const visit of [jana, hala])
      expect((await deskSends(visit, 'arrival', { action: 'checkIn' })).status).toBe(200);
    const waiting = await readList();
    expect(waiting.branch?.documentId).toBe(place.branch);
    expect(waiting.visits.map((visit) => [visit.firstName, visit.place, visit.arrival?.queueNumber ?? null])).toEqual([
      ['Jana', 'waiting', 1],
      ['Hala', 'waiting', 2],
      ['Ihab', 'expected', null],
    ]);
    expect(waiting.visits[0]?.doctorNotes.map((note) => note.text)).toEqual(['Allergic to penicillin']);
    expect(waiting.visits.map((visit) => visit.cardCheck)).toEqual([
      null,
      { verdict: 'refused', reason: 'nameMismatch' },
      null,
    ]);

    // The doctor calls the next: the screen shows the number, and the patient's page that they are called.
    const called = await asDoctor<{ data: { documentId: string } }>('POST', '/doctor/call-next');
    expect([called.status, called.body.data?.documentId]).toEqual([200, jana]);
    const screen = (await (await fetch(`${cmsUrl}/api/waiting-rooms/${branchPublicId}`)).json()) as {
      data: { doctors: { name: { en: string }; seeing: { queueNumber: number } | null }[] };
    };
    expect(screen.data.doctors.find((doctor) => doctor.name.en === `Dr List ${marker}`)?.seeing?.queueNumber).toBe(1);
    const opened = await sendJson<{ data: { queue: unknown } }>(
      'POST',
      `${cmsUrl}/api/manage-booking/open`,
      {},
      {
        token: manageTokens.get(jana),
      },
    );
    expect(opened.body.data.queue).toMatchObject({ isCalledIn: true });
    expect(await placesOnList()).toEqual([
      ['Jana', 'seeing'],
      ['Hala', 'waiting'],
      ['Ihab', 'expected'],
    ]);

    // A booking not yet confirmed is the desk's to confirm; once it is, the doctor closes the visit.
    const unconfirmed = await asDoctor<Refusal>('POST', `/doctor/visits/${jana}/status`, {
      from: 'pending',
      to: 'done',
    });
    expect(unconfirmed.status).toBe(409);
    expect((await deskSends(jana, 'status', { from: 'pending', to: 'confirmed' })).status).toBe(200);
    const seen = await asDoctor('POST', `/doctor/visits/${jana}/status`, { from: 'confirmed', to: 'done' });
    expect(seen.status, seen.text).toBe(200);
    const noShow = await asDoctor('POST', `/doctor/visits/${ihab}/status`, { from: 'pending', to: 'noShow' });
    expect(noShow.status, noShow.text).toBe(200);
    const after = await readList();
    expect(after.visits.map((visit) => [visit.firstName, visit.place, visit.status])).toEqual([
      ['Hala', 'waiting', 'pending'],
      ['Ihab', 'closed', 'noShow'],
      ['Jana', 'closed', 'done'],
    ]);
    // Taking the completion back is the doctor's too; cancelling is not.
    expect(after.visits.find((visit) => visit.firstName === 'Jana')?.workflow).toEqual([
      expect.objectContaining({ to: 'confirmed', kind: 'undo' }),
    ]);
    const cancel = await asDoctor('POST', `/doctor/visits/${hala}/status`, { from: 'pending', to: 'canceled' });
    expect(cancel.status).toBe(400);
    const confirm = await asDoctor('POST', `/doctor/visits/${hala}/status`, { from: 'pending', to: 'confirmed' });
    expect(confirm.status).toBe(409);

    expect((await asDoctor('POST', '/doctor/call-next')).status).toBe(200);
    const empty = await asDoctor<Refusal>('POST', '/doctor/call-next');
    expect([empty.status, empty.body.error?.details?.checkIn]).toEqual([409, 'queueEmpty']);
  });

  it('sees no other doctor’s patient, no other day, and none of the desk’s routes', async () => {
    const other = await openWaitingRoomDoctor(cmsUrl, `Dr Other ${marker}`, day);
    const [another, later] = [
      await book(other.place, day.at('05:00'), 'Kamal'),
      await book(place, day.at('06:00'), 'Lamia'),
    ];
    await moveToNow([another]);
    for (const visit of [another, later]) {
      const refused = await asDoctor<Refusal>('POST', `/doctor/visits/${visit}/status`, {
        from: 'pending',
        to: 'noShow',
      });
      expect([visit, refused.status]).toEqual([visit, 404]);
    }
    expect(JSON.stringify(await readList())).not.toMatch(/Kamal|Lamia/);
    await other.remove();
    const deskRoutes: [string, string][] = [
      ['GET', '/staff/appointments'],
      ['GET', `/staff/appointments/${another}`],
      ['GET', '/staff/appointments/export'],
      ['GET', '/staff/day-sheet'],
      ['GET', '/staff/calls'],
      ['POST', `/staff/appointments/${later}/arrival`],
      ['POST', `/staff/appointments/${later}/card-check`],
      ['GET', `/appointments/${later}/cards/front`],
      ['GET', '/staff/statistics?from=2026-01-01&to=2026-01-31'],
      ['GET', '/staff/access-log'],
      ['GET', '/staff/accounts'],
      ['GET', '/staff/deliveries'],
      ['GET', '/staff/waiting-list'],
      ['GET', '/staff/patient-data?q=Kamal'],
    ];
    for (const [method, path] of deskRoutes) {
      const answer: JsonAnswer<unknown> = await asDoctor(
        method,
        path,
        method === 'POST' ? { action: 'checkIn' } : undefined,
      );
      expect([method, path, answer.status]).toEqual([method, path, 403]);
    }
  });

  it('writes each opening of the list in the access log, once for a list kept open', async () => {
    await readList();
    await readList();
    const log = await sendJson<{ data: { staffEmail: string; action: string }[] }>(
      'GET',
      `${cmsUrl}/api/staff/access-log?${new URLSearchParams({ staff: doctorEmail, action: 'viewDoctorList' })}`,
      desk,
    );
    expect(log.status, log.text).toBe(200);
    expect(log.body.data.filter((entry) => entry.action === 'viewDoctorList')).toHaveLength(1);
  });
});
