import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Place,
  bookingData,
  buildBookingForm,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  postBooking,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { countRows, executeSql, toSqlDateTime } from './support/sql';
import { readOpeningAt } from './support/openings';
import { changeVisitStatus, readVisitDetail } from './support/staff-requests';

type Step = { to: string; kind: string; opensAt: string | null; closesAt: string | null };
type Detail = {
  documentId: string;
  bookingNumber: string;
  status: string;
  startsAt: string;
  closedAt: string | null;
  cancelReason: string | null;
  cancelNote: string | null;
  workflow: Step[];
  statusHistory: {
    fromStatus: string | null;
    toStatus: string;
    changedBy: string;
    reason: string | null;
    note: string | null;
  }[];
};
type Answer = {
  status: number;
  body: { data: Detail | null; error?: { name: string; details: Record<string, unknown> } };
};

const HOUR = 60 * 60 * 1000;

/** The rules that keep staff actions in step with the clock: when a visit can close, and how long a mistake can be taken back. */
describe('[ADMIN]: staff actions that fit the clock', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  const marker = uniqueSurname('Workflow');
  const day = futureDay(16);

  const detail = (documentId: string) => readVisitDetail<Detail>(cmsUrl, staff, documentId);
  const change = (documentId: string, data: Record<string, unknown>) =>
    changeVisitStatus<Answer['body']>(cmsUrl, staff, documentId, data);
  const book = async (time: string, firstName: string) => {
    const form = buildBookingForm(
      bookingData(place, day.at(time), {
        patient: { ...bookingData(place, day.at(time)).patient, firstName, lastName: marker },
      }),
    );
    const response = await postBooking(cmsUrl, form);
    expect(response.status).toBe(201);
    const found = await fetch(
      `${cmsUrl}/api/staff/appointments?${new URLSearchParams({ q: String(response.body.data?.bookingNumber) })}`,
      { headers: staff },
    );
    return ((await found.json()) as { data: Detail[] }).data[0] as Detail;
  };
  const statusOfOpening = async (time: string) => (await readOpeningAt(cmsUrl, place, day, time))?.status;
  /** Moves a stored time back, as the clock would: no API can write the past. */
  const backdate = (column: 'starts_at' | 'closed_at', documentId: string, instant: Date) =>
    executeSql(`UPDATE appointments SET ${column} = ? WHERE document_id = ?`, [toSqlDateTime(instant), documentId]);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 8);
    await createOneDaySchedule(
      cmsUrl,
      await createFullAccessToken(cmsUrl),
      place,
      day,
      slotHours('05:00', '07:30', 30),
    );
  });

  it('completes a visit only from its start, and takes a completion back within 24 hours only', async () => {
    const visit = await book('05:00', 'Farida');
    expect((await change(visit.documentId, { from: 'pending', to: 'confirmed' })).status).toBe(200);
    expect((await detail(visit.documentId)).workflow).toEqual([
      { to: 'done', kind: 'forward', opensAt: visit.startsAt, closesAt: null },
      { to: 'noShow', kind: 'forward', opensAt: visit.startsAt, closesAt: null },
      { to: 'canceled', kind: 'forward', opensAt: null, closesAt: null },
    ]);
    expect((await change(visit.documentId, { from: 'confirmed', to: 'done' })).body.error?.details.code).toBe(
      'TOO_EARLY',
    );

    await backdate('starts_at', visit.documentId, new Date(Date.now() - HOUR));
    const done = await change(visit.documentId, { from: 'confirmed', to: 'done' });
    expect(done.status).toBe(200);
    const closedAt = Date.parse(String(done.body.data?.closedAt));
    expect(done.body.data?.workflow).toEqual([
      { to: 'confirmed', kind: 'undo', opensAt: null, closesAt: new Date(closedAt + 24 * HOUR).toISOString() },
    ]);

    const takenBack = await change(visit.documentId, { from: 'done', to: 'confirmed' });
    expect(takenBack.status).toBe(200);
    expect(takenBack.body.data).toMatchObject({ status: 'confirmed', closedAt: null });
    expect(takenBack.body.data?.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'done',
      toStatus: 'confirmed',
      changedBy: 'staff@nileent.example',
    });

    expect((await change(visit.documentId, { from: 'confirmed', to: 'done' })).status).toBe(200);
    await backdate('closed_at', visit.documentId, new Date(Date.now() - 25 * HOUR));
    const late = await change(visit.documentId, { from: 'done', to: 'confirmed' });
    expect([late.status, late.body.error?.details.code]).toEqual([409, 'UNDO_EXPIRED']);
    expect((await detail(visit.documentId)).status).toBe('done');
  });

  it('marks a no-show only from the start, counts it apart, and takes it back within 24 hours to the status it had', async () => {
    const visit = await book('07:00', 'Hanan');
    const early = await change(visit.documentId, { from: 'pending', to: 'noShow' });
    expect([early.status, early.body.error?.details.code]).toEqual([409, 'TOO_EARLY']);

    await backdate('starts_at', visit.documentId, new Date(Date.now() - HOUR));
    const missed = await change(visit.documentId, { from: 'pending', to: 'noShow' });
    expect(missed.status).toBe(200);
    expect(missed.body.data).toMatchObject({ status: 'noShow', cancelReason: null });
    const closedAt = Date.parse(String(missed.body.data?.closedAt));
    expect(missed.body.data?.workflow).toEqual([
      { to: 'pending', kind: 'undo', opensAt: null, closesAt: new Date(closedAt + 24 * HOUR).toISOString() },
    ]);
    expect(missed.body.data?.statusHistory.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'noShow' });
    // Unlike a cancellation, a no-show frees nothing: the place stays the patient's.
    expect(await statusOfOpening('07:00')).toBe('full');

    const listed = await fetch(
      `${cmsUrl}/api/staff/appointments?${new URLSearchParams({ q: visit.bookingNumber, from: '2026-01-01' })}`,
      { headers: staff },
    );
    const { meta } = (await listed.json()) as { meta: { counters: Record<string, number> } };
    expect(meta.counters).toMatchObject({ noShow: 1, canceled: 0, total: 1 });

    expect((await change(visit.documentId, { from: 'noShow', to: 'confirmed' })).body.error?.details.code).toBe(
      'INVALID_TRANSITION',
    );
    const takenBack = await change(visit.documentId, { from: 'noShow', to: 'pending' });
    expect(takenBack.status).toBe(200);
    expect(takenBack.body.data).toMatchObject({ status: 'pending', closedAt: null });

    expect((await change(visit.documentId, { from: 'pending', to: 'noShow' })).status).toBe(200);
    await backdate('closed_at', visit.documentId, new Date(Date.now() - 25 * HOUR));
    const late = await change(visit.documentId, { from: 'noShow', to: 'pending' });
    expect([late.status, late.body.error?.details.code]).toEqual([409, 'UNDO_EXPIRED']);
  });

  it('records why a visit was cancelled, in the detail, the history and the export, the note for staff only', async () => {
    const visit = await book('05:30', 'Ghada');
    const reason = { category: 'other', note: 'Moved to Alexandria' };
    const canceled = await change(visit.documentId, { from: 'pending', to: 'canceled', reason });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ cancelReason: 'other', cancelNote: 'Moved to Alexandria' });
    expect(canceled.body.data?.statusHistory.at(-1)).toMatchObject({
      toStatus: 'canceled',
      ...{ reason: 'other', note: reason.note },
    });
    const exported = await fetch(
      `${cmsUrl}/api/staff/appointments/export?${new URLSearchParams({ q: visit.bookingNumber, from: day.date })}`,
      { headers: staff },
    );
    const [row] = (await exported.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(row).toMatchObject({ bookingNumber: visit.bookingNumber, cancelReason: 'other' });
    expect(row).not.toHaveProperty('cancelNote');
  });

  it('undoes a cancellation within 15 minutes, back to what it was, and books its place again', async () => {
    const visit = await book('06:00', 'Hala');
    expect((await change(visit.documentId, { from: 'pending', to: 'confirmed' })).status).toBe(200);
    expect(
      (await change(visit.documentId, { from: 'confirmed', to: 'canceled', reason: { category: 'duplicate' } })).status,
    ).toBe(200);
    expect(await statusOfOpening('06:00')).toBe('open');

    const undone = await change(visit.documentId, { from: 'canceled', to: 'confirmed' });
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({
      status: 'confirmed',
      cancelReason: null,
      cancelNote: null,
      closedAt: null,
    });
    expect(await statusOfOpening('06:00')).toBe('full');
    expect(
      await countRows('SELECT COUNT(*) AS n FROM booking_seats WHERE booking_number = ?', [visit.bookingNumber]),
    ).toBe(1);
  });

  it('refuses to undo a cancellation once the place is booked again, or once 15 minutes have passed', async () => {
    const first = await book('06:30', 'Inas');
    const reason = { category: 'unreachable' };
    expect((await change(first.documentId, { from: 'pending', to: 'canceled', reason })).status).toBe(200);
    const second = await book('06:30', 'Jana');
    const taken = await change(first.documentId, { from: 'canceled', to: 'pending' });
    expect([taken.status, taken.body.error?.details.code]).toEqual([409, 'SLOT_FULL']);
    expect((await detail(first.documentId)).status).toBe('canceled');

    expect((await change(second.documentId, { from: 'pending', to: 'canceled', reason })).status).toBe(200);
    await backdate('closed_at', second.documentId, new Date(Date.now() - 16 * 60 * 1000));
    const late = await change(second.documentId, { from: 'canceled', to: 'pending' });
    expect([late.status, late.body.error?.details.code]).toEqual([409, 'UNDO_EXPIRED']);
    expect((await detail(second.documentId)).workflow).toEqual([]);
  });
});
