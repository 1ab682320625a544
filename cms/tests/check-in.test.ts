import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, bookPlace, futureDay, uniqueSurname } from './support/booking';
import { signInAsReceptionist } from './support/cms-admin';
import { type JsonAnswer, sendJson } from './support/requests';
import { readSms } from './support/mail';
import { findVisitByNumber, readVisitMessages, uniqueAddress, uniqueMobile } from './support/patient-messages';
import { executeSql, toSqlDateTime } from './support/sql';
import { findStaffRow } from './support/staff-requests';
import { openWaitingRoomDoctor } from './support/waiting-room';

type Arrival = {
  arrivedAt: string;
  arrivedBy: string;
  queueNumber: number | null;
  takeBackUntil: string;
  isLate: boolean;
};
type Detail = {
  documentId: string;
  arrival: Arrival | null;
  statusHistory: {
    toStatus: string;
    changedBy: string;
    arrival: { kind: string; queueNumber: number | null } | null;
  }[];
};
type Answer = { data?: Arrival | null; error?: { name: string; details?: Record<string, unknown> } };

const MINUTE = 60_000;

/** The desk checks patients in: numbers in a first-come session, lateness against a booked time, and take-backs. */
describe('[WAITING ROOM]: check-in at the desk', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  let removeDoctor: () => Promise<Response>;
  const marker = uniqueSurname('Arrival');
  const day = futureDay(11);

  const send = (documentId: string, data: unknown, headers = staff) =>
    sendJson<Answer>('POST', `${cmsUrl}/api/staff/appointments/${documentId}/arrival`, headers, data);
  /** A refusal as the desk reads it: the status, and why. */
  const refusalOf = (answer: JsonAnswer<Answer>) => [answer.status, answer.body.error?.details?.checkIn];
  const checkIn = (documentId: string, headers = staff) => send(documentId, { action: 'checkIn' }, headers);
  const takeBack = (documentId: string) => send(documentId, { action: 'takeBack' });
  const detail = async (documentId: string) =>
    (await sendJson<{ data: Detail }>('GET', `${cmsUrl}/api/staff/appointments/${documentId}`, staff)).body.data;
  /** Books the place at `time` on the test's day: the visit's document id. */
  const book = async (time: string) => {
    const booked = await bookPlace(cmsUrl, place, day.at(time));
    expect(booked.status).toBe(201);
    return String((await findStaffRow(cmsUrl, staff, String(booked.body.data?.bookingNumber)))?.documentId);
  };
  /** Moves the visits' start to `instant` (today, for check-in), as the clock would bring their day. */
  const startAt = (documentIds: string[], instant: Date) =>
    Promise.all(
      documentIds.map((documentId) =>
        executeSql('UPDATE appointments SET starts_at = ? WHERE document_id = ?', [toSqlDateTime(instant), documentId]),
      ),
    );
  const arriveAt = (documentId: string, instant: Date) =>
    executeSql('UPDATE visit_arrivals SET arrived_at_ms = ? WHERE appointment_document_id = ?', [
      instant.getTime(),
      documentId,
    ]);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    ({ staff, place, remove: removeDoctor } = await openWaitingRoomDoctor(cmsUrl, `Dr Arrival ${marker}`, day));
  });

  afterAll(() => removeDoctor());

  it('numbers a first-come session by arrival, never twice, and keeps each check-in in the history', async () => {
    const [amal, badr, camelia] = [await book('05:00'), await book('05:00'), await book('05:00')];
    await startAt([amal, badr, camelia], new Date());

    const numbers = [];
    for (const visit of [badr, amal, camelia]) {
      const answer = await checkIn(visit);
      expect(answer.status).toBe(200);
      numbers.push(answer.body.data?.queueNumber);
    }
    expect(numbers).toEqual([1, 2, 3]);
    expect(refusalOf(await checkIn(amal))).toEqual([409, 'alreadyArrived']);

    // Amal's check-in was a mistake: taken back, her number is not given again.
    expect([(await takeBack(amal)).status, (await detail(amal)).arrival]).toEqual([200, null]);
    expect(refusalOf(await takeBack(amal))).toEqual([409, 'notArrived']);
    expect((await checkIn(amal)).body.data?.queueNumber).toBe(4);

    const { arrival, statusHistory } = await detail(amal);
    expect(arrival).toMatchObject({ arrivedBy: expect.stringContaining('@'), queueNumber: 4, isLate: false });
    expect(Date.parse(String(arrival?.takeBackUntil)) - Date.parse(String(arrival?.arrivedAt))).toBe(10 * MINUTE);
    expect(statusHistory.map((entry) => [entry.toStatus, entry.arrival])).toEqual([
      ['pending', null],
      ['pending', { kind: 'checkedIn', queueNumber: 2 }],
      ['pending', { kind: 'checkInTakenBack', queueNumber: 2 }],
      ['pending', { kind: 'checkedIn', queueNumber: 4 }],
    ]);
    // Today's day sheet shows each number standing beside the visit.
    const { body: sheet } = await sendJson<{ data: { documentId: string; arrival: Arrival | null }[] }>(
      'GET',
      `${cmsUrl}/api/staff/day-sheet?doctor=${place.doctor}`,
      staff,
    );
    const numberOf = (visit: string) => sheet.data.find((row) => row.documentId === visit)?.arrival?.queueNumber;
    expect([numberOf(badr), numberOf(amal), numberOf(camelia)]).toEqual([1, 4, 3]);
  });

  it('sends the patient their number once, to their mobile, in their language', async () => {
    const mobile = uniqueMobile();
    const patient = { firstName: 'سلمى', lastName: marker, email: uniqueAddress('check-in'), phone: mobile.typed };
    const booked = await bookPlace(cmsUrl, place, day.at('05:00'), {
      overrides: { locale: 'ar', patient: { ...patient, phoneChannel: 'sms', age: 30, contractType: 'cash' } },
    });
    const visit = (await findVisitByNumber(cmsUrl, staff, String(booked.body.data?.bookingNumber))).documentId;
    await startAt([visit], new Date());
    const queueNumber = (await checkIn(visit)).body.data?.queueNumber;

    const { messages } = await readVisitMessages(cmsUrl, staff, visit);
    expect(messages.filter((message) => message.kind === 'checkedIn').map((message) => message.channel)).toEqual([
      'sms',
    ]);
    // The booking's own SMS came first: the check-in's is the one that says so.
    const checkInSms = async () =>
      (await readSms(mobile.e164)).filter((sms) => sms.text.startsWith('تم تسجيل وصولك')).map((sms) => sms.text);
    await expect.poll(async () => (await checkInSms()).length).toBe(1);
    expect((await checkInSms())[0]).toMatch(
      new RegExp(`^تم تسجيل وصولك، رقم دورك ${queueNumber}\\D.*تابع دورك: http\\S+/m/\\S+$`),
    );
  });

  it('takes a check-in back for ten minutes only', async () => {
    const visit = await book('05:00');
    await startAt([visit], new Date());
    expect((await checkIn(visit)).status).toBe(200);
    await arriveAt(visit, new Date(Date.now() - 11 * MINUTE));
    const late = await takeBack(visit);
    expect(refusalOf(late)).toEqual([409, 'takeBackExpired']);
    expect((await detail(visit)).arrival).not.toBeNull();
  });

  it('gives a timed visit no number, and counts a patient more than 15 minutes late as late', async () => {
    const [onTime, late] = [await book('06:00'), await book('06:30')];
    const startsAt = new Date();
    await startAt([onTime, late], startsAt);
    for (const visit of [onTime, late]) expect((await checkIn(visit)).body.data?.queueNumber).toBeNull();
    await arriveAt(onTime, new Date(startsAt.getTime() + 15 * MINUTE));
    await arriveAt(late, new Date(startsAt.getTime() + 16 * MINUTE));
    expect([(await detail(onTime)).arrival?.isLate, (await detail(late)).arrival?.isLate]).toEqual([false, true]);
  });

  it('checks in only a visit still booked, on its day', async () => {
    const visit = await book('05:00');
    const future = await checkIn(visit);
    expect(refusalOf(future)).toEqual([409, 'notToday']);
    await startAt([visit], new Date());
    await executeSql("UPDATE appointments SET status = 'canceled' WHERE document_id = ?", [visit]);
    const canceled = await checkIn(visit);
    expect(refusalOf(canceled)).toEqual([409, 'notBooked']);
    expect((await detail(visit)).arrival).toBeNull();
  });

  it('refuses an unknown action, a receptionist of another branch, and anyone signed out', async () => {
    const visit = await book('05:00');
    await startAt([visit], new Date());
    const unknown = await send(visit, { action: 'arrive' });
    expect([unknown.status, unknown.body.error?.name]).toEqual([400, 'ValidationError']);
    expect((await checkIn(visit, await signInAsReceptionist(cmsUrl))).status).toBe(404);
    expect((await checkIn(visit, {})).status).toBe(403);
    expect((await detail(visit)).arrival).toBeNull();
  });
});
