import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type BookingFiles,
  type Place,
  bookPlace,
  createOneDaySchedule,
  findPlacesAtFirstBranchAndElsewhere,
  futureDay,
  uniqueSurname,
} from './support/booking';
import { createAccount, createFullAccessToken, signInAsReceptionist, signInAsStaff } from './support/cms-admin';
import { makePng } from './support/images';
import { querySql } from './support/sql';
import { findStaffRow } from './support/staff-requests';
import { sendJson } from './support/requests';

type Headers = Record<string, string>;
type Answer = { status: number; text: string; body: { data?: unknown; meta?: Record<string, unknown> } };

/**
 * A receptionist works for the first branch only (the seed's demo receptionist); a manager for every
 * branch. Two visits on one day: Rania's at the receptionist's branch, Yasmin's at another one, both
 * under one phone. Whatever a receptionist asks, and however, no answer carries Yasmin's visit.
 */
describe('[ADMIN]: staff see the appointments of their own branches only', () => {
  let cmsUrl: string;
  let manager: Headers;
  let receptionist: Headers;
  let ownBranch: string;
  let ownPlace: Place;
  let otherPlace: Place;
  const marker = uniqueSurname('Scope');
  const day = futureDay(19);
  const phone = '01001230077';
  const visits = { own: { documentId: '', bookingNumber: '' }, other: { documentId: '', bookingNumber: '' } };
  /** What must never reach a receptionist: the other branch's patient, by name, and their visit. */
  const hidden = () => ['Yasmin', visits.other.bookingNumber, visits.other.documentId];

  // The export answers NDJSON and a card image its bytes: their text is what is checked.
  const call = (method: string, path: string, headers: Headers, data?: unknown): Promise<Answer> =>
    sendJson<Answer['body']>(method, `${cmsUrl}${path}`, headers, data);

  const expectNothingHidden = (answer: Answer, what: string) => {
    for (const secret of hidden()) expect(answer.text, `${what} reveals ${secret}`).not.toContain(secret);
  };

  const book = async (place: Place, time: string, firstName: string, files: BookingFiles = {}) => {
    const response = await bookPlace(cmsUrl, place, day.at(time), {
      overrides: {
        patient: {
          firstName,
          lastName: marker,
          email: `${firstName.toLowerCase()}.scope@example.com`,
          phone,
          age: 33,
          contractType: files.cardFront ? 'company' : 'cash',
        },
      },
      files,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const row = await findStaffRow(cmsUrl, manager, String(response.body.data?.bookingNumber));
    return { documentId: String(row?.documentId), bookingNumber: String(row?.bookingNumber) };
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    [manager, receptionist] = await Promise.all([signInAsStaff(cmsUrl), signInAsReceptionist(cmsUrl)]);
    const places = await findPlacesAtFirstBranchAndElsewhere(cmsUrl);
    ownBranch = places.first;
    ownPlace = places.own;
    otherPlace = places.other;
    const token = await createFullAccessToken(cmsUrl);
    const hours = { mode: 'slots', slotMinutes: 30, capacity: 1 } as const;
    await createOneDaySchedule(cmsUrl, token, ownPlace, day, { ...hours, startTime: '05:00', endTime: '06:00' });
    await createOneDaySchedule(cmsUrl, token, otherPlace, day, { ...hours, startTime: '06:00', endTime: '07:00' });
    const card = { bytes: await makePng(), name: 'front.png', type: 'image/png' };
    visits.own = await book(ownPlace, '05:00', 'Rania', { cardFront: card, cardBack: card });
    visits.other = await book(otherPlace, '06:00', 'Yasmin', { cardFront: card, cardBack: card });
  });

  it('says who is signed in: a manager for every branch, the receptionist for their own', async () => {
    expect((await call('GET', '/api/staff/me', manager)).body.data).toMatchObject({
      email: 'staff@nileent.example',
      role: 'manager',
      branches: null,
    });
    expect((await call('GET', '/api/staff/me', receptionist)).body.data).toMatchObject({
      email: 'reception@nileent.example',
      role: 'receptionist',
      branches: [ownBranch],
    });
  });

  it('lists, counts and exports only the own branch’s visits, whatever the filters ask', async () => {
    const dayRange = { from: day.date, to: day.date, q: marker };
    const listOf = async (headers: Headers, extra: Record<string, string> = {}) =>
      call('GET', `/api/staff/appointments?${new URLSearchParams({ ...dayRange, ...extra })}`, headers);
    const numbersOf = (answer: Answer) =>
      (answer.body.data as { bookingNumber: string }[]).map((row) => row.bookingNumber).sort();

    const everything = await listOf(manager);
    expect(numbersOf(everything)).toEqual([visits.own.bookingNumber, visits.other.bookingNumber].sort());

    const own = await listOf(receptionist);
    expect(numbersOf(own)).toEqual([visits.own.bookingNumber]);
    expect(own.body.meta?.counters).toMatchObject({ pending: 1, total: 1 });
    // The receptionist's counters are the manager's for the receptionist's branch.
    expect(own.body.meta?.counters).toEqual((await listOf(manager, { branch: ownBranch })).body.meta?.counters);
    expectNothingHidden(own, 'the list');

    const probes: Record<string, string>[] = [
      { branch: otherPlace.branch },
      { doctor: otherPlace.doctor },
      { q: visits.other.bookingNumber },
      { q: 'Yasmin' },
      { q: phone },
      { sort: 'branch', order: 'desc' },
    ];
    for (const extra of probes) {
      const answer = await listOf(receptionist, extra);
      expectNothingHidden(answer, `the list with ${JSON.stringify(extra)}`);
    }
    expect((await listOf(receptionist, { branch: otherPlace.branch })).body.meta?.counters).toMatchObject({ total: 0 });

    const exported = await call('GET', `/api/staff/appointments/export?${new URLSearchParams(dayRange)}`, receptionist);
    expect(exported.status).toBe(200);
    expect(exported.text).toContain(visits.own.bookingNumber);
    expectNothingHidden(exported, 'the export');
    const exportedByManager = await call(
      'GET',
      `/api/staff/appointments/export?${new URLSearchParams(dayRange)}`,
      manager,
    );
    expect(exportedByManager.text).toContain(visits.other.bookingNumber);
  });

  it('answers another branch’s visit exactly as one that does not exist, on every route', async () => {
    const nobody = 'nosuchappointment000000000';
    const routes = (id: string) =>
      [
        ['GET', `/api/staff/appointments/${id}`, undefined],
        ['POST', `/api/staff/appointments/${id}/status`, { from: 'pending', to: 'confirmed' }],
        ['POST', `/api/staff/appointments/${id}/notes`, { text: 'Called, no answer' }],
        ['POST', `/api/staff/appointments/${id}/call-attempts`, { outcome: 'noAnswer' }],
        ['POST', `/api/staff/appointments/${id}/arrival`, { action: 'checkIn' }],
        ['POST', `/api/staff/appointments/${id}/reschedule`, { from: day.at('06:00'), start: day.at('06:30') }],
        ['POST', `/api/staff/appointments/${id}/messages/1/resend`, {}],
        ['GET', `/api/appointments/${id}/cards/front`, undefined],
      ] as const;
    const missing = routes(nobody);
    for (const [index, [method, path, data]] of routes(visits.other.documentId).entries()) {
      const answer = await call(method, path, receptionist, data);
      const [, missingPath, missingData] = missing[index] ?? [];
      const unknown = await call(method, String(missingPath), receptionist, missingData);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body, path).toEqual(unknown.body);
      expectNothingHidden(answer, path);
    }
    // Nothing changed: still pending, at its time, with no note, no check-in and no call counted.
    const { body } = await call('GET', `/api/staff/appointments/${visits.other.documentId}`, manager);
    expect(body.data).toMatchObject({ status: 'pending', staffNotes: [], arrival: null });
    const [stored] = await querySql<{ call_attempts: number }>(
      'SELECT call_attempts FROM appointments WHERE document_id = ?',
      [visits.other.documentId],
    );
    expect(Number(stored?.call_attempts)).toBe(0);
    expect(new Date(String((body.data as { startsAt: string }).startsAt)).toISOString()).toBe(
      new Date(day.at('06:00')).toISOString(),
    );
    // The own branch's visit opens as before, its card image too.
    expect((await call('GET', `/api/staff/appointments/${visits.own.documentId}`, receptionist)).status).toBe(200);
    expect((await call('GET', `/api/appointments/${visits.own.documentId}/cards/front`, receptionist)).status).toBe(
      200,
    );
    expect((await call('GET', `/api/appointments/${visits.other.documentId}/cards/front`, manager)).status).toBe(200);
  });

  it('keeps the day sheet, the call list and the phone lookup to the own branch', async () => {
    const sheet = await call('GET', `/api/staff/day-sheet?date=${day.date}`, receptionist);
    expect(sheet.text).toContain(visits.own.bookingNumber);
    expectNothingHidden(sheet, 'the day sheet');
    expectNothingHidden(
      await call('GET', `/api/staff/day-sheet?date=${day.date}&branch=${otherPlace.branch}`, receptionist),
      'the day sheet of the other branch',
    );
    expect((await call('GET', `/api/staff/day-sheet?date=${day.date}`, manager)).text).toContain(
      visits.other.bookingNumber,
    );

    // Both visits are pending and ahead: the manager's call list has both, the receptionist's one.
    const calls = await call('GET', '/api/staff/calls', receptionist);
    expectNothingHidden(calls, 'the call list');
    const managerCalls = await call('GET', '/api/staff/calls', manager);
    expect(managerCalls.text).toContain(visits.other.bookingNumber);
    if (managerCalls.text.includes(visits.own.bookingNumber)) expect(calls.text).toContain(visits.own.bookingNumber);

    const patients = await call('GET', `/api/staff/patients?phone=${phone}`, receptionist);
    expect((patients.body.data as { firstName: string }[]).map((patient) => patient.firstName)).toEqual(['Rania']);
    expectNothingHidden(patients, 'the phone lookup');
    const everyone = await call('GET', `/api/staff/patients?phone=${phone}`, manager);
    expect((everyone.body.data as { firstName: string }[]).map((patient) => patient.firstName).sort()).toEqual([
      'Rania',
      'Yasmin',
    ]);
  });

  it('books and shows openings for the own branch only', async () => {
    const openings = (place: Place) =>
      `/api/staff/availability?${new URLSearchParams({ doctor: place.doctor, branch: place.branch, date: day.date })}`;
    expect((await call('GET', openings(ownPlace), receptionist)).status).toBe(200);
    const refused = await call('GET', openings(otherPlace), receptionist);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ data: null, error: { name: 'ForbiddenError' } });

    const booking = (place: Place, start: string) => ({
      doctor: place.doctor,
      branch: place.branch,
      start,
      source: 'phone',
      locale: 'ar',
      patient: { firstName: 'Walid', lastName: marker, phone: '01001230078', age: 50, contractType: 'cash' },
      consent: { givenVerbally: true, policyVersion: '2026-11-01' },
    });
    const elsewhere = await call('POST', '/api/staff/appointments', receptionist, booking(otherPlace, day.at('06:30')));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject({ data: null, error: { name: 'ForbiddenError' } });
    const stillOpen = await call('GET', openings(otherPlace), manager);
    expect(
      (stillOpen.body.data as { openings: { start: string; booked: number }[] }).openings.find(
        (opening) => new Date(opening.start).getTime() === new Date(day.at('06:30')).getTime(),
      )?.booked,
    ).toBe(0);
    const own = await call('POST', '/api/staff/appointments', receptionist, booking(ownPlace, day.at('05:30')));
    expect(own.status).toBe(201);
  });

  it('shows a receptionist with no branch yet no appointment at all', async () => {
    const newcomer = await createAccount(cmsUrl, await createFullAccessToken(cmsUrl), 'receptionist', 'newcomer');
    expect((await call('GET', '/api/staff/me', newcomer.headers)).body.data).toMatchObject({
      role: 'receptionist',
      branches: [],
    });
    const list = await call(
      'GET',
      `/api/staff/appointments?${new URLSearchParams({ from: day.date, to: day.date })}`,
      newcomer.headers,
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    expect(list.body.meta?.counters).toMatchObject({ total: 0 });
    for (const path of [
      `/api/staff/day-sheet?date=${day.date}`,
      '/api/staff/calls',
      `/api/staff/patients?phone=${phone}`,
      `/api/staff/appointments/${visits.own.documentId}`,
    ]) {
      const answer = await call('GET', path, newcomer.headers);
      expect(answer.text, path).not.toContain(marker);
      expect(answer.text, path).not.toContain('Rania');
    }
  });

  it('gives no staff role the core routes of appointments, contact messages or accounts', async () => {
    const paths = [
      '/api/appointments',
      `/api/appointments?filters[lastName][$eq]=${marker}`,
      `/api/appointments?filters[branch][documentId][$eq]=${otherPlace.branch}&populate=*`,
      `/api/appointments/${visits.other.documentId}`,
      '/api/contact-messages',
      '/api/users',
      '/api/users?populate=*',
      '/api/users/1',
      '/api/users-permissions/roles',
    ];
    for (const [who, headers] of [
      ['manager', manager],
      ['receptionist', receptionist],
    ] as const) {
      for (const path of paths) {
        const answer = await call('GET', path, headers);
        expect([who, path, answer.status]).toEqual([who, path, 403]);
        expectNothingHidden(answer, `${who} ${path}`);
        expect(answer.text).not.toContain('Rania');
      }
    }
  });
});
