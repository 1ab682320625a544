import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, bookPlace, createOneDaySchedule, findSeededPlace, futureDay, slotHours } from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { readEmails, waitForEmail } from './support/mail';
import { executeSql, querySql, toSqlDateTime } from './support/sql';
import { findStaffRow, readVisitDetail } from './support/staff-requests';

type View = {
  booking: { bookingNumber: string; status: string; start: string };
  patient: { firstName: string; phone: string; email: string | null };
  change: { refusal: string | null; locked: boolean; cutoffHours: number };
};
type Answer = { status: number; body: { data: View | null; error?: { details: Record<string, unknown> } } };

const PHONE = '01012345678';
const HOUR_MS = 60 * 60 * 1000;

/** A booking's manage link: the token, what it shows, and the patient's own cancellation and move. */
describe('[MANAGE]: the patient manages a booking through its link', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let place: Place;
  // The only test of the seeded doctor at offset 9: twenty-minute appointments of one place from 05:00.
  const day = futureDay(29);

  const call = async (action: 'open' | 'cancel' | 'reschedule', data: unknown): Promise<Answer> => {
    const response = await fetch(`${cmsUrl}/api/manage-booking/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const book = async (time: string, email = `manage-${randomUUID()}@example.com`) => {
    const booked = await bookPlace(cmsUrl, place, day.at(time), {
      overrides: {
        patient: { firstName: 'Mona', lastName: 'Saleh', email, phone: PHONE, age: 34, contractType: 'cash' },
      },
    });
    expect([booked.status, booked.body.error]).toEqual([201, undefined]);
    const data = booked.body.data as { bookingNumber: string; manageToken: string; start: string };
    return { ...data, email };
  };
  const staffDetail = async (bookingNumber: string) => {
    const row = await findStaffRow(cmsUrl, staff, bookingNumber);
    return readVisitDetail<{
      status: string;
      startsAt: string;
      cancelReason: string | null;
      statusHistory: { changedBy: string; toStatus: string; movedTo: string | null }[];
    }>(cmsUrl, staff, row?.documentId ?? '');
  };
  const openTimes = async () => {
    const response = await fetch(
      `${cmsUrl}/api/availability?${new URLSearchParams({ doctor: place.doctor, branch: place.branch, from: day.date, days: '1' })}`,
    );
    const body = (await response.json()) as { data: { days: { openings: { start: string; status: string }[] }[] } };
    return body.data.days.flatMap((entry) => entry.openings.filter((opening) => opening.status === 'open'));
  };
  const isOpen = async (start: string) =>
    (await openTimes()).some((opening) => Date.parse(opening.start) === Date.parse(start));

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    place = await findSeededPlace(cmsUrl, 9);
    await createOneDaySchedule(
      cmsUrl,
      await createFullAccessToken(cmsUrl),
      place,
      day,
      slotHours('05:00', '09:00', 20),
    );
  });

  it('gives each booking answer a 256-bit token kept only as its hash, which opens that booking and shows no phone or email in full', async () => {
    const first = await book('05:00');
    const second = await book('05:20');
    for (const token of [first.manageToken, second.manageToken]) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await querySql<{ token_hash: string }>('SELECT token_hash FROM booking_manage_tokens', []);
    const hashes = stored.map((row) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(first.manageToken).digest('hex'));
    expect(hashes.join()).not.toContain(first.manageToken);

    const opened = await call('open', { token: first.manageToken });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      booking: { bookingNumber: first.bookingNumber, status: 'pending' },
      patient: {
        firstName: 'Mona',
        phone: expect.stringMatching(/78$/),
        email: expect.stringMatching(/^m•••@example\.com$/),
      },
      change: { refusal: null, locked: false, cutoffHours: 3 },
    });
    const text = JSON.stringify(opened.body);
    for (const secret of ['5678', '1012345678', first.email]) expect(text).not.toContain(secret);
    expect((await call('open', { token: second.manageToken })).body.data?.booking.bookingNumber).toBe(
      second.bookingNumber,
    );
  });

  it('answers the same 404 for a forged, truncated, padded or malformed token, and for none', async () => {
    const { manageToken } = await book('05:40');
    const forged = randomBytes(32).toString('base64url');
    const flipped = `${manageToken.slice(0, -1)}${manageToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [forged, flipped, manageToken.slice(0, 42), `${manageToken}A`, `../${manageToken}`, '']) {
      const answer = await call('open', { token });
      expect([token, answer.status, answer.body.data]).toEqual([token, 404, null]);
    }
    expect((await call('open', {})).status).toBe(400);
  });

  it('asks for the phone’s last four digits and locks after five wrong answers, however many race', async () => {
    const { manageToken, bookingNumber } = await book('06:00');
    const wrong = await call('cancel', { token: manageToken, phoneDigits: '1111' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.details).toMatchObject({
      errors: [{ path: ['phoneDigits'], message: 'validation.wrongPhoneDigits' }],
      triesLeft: 4,
    });
    const racing = await Promise.all(
      Array.from({ length: 12 }, () => call('cancel', { token: manageToken, phoneDigits: '٢٢٢٢' })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([...Array(4).fill(400), ...Array(8).fill(403)]);
    const locked = await call('cancel', { token: manageToken, phoneDigits: '5678' });
    expect([locked.status, locked.body.error?.details]).toEqual([403, { locked: true, code: 'FORBIDDEN' }]);
    expect((await call('open', { token: manageToken })).body.data?.change.locked).toBe(true);
    expect((await staffDetail(bookingNumber)).status).toBe('pending');
  });

  it('cancels with the right digits: the place is offered at once, the history says the patient, the patient is told', async () => {
    const { manageToken, bookingNumber, email, start } = await book('06:20');
    await waitForEmail(email);
    expect(await isOpen(start)).toBe(false);
    const canceled = await call('cancel', { token: manageToken, phoneDigits: ' ٥٦٧٨ ' });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ booking: { status: 'canceled' }, change: { refusal: 'closed' } });
    expect(await isOpen(start)).toBe(true);
    const detail = await staffDetail(bookingNumber);
    expect(detail).toMatchObject({ status: 'canceled', cancelReason: 'patientRequest' });
    expect(detail.statusHistory.at(-1)).toMatchObject({ changedBy: 'patient', toStatus: 'canceled' });
    await expect.poll(async () => (await readEmails(email))[0]?.subject).toMatch(/^Appointment cancelled: /);
    expect((await readEmails(email))[0]?.text).toContain('It was cancelled at your request.');

    const again = await call('cancel', { token: manageToken, phoneDigits: '5678' });
    expect([again.status, again.body.error?.details]).toEqual([
      409,
      { current: 'canceled', reason: 'closed', code: 'INVALID_TRANSITION' },
    ]);
  });

  it('moves with the right digits to a free time only; a taken one changes nothing', async () => {
    const { manageToken, bookingNumber, email, start } = await book('06:40');
    const taken = await book('07:00');
    const refused = await call('reschedule', {
      token: manageToken,
      phoneDigits: '5678',
      from: start,
      start: taken.start,
    });
    expect([refused.status, refused.body.error?.details?.code]).toEqual([409, 'SLOT_FULL']);
    expect(Date.parse((await staffDetail(bookingNumber)).startsAt)).toBe(Date.parse(start));

    const moved = await call('reschedule', {
      token: manageToken,
      phoneDigits: '5678',
      from: start,
      start: day.at('07:20'),
    });
    expect(moved.status).toBe(200);
    expect(Date.parse(String(moved.body.data?.booking.start))).toBe(Date.parse(day.at('07:20')));
    expect(await isOpen(start)).toBe(true);
    expect((await staffDetail(bookingNumber)).statusHistory.at(-1)).toMatchObject({ changedBy: 'patient' });
    await expect.poll(async () => (await readEmails(email))[0]?.subject).toMatch(/^Appointment moved to /);
  });

  it('refuses a change within the cutoff before the visit, and opens nothing seven days after it', async () => {
    const { manageToken, bookingNumber } = await book('07:40');
    const moveTo = async (startsAt: Date) =>
      expect(
        await executeSql('UPDATE appointments SET starts_at = ?, ends_at = ? WHERE booking_number = ?', [
          toSqlDateTime(startsAt),
          toSqlDateTime(new Date(startsAt.getTime() + 20 * 60 * 1000)),
          bookingNumber,
        ]),
      ).toBe(1);
    await moveTo(new Date(Date.now() + 2 * HOUR_MS));
    const late = await call('cancel', { token: manageToken, phoneDigits: '5678' });
    expect([late.status, late.body.error?.details?.reason]).toEqual([409, 'pastCutoff']);
    expect((await call('open', { token: manageToken })).body.data?.change.refusal).toBe('pastCutoff');

    await moveTo(new Date(Date.now() - 8 * 24 * HOUR_MS));
    expect((await call('open', { token: manageToken })).status).toBe(404);
  });

  it('puts a link of its own in each email, which opens the booking, and stores none of it', async () => {
    const { email, bookingNumber } = await book('08:00');
    const received = await waitForEmail(email);
    const link = received.text.match(/\/en\/booking\/manage\/([A-Za-z0-9_-]{43})/);
    expect(link?.[1]).toBeTruthy();
    expect(received.html).toContain(`/en/booking/manage/${link?.[1]}`);
    expect((await call('open', { token: link?.[1] })).body.data?.booking.bookingNumber).toBe(bookingNumber);
    const stored = await querySql<{ body_text: string; body_html: string }>(
      'SELECT body_text, body_html FROM patient_messages WHERE recipient = ?',
      [email],
    );
    expect(stored.map((row) => `${row.body_text}${row.body_html}`).join()).not.toContain(String(link?.[1]));
  });
});
