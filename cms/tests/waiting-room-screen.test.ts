import { cairoWallClockToInstant, toCairoDate } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, bookPlace, futureDay, uniqueSurname } from './support/booking';
import { type JsonAnswer, sendJson } from './support/requests';
import { executeSql, toSqlDateTime } from './support/sql';
import { signInAsReceptionist } from './support/cms-admin';
import { findStaffRow } from './support/staff-requests';
import { openWaitingRoomDoctor } from './support/waiting-room';

type QueuePlace = { queueNumber: number | null; bookedAt: string | null };
type DoctorQueue = {
  name: { en: string; ar: string };
  seeing: QueuePlace | null;
  next: QueuePlace[];
  waiting: number;
  pause: string | null;
};
type Screen = { branch: { en: string; ar: string }; madeAt: string; doctors: DoctorQueue[] };
type Answer = {
  data?: { calledAt: string | null } | null;
  error?: { name: string; details?: Record<string, unknown> };
};
type History = {
  statusHistory: { arrival: { kind: string; queueNumber: number | null } | null; note: string | null }[];
};

const MINUTE = 60_000;
const byNumber = (queueNumber: number): QueuePlace => ({ queueNumber, bookedAt: null });

/** The branch's screen follows the desk: who is called in, who comes next, and nothing that names a patient. */
describe('[WAITING ROOM]: the screen and the call in', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  let branchPublicId: number;
  let removeDoctor: () => Promise<Response>;
  const marker = uniqueSurname('Screen');
  const doctorName = `Dr Screen ${marker}`;
  const day = futureDay(11);
  const manageTokens = new Map<string, string>();
  /** The patient's place in the queue, as their manage page reads it. */
  const placeOf = async (documentId: string) => {
    const opened = await sendJson<{ data: { queue: unknown } }>(
      'POST',
      `${cmsUrl}/api/manage-booking/open`,
      {},
      {
        token: manageTokens.get(documentId),
      },
    );
    return opened.body.data.queue;
  };
  /** What the test's patients are known by: none of it may reach the screen. */
  const patientTraces: string[] = [];

  const arrival = (documentId: string, data: unknown) =>
    sendJson<Answer>('POST', `${cmsUrl}/api/staff/appointments/${documentId}/arrival`, staff, data);
  const refusalOf = (answer: JsonAnswer<Answer>) => [answer.status, answer.body.error?.details?.checkIn];
  const callIn = (documentId: string, reason?: string) => arrival(documentId, { action: 'callIn', reason });
  const readScreen = async (branch: string | number = branchPublicId) => {
    const response = await fetch(`${cmsUrl}/api/waiting-rooms/${branch}`);
    return {
      status: response.status,
      text: await response.text(),
      cacheControl: response.headers.get('cache-control'),
    };
  };
  const doctorQueue = async () => {
    const screen = JSON.parse((await readScreen()).text) as { data: Screen };
    return screen.data.doctors.find((doctor) => doctor.name.en === doctorName);
  };
  /** Books `time` for a patient of its own: the visit's document id. */
  const book = async (time: string, firstName: string, phone: string) => {
    const patient = {
      firstName,
      lastName: marker,
      email: `${firstName}@example.com`,
      phone,
      age: 30,
      contractType: 'cash',
    };
    const booked = await bookPlace(cmsUrl, place, day.at(time), { overrides: { patient } });
    expect(booked.status).toBe(201);
    const bookingNumber = String(booked.body.data?.bookingNumber);
    const documentId = String((await findStaffRow(cmsUrl, staff, bookingNumber))?.documentId);
    manageTokens.set(documentId, String(booked.body.data?.manageToken));
    patientTraces.push(firstName, phone, phone.slice(1), bookingNumber, documentId, patient.email);
    return documentId;
  };
  /** Moves the visits to now, as one session (check-in is on the day), and checks them in in that order. */
  const arriveInOrder = async (visits: string[]) => {
    const startsAt = toSqlDateTime(new Date());
    for (const documentId of visits) {
      await executeSql('UPDATE appointments SET starts_at = ? WHERE document_id = ?', [startsAt, documentId]);
    }
    for (const documentId of visits) expect((await arrival(documentId, { action: 'checkIn' })).status).toBe(200);
  };

  /** Sets a checked-in visit's booked time and arrival, as the clock would have brought them. */
  const bookedAndArrived = async (documentId: string, bookedMs: number, arrivedMs: number) => {
    await executeSql('UPDATE appointments SET starts_at = ? WHERE document_id = ?', [
      toSqlDateTime(new Date(bookedMs)),
      documentId,
    ]);
    await executeSql(
      'UPDATE visit_arrivals SET session_starts_at_ms = ?, arrived_at_ms = ? WHERE appointment_document_id = ?',
      [bookedMs, arrivedMs, documentId],
    );
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    ({ staff, place, remove: removeDoctor } = await openWaitingRoomDoctor(cmsUrl, doctorName, day));
    const branches = (await (await fetch(`${cmsUrl}/api/branches?sort=publicId:asc`)).json()) as {
      data: { documentId: string; publicId: number }[];
    };
    branchPublicId = Number(branches.data.find((branch) => branch.documentId === place.branch)?.publicId);
  });

  afterAll(() => removeDoctor());

  it('calls the first of the queue in, anyone else only with a reason, and shows numbers only', async () => {
    const badr = await book('05:00', 'Badrscreen', '01011110001');
    const amal = await book('05:00', 'Amalscreen', '01011110002');
    const camelia = await book('05:00', 'Cameliascreen', '01011110003');
    await arriveInOrder([badr, amal, camelia]);
    expect(await doctorQueue()).toMatchObject({ seeing: null, next: [1, 2, 3].map(byNumber), waiting: 3 });
    expect(await placeOf(amal)).toEqual({ queueNumber: 2, before: 1, isCalledIn: false });

    expect(refusalOf(await callIn(amal))).toEqual([409, 'outOfTurn']);
    const first = await callIn(badr);
    expect([first.status, typeof first.body.data?.calledAt]).toEqual([200, 'string']);
    expect(await doctorQueue()).toMatchObject({ seeing: byNumber(1), next: [2, 3].map(byNumber), waiting: 2 });
    expect(await placeOf(amal)).toEqual({ queueNumber: 2, before: 0, isCalledIn: false });

    // A child with a fever goes before Amal, and the history says why.
    expect((await callIn(camelia, '  A child with a fever  ')).status).toBe(200);
    expect(refusalOf(await callIn(camelia))).toEqual([409, 'alreadyCalled']);
    expect(await placeOf(camelia)).toEqual({ queueNumber: 3, before: 0, isCalledIn: true });
    expect(await doctorQueue()).toMatchObject({ seeing: byNumber(3), next: [byNumber(2)], waiting: 1 });
    const { body } = await sendJson<{ data: History }>('GET', `${cmsUrl}/api/staff/appointments/${camelia}`, staff);
    expect(body.data.statusHistory.at(-1)).toMatchObject({
      arrival: { kind: 'calledIn', queueNumber: 3 },
      note: 'A child with a fever',
    });

    // The managers' statistics: two called in, 10 and 20 minutes after they came (a median of 15).
    for (const [visit, minutes] of [
      [badr, 10],
      [camelia, 20],
    ] as const) {
      await executeSql('UPDATE visit_arrivals SET called_at_ms = arrived_at_ms + ? WHERE appointment_document_id = ?', [
        minutes * MINUTE,
        visit,
      ]);
    }
    const range = new URLSearchParams({ from: day.date, to: day.date, doctor: place.doctor });
    const { body: figures } = await sendJson<{ data: { waiting: { byDoctor: unknown[] } } }>(
      'GET',
      `${cmsUrl}/api/staff/statistics?${range}`,
      staff,
    );
    expect(figures.data.waiting.byDoctor).toEqual([
      { documentId: place.doctor, name: doctorName, calledIn: 2, medianWaitMinutes: 15, timed: 0, late: 0 },
    ]);

    const screen = await readScreen();
    expect([screen.status, screen.cacheControl]).toEqual([200, 'no-store']);
    for (const trace of patientTraces) expect(screen.text).not.toContain(trace);
    expect(screen.text).not.toContain('@');
  });

  it('calls timed visits by booked time, a patient more than 15 minutes late after those on time', async () => {
    const late = await book('06:00', 'Latescreen', '01011110004');
    const onTime = await book('06:30', 'Ontimescreen', '01011110005');
    await arriveInOrder([late, onTime]);
    // Today, as an injected clock: booked 11:40 and here at noon, late; booked 11:55 and here at 11:54, on time.
    const now = cairoWallClockToInstant(toCairoDate(new Date()), '12:00').getTime();
    await bookedAndArrived(late, now - 20 * MINUTE, now);
    await bookedAndArrived(onTime, now - 5 * MINUTE, now - 6 * MINUTE);
    const queue = await doctorQueue();
    const bookedTimes = queue?.next.filter((next) => next.queueNumber === null).map((next) => next.bookedAt);
    expect(bookedTimes).toEqual([now - 5 * MINUTE, now - 20 * MINUTE].map((ms) => new Date(ms).toISOString()));
    expect(refusalOf(await callIn(late))).toEqual([409, 'outOfTurn']);
  });

  it('refuses a call of a patient not checked in, a reason too long, and answers 404 for no branch', async () => {
    const booked = await bookPlace(cmsUrl, place, day.at('05:00'));
    const documentId = String((await findStaffRow(cmsUrl, staff, String(booked.body.data?.bookingNumber)))?.documentId);
    expect(refusalOf(await callIn(documentId, 'An emergency'))).toEqual([409, 'notArrived']);
    const tooLong = await callIn(documentId, 'x'.repeat(201));
    expect([tooLong.status, tooLong.body.error?.name]).toEqual([400, 'ValidationError']);
    for (const branch of ['0', 'abc', '99999', `${branchPublicId}-x`])
      expect((await readScreen(branch)).status).toBe(404);
  });

  it('shows reception’s pause message as typed, for today only, and lets only the branch’s staff pause', async () => {
    const pause = (message: string | null, headers = staff) =>
      sendJson<{ data?: { message: string | null } }>('PUT', `${cmsUrl}/api/staff/waiting-room/pause`, headers, {
        doctor: place.doctor,
        branch: place.branch,
        message,
      });
    const marked = '<img src=x onerror=alert(1)> In surgery until 19:30';
    expect((await pause(`  ${marked}  `)).status).toBe(200);
    expect((await doctorQueue())?.pause).toBe(marked);
    const { body: sheet } = await sendJson<{ meta: { pauses: unknown[] } }>(
      'GET',
      `${cmsUrl}/api/staff/day-sheet?doctor=${place.doctor}`,
      staff,
    );
    expect(sheet.meta.pauses).toContainEqual({ doctorId: place.doctor, branchId: place.branch, message: marked });

    const tooLong = await pause('x'.repeat(81));
    expect([tooLong.status, (await doctorQueue())?.pause]).toEqual([400, marked]);
    // The seeded receptionist works at the first branch; this doctor's is the second.
    expect((await pause('Back soon', await signInAsReceptionist(cmsUrl))).status).toBe(403);
    expect((await pause('Back soon', {})).status).toBe(403);
    // Written yesterday, a pause no longer shows.
    await executeSql('UPDATE waiting_room_pauses SET paused_at_ms = paused_at_ms - ? WHERE doctor_document_id = ?', [
      24 * 60 * MINUTE,
      place.doctor,
    ]);
    expect((await doctorQueue())?.pause).toBeNull();
    expect((await pause('Back at 19:30')).status).toBe(200);
    expect((await pause(null)).status).toBe(200);
    expect((await doctorQueue())?.pause).toBeNull();
  });
});
