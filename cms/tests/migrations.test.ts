import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import { bookPlace, createOneDaySchedule, earlyHours, findSeededPlace, futureDay } from './support/booking';
import { createFullAccessToken } from './support/cms-admin';
import { type TestDatabase, databaseOf, executeSql, listIndexes, querySql } from './support/sql';

const BOOKING_TABLES = ['booking_seats', 'booking_requests', 'doctor_time_claims'] as const;
const IDEMPOTENCY_KEY = 'migrations-test-retry-key';

/** Everything the booking keeps outside Strapi's content types, rows and indexes both. */
const readBookingTables = async (database: TestDatabase) => ({
  seats: await querySql<{ booking_number: string }>(
    'SELECT doctor_document_id, starts_at_ms, seat_number, booking_number FROM booking_seats ORDER BY id',
    [],
    database,
  ),
  requests: await querySql(
    'SELECT idempotency_key, booking_number FROM booking_requests ORDER BY idempotency_key',
    [],
    database,
  ),
  claims: await querySql<{ minute_ms: number | string }>(
    'SELECT doctor_document_id, minute_ms, place_key, seats FROM doctor_time_claims ORDER BY doctor_document_id, minute_ms',
    [],
    database,
  ),
  indexes: await listIndexes(BOOKING_TABLES, database),
});

const VISIT_TIME_INDEXES = ['appointments.appointments_visit_figures_ix'];
const VISIT_TIME_COLUMNS = ['visit_date', 'visit_hour', 'visit_weekday', 'booked_days_ahead'] as const;

type VisitTime = { visit_date: string; visit_hour: number; visit_weekday: string; booked_days_ahead: number };

const readVisitTime = async (bookingNumber: string, database: TestDatabase) =>
  (
    await querySql<VisitTime>(
      `SELECT ${VISIT_TIME_COLUMNS.join(', ')} FROM appointments WHERE booking_number = ?`,
      [bookingNumber],
      database,
    )
  ).map((row) => ({ ...row, visit_hour: Number(row.visit_hour), booked_days_ahead: Number(row.booked_days_ahead) }));

const listMigrations = async (database: TestDatabase) =>
  (await querySql<{ name: string }>('SELECT name FROM strapi_migrations ORDER BY name', [], database)).map(
    (row) => row.name,
  );

/**
 * A database made by today's code, with a booking in it, booted again after a content-type change
 * (a field the code has and the database lacks, as after an upgrade: Strapi's schema sync alters the
 * tables) and then once more. The booking's own tables, which Strapi does not manage, must come
 * through both boots whole, and each migration must run once. The appointments' visit-time columns
 * are taken away too, as in a database made before them: the migration fills them again, and the
 * statistics' indexes come back and stay through every later sync.
 */
describe('[CMS]: migrations across boots and a content-type change', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let database: TestDatabase;
  let before: Awaited<ReturnType<typeof readBookingTables>>;
  let migrations: string[];
  let bookingNumber: string;
  let visitTime: VisitTime[];
  let visitIndexes: string[];
  const day = futureDay(16);
  const start = day.at('05:00');
  const booking = (place: Awaited<ReturnType<typeof findSeededPlace>>) =>
    bookPlace(cms.url, place, start, { headers: { 'idempotency-key': IDEMPOTENCY_KEY } });

  beforeAll(async () => {
    cms = await startTestCms();
    database = databaseOf(cms);
    const place = await findSeededPlace(cms.url, 2);
    await createOneDaySchedule(cms.url, await createFullAccessToken(cms.url), place, day, earlyHours('05:30'));
    const booked = await booking(place);
    expect(booked.status).toBe(201);
    bookingNumber = String(booked.body.data?.bookingNumber);
    before = await readBookingTables(database);
    migrations = await listMigrations(database);
    visitTime = await readVisitTime(bookingNumber, database);
    visitIndexes = await listIndexes(['appointments'], database);

    await executeSql('ALTER TABLE contact_messages DROP COLUMN is_read', [], database);
    for (const index of VISIT_TIME_INDEXES) {
      await executeSql(`DROP INDEX ${index.replace('appointments.', '')}`, [], database);
    }
    for (const column of VISIT_TIME_COLUMNS) {
      await executeSql(`ALTER TABLE appointments DROP COLUMN ${column}`, [], database);
    }
    await executeSql("DELETE FROM strapi_migrations WHERE name LIKE '%appointment-visit-time%'", [], database);
    await executeSql("UPDATE strapi_database_schema SET hash = 'before-the-change'", [], database);
    await cms.restart();
  });

  afterAll(() => cms?.stop());

  it('made the booking tables with their indexes, and recorded every migration', () => {
    // The seeded demo bookings are there too.
    expect(before.seats.filter((seat) => seat.booking_number === bookingNumber)).toHaveLength(1);
    expect(before.requests).toContainEqual({ idempotency_key: IDEMPOTENCY_KEY, booking_number: bookingNumber });
    const startMs = Date.parse(start);
    expect(
      before.claims.filter(
        (claim) => Number(claim.minute_ms) >= startMs && Number(claim.minute_ms) < startMs + 30 * 60_000,
      ),
    ).toHaveLength(30);
    expect(before.indexes).toEqual(
      expect.arrayContaining([
        'booking_seats.booking_seats_place_unique',
        'doctor_time_claims.doctor_time_claims_minute_unique',
      ]),
    );
    expect(before.indexes.filter((index) => index.startsWith('booking_requests.'))).toHaveLength(1);
    expect(migrations).toEqual(
      expect.arrayContaining([expect.stringMatching(/booking-tables/), expect.stringMatching(/appointment-names/)]),
    );
  });

  it('keeps on the booking its visit day, hour and weekday in Cairo, and the days it was booked ahead', () => {
    expect(visitTime).toEqual([
      { visit_date: day.date, visit_hour: 5, visit_weekday: day.weekday, booked_days_ahead: 16 },
    ]);
    expect(visitIndexes).toEqual(expect.arrayContaining(VISIT_TIME_INDEXES));
  });

  it('fills the visit-time columns of a database made before them, and makes their indexes again', async () => {
    expect(await readVisitTime(bookingNumber, database)).toEqual(visitTime);
    expect(await listIndexes(['appointments'], database)).toEqual(visitIndexes);
    const unfilled = await querySql('SELECT id FROM appointments WHERE visit_date IS NULL', [], database);
    expect(unfilled).toEqual([]);
  });

  it('applies the content-type change and keeps every booking row and index', async () => {
    // Fails with "no such column" unless the schema sync put the field back.
    await expect(querySql('SELECT COUNT(is_read) AS n FROM contact_messages', [], database)).resolves.toHaveLength(1);
    expect(await readBookingTables(database)).toEqual(before);
  });

  it('still holds the place and the retry key: the same submit answers its booking, another is refused', async () => {
    const place = await findSeededPlace(cms.url, 2);
    const retried = await booking(place);
    expect(retried.status).toBe(201);
    expect(retried.body.data?.bookingNumber).toBe(bookingNumber);
    const other = await bookPlace(cms.url, place, start);
    expect(other.status).toBe(409);
  });

  it('boots once more with nothing to do: the same rows, indexes and migrations, each recorded once', async () => {
    await cms.restart();
    expect(await readBookingTables(database)).toEqual(before);
    expect(await listIndexes(['appointments'], database)).toEqual(visitIndexes);
    expect(await listMigrations(database)).toEqual(migrations);
    expect(new Set(migrations).size).toBe(migrations.length);
  });
});
