import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, bookPlace, createOneDaySchedule, findSeededPlace, futureDay, slotHours } from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { sendJson } from './support/requests';
import { changeVisitStatus } from './support/staff-requests';

type CallRow = {
  documentId: string;
  bookingNumber: string;
  status: string;
  locale: string;
  callAttempts: number;
  lastCallAttemptAt: string | null;
  displacedBy: string | null;
  email?: unknown;
  notes?: unknown;
};

/** The front desk's call list and its unanswered calls, as the CMS serves them to staff. */
describe('[ADMIN]: the call list', () => {
  let cmsUrl: string;
  let token: string;
  let staff: Record<string, string>;
  let place: Place;
  // Tomorrow at 05:00, before any seeded hours: these visits are among the soonest on the list.
  const day = futureDay(1);
  const visits: Record<'early' | 'middle' | 'late', { bookingNumber: string; documentId: string }> = {
    early: { bookingNumber: '', documentId: '' },
    middle: { bookingNumber: '', documentId: '' },
    late: { bookingNumber: '', documentId: '' },
  };

  const readCalls = async (locale = 'en') => {
    const response = await fetch(`${cmsUrl}/api/staff/calls?locale=${locale}`, { headers: staff });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as { data: CallRow[] }).data;
  };
  const ours = (rows: CallRow[]) =>
    rows.filter((row) => Object.values(visits).some((visit) => visit.bookingNumber === row.bookingNumber));
  const recordNoAnswer = (documentId: string, data: unknown = { outcome: 'noAnswer' }) =>
    sendJson<{ data: { callAttempts: number }; error: { details: { code: string; current: string } } }>(
      'POST',
      `${cmsUrl}/api/staff/appointments/${documentId}/call-attempts`,
      staff,
      data,
    );
  const changeStatus = (documentId: string, data: Record<string, unknown>) =>
    changeVisitStatus(cmsUrl, staff, documentId, data);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 6);
    const schedule = await createOneDaySchedule(cmsUrl, token, place, day, slotHours('05:00', '06:00', 20));
    for (const [key, time, locale] of [
      ['early', '05:00', 'ar'],
      ['middle', '05:20', 'en'],
      ['late', '05:40', 'en'],
    ] as const) {
      const booked = await bookPlace(cmsUrl, place, day.at(time), { overrides: { locale } });
      expect(booked.status).toBe(201);
      visits[key].bookingNumber = (booked.body.data as { bookingNumber: string }).bookingNumber;
    }
    const listed = await fetch(`${cmsUrl}/api/staff/appointments?from=${day.date}&to=${day.date}&pageSize=100`, {
      headers: staff,
    });
    const { data } = (await listed.json()) as { data: CallRow[] };
    for (const visit of Object.values(visits)) {
      visit.documentId = data.find((row) => row.bookingNumber === visit.bookingNumber)?.documentId ?? '';
    }
    expect((await changeStatus(visits.late.documentId, { from: 'pending', to: 'confirmed' })).status).toBe(200);
    // 30-minute appointments from 05:00: the visits at 05:20 and 05:40 are no longer in the hours.
    const changed = await fetch(`${cmsUrl}/api/doctor-schedules/${schedule}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { slotMinutes: 30, confirmBookedVisits: true } }),
    });
    expect(changed.status).toBe(200);
  });

  it('puts displaced visits first, pending or confirmed, then pending visits to confirm, soonest first', async () => {
    const rows = ours(await readCalls());
    expect(rows.map((row) => [row.bookingNumber, row.status, row.displacedBy])).toEqual([
      [visits.middle.bookingNumber, 'pending', 'hoursChange'],
      [visits.late.bookingNumber, 'confirmed', 'hoursChange'],
      [visits.early.bookingNumber, 'pending', null],
    ]);
    // What the list needs to call and write to the patient, and nothing the list has no use for.
    expect(rows[2]).toMatchObject({ locale: 'ar', callAttempts: 0, lastCallAttemptAt: null });
    expect(rows[2]?.email).toBeUndefined();
    expect(rows[2]?.notes).toBeUndefined();
  });

  it('counts every unanswered call, also when two receptionists record one at the same moment', async () => {
    const before = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => recordNoAnswer(visits.early.documentId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const counts = answers.map((answer) => answer.body.data.callAttempts);
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    const row = ours(await readCalls()).find((call) => call.bookingNumber === visits.early.bookingNumber);
    expect(row?.callAttempts).toBe(5);
    expect(Date.parse(row?.lastCallAttemptAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses what is not an unanswered call, an unknown visit and a closed one', async () => {
    expect((await recordNoAnswer(visits.middle.documentId, { outcome: 'confirmed' })).status).toBe(400);
    expect((await recordNoAnswer(visits.middle.documentId, null)).status).toBe(400);
    expect((await recordNoAnswer('abcdefghijklmnopqrstuvwx')).status).toBe(404);

    const canceled = await changeStatus(visits.middle.documentId, {
      from: 'pending',
      to: 'canceled',
      reason: { category: 'doctorUnavailable' },
    });
    expect(canceled.status).toBe(200);
    const refused = await recordNoAnswer(visits.middle.documentId);
    expect(refused.status).toBe(409);
    const { error } = refused.body;
    expect(error.details).toMatchObject({ code: 'INVALID_TRANSITION', current: 'canceled' });
    // Cancelled, the visit leaves the list.
    expect(ours(await readCalls()).map((row) => row.bookingNumber)).toEqual([
      visits.late.bookingNumber,
      visits.early.bookingNumber,
    ]);
  });
});
