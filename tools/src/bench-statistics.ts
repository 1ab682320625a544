// Statistics numbers for `npm run bench`: the CMS route and the web page over 10,000 and then 100,000
// appointments spread over a year, with SQLite's query plan of the grouped queries. Bounded in count;
// 127.0.0.1 only. The rows are copies of a stored appointment written straight into the bench's
// throwaway SQLite database (the API would take an hour for 100,000), each with its Cairo visit day,
// hour and weekday as the CMS keeps them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './env';
import { type RequestTimes, signInAsStaff, staffSessionCookie, type TimedCase } from './bench-staff';
import type { TestCms } from './cms-test-server';
import { summarizeLatencies } from './load';

const requireFromCms = createRequire(path.join(ROOT, 'cms', 'package.json'));
const LEVELS = [10_000, 100_000];
const YEAR_DAYS = 365;
const ROUNDS = 20;
const STATUSES = ['pending', 'confirmed', 'canceled', 'done', 'done', 'noShow'];
const SOURCES = ['doctor-flow', 'branch-flow', 'old-form', 'phone', 'walk-in'];

type Row = Record<string, unknown>;
/** What the bench uses of better-sqlite3, loaded from the CMS's packages (its types are out of reach here). */
type SqliteStatement<Result> = {
  get: () => Result | undefined;
  all: (...values: unknown[]) => Result[];
  run: (values: Row) => { lastInsertRowid: number | bigint };
};
type SqliteConnection = {
  prepare: <Result = Row>(sql: string) => SqliteStatement<Result>;
  pragma: (source: string) => unknown;
  transaction: (write: () => void) => () => void;
  close: () => void;
};
type SqliteDriver = new (file: string, options?: { readonly?: boolean }) => SqliteConnection;

const cairoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'long',
});

/** The Cairo day, hour and weekday of an instant, as src/appointments/visit-time.ts stores them. */
const describeVisit = (instant: Date) => {
  const parts = Object.fromEntries(cairoParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    visit_date: `${parts.year}-${parts.month}-${parts.day}`,
    visit_hour: Number(parts.hour),
    visit_weekday: (parts.weekday ?? '').toLowerCase(),
  };
};

const cairoToday = () => describeVisit(new Date()).visit_date;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The row the bench copies: the stored appointment, which the seeded database always has. */
const expectRow = <Result>(row: Result | undefined): Result => {
  if (row === undefined) throw new Error('the bench needs a stored appointment to copy');
  return row;
};

/**
 * What a completed visit leaves for the review figures: its invitation, sent; and for one visit in
 * three, the review its patient wrote, published (a copy of a seeded verified review, its rating
 * changed).
 */
const writeReviewsOf = (database: SqliteConnection) => {
  const invite = database.prepare(
    `INSERT INTO patient_messages (appointment_document_id, kind, channel, recipient, locale, message_id, state,
      next_attempt_at_ms, created_at_ms, sent_at_ms, dedupe_key)
     VALUES (@visit, 'reviewInvitation', 'email', 'bench@example.com', 'en', @messageId, 'sent', @at, @at, @at, @key)`,
  );
  const link = database.prepare(
    'INSERT INTO visit_reviews (appointment_document_id, review_document_id, created_at_ms) VALUES (@visit, @review, @at)',
  );
  const template = expectRow(database.prepare('SELECT * FROM reviews WHERE verified_visit = 1 LIMIT 1').get());
  const columns = Object.keys(template).filter((column) => column !== 'id');
  const review = database.prepare(
    `INSERT INTO reviews (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
  );
  return (visit: string, index: number, startsAt: Date) => {
    const at = startsAt.getTime() + 86_400_000;
    invite.run({ visit, messageId: `bench-review-${index}`, at, key: `review:${visit}` });
    if (index % 3 !== 0) return;
    const documentId = `benchreview${String(index).padStart(13, '0')}`;
    link.run({ visit, review: documentId, at });
    review.run({ ...template, document_id: documentId, rating: 1 + (index % 5), locale: 'en', written_in: 'en' });
  };
};

/** Writes copies of the first stored appointments (their doctors and branches with them) until the table holds `total`. */
const fillTo = (databaseFile: string, total: number) => {
  const Database: SqliteDriver = requireFromCms('better-sqlite3');
  const database = new Database(databaseFile);
  database.pragma('busy_timeout = 30000');
  try {
    const count = expectRow(database.prepare<{ n: number }>('SELECT COUNT(*) AS n FROM appointments').get()).n;
    const templates = database.prepare('SELECT * FROM appointments ORDER BY id LIMIT 400').all();
    const columns = Object.keys(expectRow(templates[0])).filter((column) => column !== 'id');
    const insert = database.prepare(
      `INSERT INTO appointments (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
    );
    const yearStart = Date.parse(`${addDays(cairoToday(), -335)}T06:00:00Z`);
    const inviteAndReview = writeReviewsOf(database);
    const write = database.transaction(() => {
      for (let index = count; index < total; index += 1) {
        const startsAt = new Date(yearStart + (index % YEAR_DAYS) * 86_400_000 + (index % 48) * 15 * 60_000);
        const createdAt = new Date(startsAt.getTime() - (index % 45) * 86_400_000);
        const documentId = `bench${String(index).padStart(19, '0')}`;
        if (STATUSES[index % STATUSES.length] === 'done') inviteAndReview(documentId, index, startsAt);
        insert.run({
          ...expectRow(templates[index % templates.length]),
          document_id: documentId,
          booking_number: `STAT${String(index).padStart(7, '0')}`,
          status: STATUSES[index % STATUSES.length],
          source: SOURCES[index % SOURCES.length],
          starts_at: startsAt.getTime(),
          ends_at: startsAt.getTime() + 15 * 60_000,
          created_at: createdAt.getTime(),
          updated_at: createdAt.getTime(),
          ...describeVisit(startsAt),
          booked_days_ahead: index % 45,
        });
      }
    });
    const started = performance.now();
    write();
    return (performance.now() - started) / 1000;
  } finally {
    database.close();
  }
};

/** SQLite's plan for the per-day figure: which index answers it. */
const explainPerDay = (databaseFile: string, range: Record<string, string>) => {
  const Database: SqliteDriver = requireFromCms('better-sqlite3');
  const database = new Database(databaseFile, { readonly: true });
  try {
    return database
      .prepare<{ detail: string }>(
        'EXPLAIN QUERY PLAN SELECT visit_date, status, COUNT(*) FROM appointments AS a WHERE a.visit_date BETWEEN ? AND ? GROUP BY a.visit_date, a.status',
      )
      .all(range.from, range.to)
      .map((row) => row.detail);
  } finally {
    database.close();
  }
};

const timeRequests = async (url: string, headers: Record<string, string>): Promise<RequestTimes> => {
  const latencies: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS + 2; round += 1) {
    const at = performance.now();
    const response = await fetch(url, { headers, redirect: 'manual' });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // The first two warm the caches and are not counted.
    if (round >= 2) latencies.push(performance.now() - at);
    bytes = body.byteLength;
  }
  return { ...summarizeLatencies(latencies), bytes };
};

/** `cms` is a started test CMS on SQLite; `webUrl` may be omitted to time the CMS alone. */
export const benchStatistics = async (cms: TestCms, webUrl?: string) => {
  const jwt = await signInAsStaff(cms.url);
  const bearer = { authorization: `Bearer ${jwt}` };
  const cookie = { cookie: staffSessionCookie(jwt) };
  const today = cairoToday();
  // The 30 days around today, and the longest range the page allows (366 days) over all the rows.
  const month = new URLSearchParams({ from: addDays(today, -14), to: addDays(today, 15) });
  const year = new URLSearchParams({ from: addDays(today, -335), to: addDays(today, 30) });
  const levels: { total: number; seconds: number; rows: [name: string, times: RequestTimes][] }[] = [];
  for (const total of LEVELS) {
    const seconds = fillTo(cms.databaseFile, total);
    const cases = (
      [
        ['CMS, 30 days', `${cms.url}/api/staff/statistics?${month}`, bearer],
        ['CMS, 366 days', `${cms.url}/api/staff/statistics?${year}`, bearer],
        ['web page /en, 30 days', `${webUrl}/en/admin/statistics?${month}`, cookie],
        ['web page /ar, 366 days', `${webUrl}/ar/admin/statistics?${year}`, cookie],
        ['web CSV, 366 days', `${webUrl}/en/admin/statistics/export?${year}`, cookie],
      ] satisfies TimedCase[]
    ).filter(([, url]) => webUrl || url.startsWith(cms.url));
    const rows: [name: string, times: RequestTimes][] = [];
    for (const [name, url, headers] of cases) rows.push([name, await timeRequests(url, headers)]);
    levels.push({ total, seconds, rows });
  }
  return { levels, plan: explainPerDay(cms.databaseFile, Object.fromEntries(year)) };
};

export type StatisticsBench = Awaited<ReturnType<typeof benchStatistics>>;

export const printStatisticsBench = ({ levels, plan }: StatisticsBench) => {
  console.info(`\nStatistics: appointments spread over ${YEAR_DAYS} days, ${ROUNDS} sequential requests each (SQLite)`);
  console.info(
    `${'appointments'.padEnd(13)} ${'request'.padEnd(30)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'bytes'.padStart(9)}`,
  );
  for (const { total, seconds, rows } of levels) {
    console.info(`${String(total).padEnd(13)} (the rows added to reach it written in ${seconds.toFixed(1)} s)`);
    for (const [name, result] of rows) {
      console.info(
        `${String(total).padEnd(13)} ${name.padEnd(30)} ${result.p50.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${String(result.bytes).padStart(9)}`,
      );
    }
  }
  console.info(`Query plan, bookings per day over a year: ${plan.join(' | ')}`);
};
