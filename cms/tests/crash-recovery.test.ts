import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from './support/database-passes';
import { startTestCms } from '@clinic/tools/cms-test-server';
import {
  type BookingResponse,
  type Place,
  bookingData,
  buildBookingForm,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  postBookingsTogether,
  uniqueSurname,
  slotHours,
} from './support/booking';
import { createFullAccessToken } from './support/cms-admin';
import { listCardImages, makePng } from './support/images';
import { type TestDatabase, databaseOf, querySql } from './support/sql';
import { waitFor } from './support/wait';

const SLOT_TIMES = ['05:00', '05:20', '05:40', '06:00', '06:20', '06:40'];
const CAPACITY = 2;
const BURST = 48;
/** The burst's last requests, whose card images are half sent when the CMS is killed. */
const HALF_SENT = 8;
/** A place in the same schedule that the burst never asks for. */
const AFTER_RESTART = '07:00';

const patient = (lastName: string, index: number) => ({
  firstName: 'Karim',
  lastName,
  email: `crash${index}@example.com`,
  phone: '01098765432',
  age: 41,
  contractType: 'company',
});

/**
 * A CMS of its own, killed with SIGKILL the moment the first booking of a burst is answered: every
 * other request is still somewhere between its upload, its card images and its transaction. On
 * PostgreSQL, the production database, as the other fault tests.
 */
describeOnPostgres('[FAULTS]: the CMS killed in the middle of a burst of bookings', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let database: TestDatabase;
  let place: Place;
  const day = futureDay(9);

  beforeAll(async () => {
    cms = await startTestCms({
      env: { BOOKING_RATE_LIMIT_MAX: '100000', ORPHAN_SWEEP_INTERVAL_MS: '500', ORPHAN_MIN_AGE_MS: '2000' },
    });
    database = databaseOf(cms);
    place = await findSeededPlace(cms.url, 4);
    await createOneDaySchedule(
      cms.url,
      await createFullAccessToken(cms.url),
      place,
      day,
      slotHours('05:00', '07:20', 20, CAPACITY),
    );
  });
  afterAll(() => cms?.stop());

  it('keeps every answered booking exactly once, overbooks nothing and leaves no card image behind', async () => {
    const marker = uniqueSurname('Crash');
    const card = { bytes: await makePng(), name: 'card.png', type: 'image/png' };
    const forms = Array.from({ length: BURST }, (_, index) => ({
      form: buildBookingForm(
        bookingData(place, day.at(SLOT_TIMES[index % SLOT_TIMES.length] ?? ''), { patient: patient(marker, index) }),
        { cardFront: card, cardBack: card },
      ),
    }));
    const pidBefore = cms.pid();
    let killed: Promise<void> | undefined;
    const responses = await postBookingsTogether(cms.url, forms, {
      onAnswer: (answer: BookingResponse) => {
        if (answer.status === 201) killed ??= cms.kill('SIGKILL');
      },
      // Some uploads are still arriving when the kill comes, however fast the others are answered.
      unfinished: HALF_SENT,
    });
    await killed;

    const created = responses.filter((response) => response.status === 201);
    const unanswered = responses.filter((response) => response.status === 0);
    expect(created.length).toBeGreaterThan(0);
    // The kill came mid-burst: some requests never got an answer; none got a server error.
    expect(unanswered.length).toBeGreaterThan(0);
    expect(responses.filter((response) => ![0, 201, 409].includes(response.status))).toEqual([]);

    await cms.restart();
    expect(cms.pid()).not.toBe(pidBefore);

    const rows = await querySql<{ booking_number: string; starts_at: unknown; card_front_file: string | null }>(
      'SELECT booking_number, starts_at, card_front_file FROM appointments WHERE last_name = ?',
      [marker],
      database,
    );
    const stored = rows.map((row) => row.booking_number);
    for (const response of created) {
      const bookingNumber = String(response.body.data?.bookingNumber);
      expect([bookingNumber, stored.filter((number) => number === bookingNumber).length]).toEqual([bookingNumber, 1]);
    }

    const perSlot = new Map<number, number>();
    for (const row of rows) {
      const startMs = new Date(row.starts_at as string | number | Date).getTime();
      perSlot.set(startMs, (perSlot.get(startMs) ?? 0) + 1);
    }
    expect([...perSlot.values()].every((count) => count <= CAPACITY)).toBe(true);
    expect(rows.length).toBeLessThanOrEqual(SLOT_TIMES.length * CAPACITY);

    // Every seat belongs to a stored appointment and every appointment holds its seat: a crash
    // neither blocks a place forever nor leaves a booking without one.
    const seats = await querySql<{ booking_number: string }>(
      'SELECT booking_number FROM booking_seats WHERE doctor_document_id = ? AND branch_document_id = ? AND starts_at_ms >= ? AND starts_at_ms <= ?',
      [place.doctor, place.branch, Date.parse(day.at('05:00')), Date.parse(day.at('06:40'))],
      database,
    );
    expect(seats.map((seat) => seat.booking_number).sort()).toEqual([...stored].sort());

    // Card images: exactly those of stored appointments remain once the sweep has run, and none is
    // missing; the half-read uploads of the killed requests are gone too.
    const expectedCards = async () => {
      const all = await querySql<{ card_front_file: string | null; card_back_file: string | null }>(
        'SELECT card_front_file, card_back_file FROM appointments WHERE card_front_file IS NOT NULL OR card_back_file IS NOT NULL',
        [],
        database,
      );
      return all
        .flatMap((row) => [row.card_front_file, row.card_back_file])
        .filter(Boolean)
        .sort();
    };
    const incoming = path.join(cms.privateUploadsDir, '.incoming');
    const settled = await waitFor(
      async () =>
        JSON.stringify(listCardImages(cms.privateUploadsDir)) === JSON.stringify(await expectedCards()) &&
        readdirSync(incoming).length === 0,
      20_000,
    );
    expect({ cards: listCardImages(cms.privateUploadsDir), incoming: readdirSync(incoming) }).toEqual({
      cards: await expectedCards(),
      incoming: [],
    });
    expect(settled).toBe(true);
    expect(rows.every((row) => row.card_front_file !== null)).toBe(true);

    // And the restarted CMS books again: the place the burst left alone.
    const [after] = await postBookingsTogether(cms.url, [
      {
        form: buildBookingForm(bookingData(place, day.at(AFTER_RESTART), { patient: patient(marker, BURST) }), {
          cardFront: card,
          cardBack: card,
        }),
      },
    ]);
    expect(after?.status).toBe(201);
  });
});
