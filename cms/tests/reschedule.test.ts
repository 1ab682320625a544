import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  slotHours,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { executeSql } from './support/sql';
import { readOpeningAt } from './support/openings';
import { sendJson } from './support/requests';
import { changeVisitStatus, readVisitDetail } from './support/staff-requests';

type Detail = {
  documentId: string;
  bookingNumber: string;
  status: string;
  startsAt: string;
  statusHistory: {
    fromStatus: string | null;
    toStatus: string;
    changedBy: string;
    movedFrom: string | null;
    movedTo: string | null;
  }[];
};
type Answer = { status: number; body: { data: Detail | null; error?: { details: Record<string, unknown> } } };

const RACERS = 100;

/** Moving a visit to another time: one transaction, the database's guards, and a history entry. */
describe('[ADMIN]: moving a visit to another time', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  // A day of its own, past the demo visits' first two weeks: a walk-in session of 100 places at
  // 05:00 and half-hour appointments of one place from 07:00.
  const day = futureDay(26);
  const marker = uniqueSurname('Move');

  const find = async (bookingNumber: string) => {
    const response = await fetch(`${cmsUrl}/api/staff/appointments?${new URLSearchParams({ q: bookingNumber })}`, {
      headers: staff,
    });
    return ((await response.json()) as { data: Detail[] }).data[0] as Detail;
  };
  const detail = (documentId: string) => readVisitDetail<Detail>(cmsUrl, staff, documentId);
  const book = async (time: string, firstName: string) => {
    const response = await bookPlace(cmsUrl, place, day.at(time), {
      overrides: {
        patient: {
          firstName,
          lastName: marker,
          email: 'move@example.com',
          phone: '01001110071',
          age: 33,
          contractType: 'cash',
        },
      },
    });
    expect(response.status).toBe(201);
    return find(String(response.body.data?.bookingNumber));
  };
  const move = (documentId: string, data: unknown): Promise<Answer> =>
    sendJson('POST', `${cmsUrl}/api/staff/appointments/${documentId}/reschedule`, staff, data);
  const openingAt = (time: string) => readOpeningAt(cmsUrl, place, day, time);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 5);
    const token = await createFullAccessToken(cmsUrl);
    await createOneDaySchedule(cmsUrl, token, place, day, sessionHours('05:00', '06:00', RACERS));
    await createOneDaySchedule(cmsUrl, token, place, day, slotHours('07:00', '08:00', 30));
  });

  it('moves a visit to a free time: the new place taken, the old one free, and who moved it from when to when', async () => {
    const visit = await book('07:00', 'Amal');
    const moved = await move(visit.documentId, { from: visit.startsAt, start: day.at('07:30') });
    expect(moved.status).toBe(200);
    expect(Date.parse(String(moved.body.data?.startsAt))).toBe(Date.parse(day.at('07:30')));
    expect(moved.body.data?.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'pending',
      changedBy: 'staff@nileent.example',
    });
    const entry = moved.body.data?.statusHistory.at(-1);
    expect([Date.parse(String(entry?.movedFrom)), Date.parse(String(entry?.movedTo))]).toEqual([
      Date.parse(day.at('07:00')),
      Date.parse(day.at('07:30')),
    ]);
    expect((await openingAt('07:00'))?.status).toBe('open');
    expect((await openingAt('07:30'))?.status).toBe('full');
  });

  it('refuses a move from a stale screen, to a taken or an unoffered time, and of a closed visit, changing nothing', async () => {
    const first = await book('07:00', 'Basma');
    const { data: ours } = (await fetch(
      `${cmsUrl}/api/staff/appointments?${new URLSearchParams({ q: marker, from: day.date })}`,
      { headers: staff },
    ).then((response) => response.json())) as { data: Detail[] };
    const amal = ours.find((row) => Date.parse(row.startsAt) === Date.parse(day.at('07:30'))) as Detail;

    // A screen that still shows Amal at 07:00, where she was before the move.
    const stale = await move(amal.documentId, { from: day.at('07:00'), start: day.at('05:00') });
    expect([stale.status, stale.body.error?.details.code]).toEqual([409, 'CONFLICT']);
    const taken = await move(first.documentId, { from: first.startsAt, start: day.at('07:30') });
    expect([taken.status, taken.body.error?.details.code]).toEqual([409, 'SLOT_FULL']);
    const unoffered = await move(first.documentId, { from: first.startsAt, start: day.at('06:30') });
    expect(unoffered.status).toBe(400);
    expect((await move(first.documentId, { from: first.startsAt })).status).toBe(400);
    expect(Date.parse((await detail(first.documentId)).startsAt)).toBe(Date.parse(day.at('07:00')));
    expect((await openingAt('07:00'))?.status).toBe('full');

    const canceled = await changeVisitStatus(cmsUrl, staff, first.documentId, {
      from: 'pending',
      to: 'canceled',
      reason: { category: 'patientRequest' },
    });
    expect(canceled.status).toBe(200);
    const closed = await move(first.documentId, { from: first.startsAt, start: day.at('05:00') });
    expect([closed.status, closed.body.error?.details.code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await move('abcdefghijklmnopqrstuvwx', { from: first.startsAt, start: day.at('05:00') })).status).toBe(404);
  });

  it(`lets exactly one of ${RACERS} visits moving at once to one free place have it, and the others keep theirs`, async () => {
    const racers: Detail[] = [];
    for (let index = 0; index < RACERS; index += 1)
      racers.push(await book('05:00', `Racer${String.fromCharCode(97 + (index % 26))}`));
    expect((await openingAt('05:00'))?.remaining).toBe(0);
    expect((await openingAt('07:00'))?.status).toBe('open');
    // Statistics, as a live database has them (autovacuum): the planner then reads the claims by their index.
    await executeSql('ANALYZE doctor_time_claims', []);

    const answers = await Promise.all(
      racers.map((racer) => move(racer.documentId, { from: racer.startsAt, start: day.at('07:00') })),
    );
    const statuses = answers.map((answer) => answer.status);
    // Any answer but a win or a loss, shown whole.
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    expect(
      new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error?.details.code)),
    ).toEqual(new Set(['SLOT_FULL']));
    // The winner's place in the session is free again; every loser still holds theirs.
    expect((await openingAt('07:00'))?.status).toBe('full');
    expect((await openingAt('05:00'))?.remaining).toBe(1);
  });
});
