import { randomBytes } from 'node:crypto';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import {
  DAY_MS,
  bookPlace,
  buildBookingForm,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  postBooking,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken } from './support/cms-admin';
import { listCardImages, makePng } from './support/images';
import { databaseOf, executeSql, querySql } from './support/sql';
import { waitFor } from './support/wait';
import { sendJson } from './support/requests';

const PROXY_SECRET = 'proxy-secret-for-the-tests';

/**
 * A CMS of its own: a booking limit of 2 per address and a sweep every 300 ms that removes files
 * older than 5 s and Idempotency-Keys older than a day (a booking stores its images just before its transaction commits; the minimum age,
 * an hour by default, is what keeps the sweep from taking them in between).
 */
describe('[BOOKING]: rate limit and orphan card images', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;

  beforeAll(async () => {
    cms = await startTestCms({
      env: {
        BOOKING_RATE_LIMIT_MAX: '2',
        MANAGE_RATE_LIMIT_MAX: '3',
        WEB_PROXY_SECRET: PROXY_SECRET,
        ORPHAN_SWEEP_INTERVAL_MS: '300',
        ORPHAN_MIN_AGE_MS: '5000',
      },
    });
  });
  afterAll(() => cms.stop());

  const emptyBooking = (headers: Record<string, string> = {}) => postBooking(cms.url, buildBookingForm({}), headers);
  const viaWebServer = (address: string) => ({ 'x-clinic-proxy-secret': PROXY_SECRET, 'x-forwarded-for': address });

  it('answers 429 with Retry-After once an address passes its limit, before reading the booking', async () => {
    expect((await emptyBooking()).status).toBe(400);
    expect((await emptyBooking()).status).toBe(400);
    const response = await fetch(`${cms.url}/api/appointments/book`, { method: 'POST', body: buildBookingForm({}) });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { error: { name: string; details: { code: string } } }).error).toMatchObject({
      name: 'RateLimitError',
      details: { code: 'RATE_LIMITED' },
    });
  });

  it('ignores X-Forwarded-For unless the request proves it comes from the web server', async () => {
    expect((await emptyBooking({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect((await emptyBooking({ 'x-clinic-proxy-secret': 'wrong', 'x-forwarded-for': '203.0.113.9' })).status).toBe(
      429,
    );
  });

  it('limits the other spellings of the path that the router also accepts', async () => {
    for (const path of ['/api/appointments/book/', '/API/Appointments/Book']) {
      const response = await fetch(`${cms.url}${path}`, { method: 'POST', body: buildBookingForm({}) });
      expect(response.status, path).toBe(429);
    }
  });

  it('counts each patient behind the web server by their own address', async () => {
    expect((await emptyBooking(viaWebServer('198.51.100.1'))).status).toBe(400);
    expect((await emptyBooking(viaWebServer('198.51.100.1'))).status).toBe(400);
    expect((await emptyBooking(viaWebServer('198.51.100.1'))).status).toBe(429);
    expect((await emptyBooking(viaWebServer('198.51.100.2'))).status).toBe(400);
  });

  it('holds the waiting list’s phone codes and entries from the site to the booking’s limit, each counted apart', async () => {
    for (const step of ['phone-code', 'join']) {
      const send = () => sendJson('POST', `${cms.url}/api/waiting-list/${step}`, viaWebServer('198.51.100.5'), {});
      expect([(await send()).status, (await send()).status, (await send()).status], step).toEqual([400, 400, 429]);
    }
  });

  it('turns an address away once it tried three unknown manage links, a valid one too, and no other address', async () => {
    const place = await findSeededPlace(cms.url, 9);
    const day = futureDay(29);
    await createOneDaySchedule(
      cms.url,
      await createFullAccessToken(cms.url),
      place,
      day,
      slotHours('05:00', '05:20', 20),
    );
    const start = day.at('05:00');
    const booked = await bookPlace(cms.url, place, start, { headers: viaWebServer('198.51.100.7') });
    const { manageToken } = booked.body.data as { manageToken: string };
    const open = (token: string, address: string) =>
      fetch(`${cms.url}/api/manage-booking/open`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...viaWebServer(address) },
        body: JSON.stringify({ data: { token } }),
      });
    const guesses = Array.from({ length: 4 }, () => randomBytes(32).toString('base64url'));
    const answers = [];
    for (const guess of guesses) answers.push((await open(guess, '198.51.100.8')).status);
    expect(answers).toEqual([404, 404, 404, 429]);
    expect((await open(manageToken, '198.51.100.8')).status).toBe(429);
    expect((await open(manageToken, '198.51.100.9')).status).toBe(200);

    // A whole flow, a wrong answer and the cancellation too, leaves the token in none of the CMS's logs.
    const cancel = (phoneDigits: string) =>
      fetch(`${cms.url}/api/manage-booking/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...viaWebServer('198.51.100.9') },
        body: JSON.stringify({ data: { token: manageToken, phoneDigits } }),
      });
    expect((await cancel('0000')).status).toBe(400);
    expect((await cancel('5678')).status).toBe(200);
    expect(cms.output()).toContain('/api/manage-booking/cancel');
    expect(cms.output()).not.toContain(manageToken);
  });

  it('sweeps card images that belong to no appointment and keeps those that do', async () => {
    const place = await findSeededPlace(cms.url, 3);
    const availability = await fetch(
      `${cms.url}/api/availability?doctor=${place.doctor}&branch=${place.branch}&days=14`,
    );
    const { data } = (await availability.json()) as {
      data: { days: { openings: { start: string; status: string }[] }[] };
    };
    // A day ahead at least: a time within the booking lead time of now could close before the booking lands.
    const opening = data.days
      .flatMap((day) => day.openings)
      .find((candidate) => candidate.status === 'open' && Date.parse(candidate.start) > Date.now() + DAY_MS);
    expect(opening).toBeDefined();
    const card = { bytes: await makePng(), name: 'card.png', type: 'image/png' };
    const booking = await bookPlace(cms.url, place, opening?.start ?? '', {
      overrides: {
        patient: {
          firstName: 'Hala',
          lastName: uniqueSurname('Sweep'),
          email: 'h@example.com',
          phone: '01234567890',
          age: 50,
          contractType: 'syndicate',
        },
      },
      files: { cardFront: card, cardBack: card },
      headers: viaWebServer('198.51.100.50'),
    });
    expect(booking.status).toBe(201);
    const kept = listCardImages(cms.privateUploadsDir);
    expect(kept).toHaveLength(2);

    const stray = path.join(cms.privateUploadsDir, 'left-by-a-crashed-booking.webp');
    writeFileSync(stray, 'not referenced');
    utimesSync(stray, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    // Unreferenced but only just written, like the images of a booking still in its transaction.
    const inFlight = path.join(cms.privateUploadsDir, 'booking-in-progress.webp');
    writeFileSync(inFlight, 'not referenced yet');
    const deadline = Date.now() + 10_000;
    while (existsSync(stray) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(stray)).toBe(false);
    expect(listCardImages(cms.privateUploadsDir)).toEqual([...kept, 'booking-in-progress.webp'].sort());
  });

  it('forgets an Idempotency-Key after a day, and keeps a younger one', async () => {
    const database = databaseOf(cms);
    const keyAged = async (key: string, ageMs: number) =>
      executeSql(
        'INSERT INTO booking_requests (idempotency_key, booking_number, created_at_ms) VALUES (?, ?, ?)',
        [key, 'NOT-A-BOOKING', Date.now() - ageMs],
        database,
      );
    await keyAged('older-than-a-day', DAY_MS + 60_000);
    await keyAged('an-hour-old', 60 * 60_000);
    const storedKeys = async () =>
      (
        await querySql<{ key: string }>(
          "SELECT idempotency_key AS key FROM booking_requests WHERE booking_number = 'NOT-A-BOOKING'",
          [],
          database,
        )
      ).map((row) => row.key);
    expect(await waitFor(async () => !(await storedKeys()).includes('older-than-a-day'))).toBe(true);
    expect(await storedKeys()).toEqual(['an-hour-old']);
  });
});
