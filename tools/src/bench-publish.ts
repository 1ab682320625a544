// A doctor's publish against the clinic's history, for `npm run bench`: how long an editor's publish
// of one doctor takes with 0, 10,000 and 100,000 appointments of that doctor, and what bookings of
// that doctor meet while it is published 50 times in a row. The appointments are copies of a stored
// one written with SQL (the API would take an hour for 100,000), each the doctor's by document id, as
// the CMS stores it. Bounded in count; 127.0.0.1 only.
import {
  adminSession,
  adminToken,
  cairoDate,
  createOneDaySchedule,
  type Place,
  postBenchBooking,
  readOpenings,
  seededPlaces,
} from './bench-booking';
import { type CmsDatabase, readRows, runStatements } from './cms-database';
import type { TestCms } from './cms-test-server';
import { type LatencySummary, summarizeLatencies } from './load';

const LEVELS = [0, 10_000, 100_000];
/** The level at which bookings are timed with and without publishes. */
const BOOKING_LEVEL = 10_000;
const PUBLISHES_PER_LEVEL = 5;
const PUBLISHES_WITH_BOOKINGS = 50;
const BOOKINGS_ALONE = 100;
const MAX_BOOKINGS = 700;
const BOOKING_CLIENTS = 4;
/** Days of the bench's one-day schedules: past the seeded visits and the engine bench's days, inside the horizon. */
const SCHEDULE_DAYS = [20, 21, 22];
const COPY_PREFIX = 'publishbench';

type Timed = LatencySummary & { statuses: Record<string, number> };

/** Writes copies of the first stored appointment, each the doctor's, until `total` copies exist; answers the seconds it took. */
const fillTo = async (database: CmsDatabase, doctor: string, total: number) => {
  if (!/^[a-z0-9]+$/.test(doctor)) throw new Error(`unexpected document id ${doctor}`);
  const [counted] = await readRows<{ n: number | string }>(
    database,
    `SELECT COUNT(*) AS n FROM appointments WHERE document_id LIKE '${COPY_PREFIX}%'`,
  );
  const copies = Number(counted?.n ?? 0);
  if (copies >= total) return 0;
  const [template] = await readRows<Record<string, unknown>>(
    database,
    'SELECT * FROM appointments ORDER BY id LIMIT 1',
  );
  if (!template) throw new Error('the bench needs a stored appointment to copy');
  const copied = ['id', 'document_id', 'booking_number', 'doctor_document_id'];
  const columns = Object.keys(template).filter((column) => !copied.includes(column));
  const started = performance.now();
  await runStatements(database, [
    `WITH RECURSIVE seq(n) AS (SELECT ${copies + 1} UNION ALL SELECT n + 1 FROM seq WHERE n < ${total})
     INSERT INTO appointments (document_id, booking_number, doctor_document_id, ${columns.map((column) => `"${column}"`).join(', ')})
     SELECT '${COPY_PREFIX}' || CAST(n AS TEXT), 'PB' || CAST(n AS TEXT), '${doctor}', ${columns.map((column) => `t."${column}"`).join(', ')}
     FROM seq CROSS JOIN appointments t WHERE t.id = ${Number(template.id)}`,
  ]);
  return (performance.now() - started) / 1000;
};

/** Publishes the doctor as an editor does in the admin panel; answers the milliseconds it took. */
const publishDoctor = async (cmsUrl: string, session: string, doctor: string) => {
  const at = performance.now();
  const response = await fetch(
    `${cmsUrl}/content-manager/collection-types/api::doctor.doctor/${doctor}/actions/publish?locale=en`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
      body: '{}',
    },
  );
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`publishing the doctor answered ${response.status}`);
  return performance.now() - at;
};

/** Books the next free slots with BOOKING_CLIENTS clients while `goOn()` says so, up to `limit` bookings. */
const bookWhile = async (cmsUrl: string, place: Place, slots: string[], limit: number, goOn: () => boolean) => {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let booked = 0;
  const client = async () => {
    while (goOn() && booked < limit) {
      const start = slots.shift();
      if (start === undefined) return;
      booked += 1;
      const at = performance.now();
      const response = await postBenchBooking(cmsUrl, place, start);
      await response.arrayBuffer();
      latencies.push(performance.now() - at);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: BOOKING_CLIENTS }, client));
  return { ...summarizeLatencies(latencies), statuses };
};

/** The bench on one started test CMS; its doctor is not the engine bench's (the first seeded place's). */
export const benchPublish = async (cms: TestCms) => {
  const database = { databaseFile: cms.databaseFile, databaseUrl: cms.databaseUrl };
  const places = await seededPlaces(cms.url);
  const place = places.findLast((candidate) => candidate.doctor !== places[0]?.doctor);
  if (!place) throw new Error('the bench needs two seeded doctors');
  const [session, token] = await Promise.all([adminSession(cms.url), adminToken(cms.url)]);
  const slots: string[] = [];
  for (const offset of SCHEDULE_DAYS) {
    const date = cairoDate(offset);
    await createOneDaySchedule(cms.url, token, place, date, {
      startTime: '00:00',
      endTime: '24:00',
      slotMinutes: 5,
      capacity: 1,
    });
    const openings = await readOpenings(cms.url, place, date);
    slots.push(...openings.filter((opening) => opening.status === 'open').map((opening) => opening.start));
  }
  await publishDoctor(cms.url, session, place.doctor);
  const levels: { total: number; fillSeconds: number; publish: LatencySummary }[] = [];
  let alone: Timed | undefined;
  let during: (Timed & { publish: LatencySummary }) | undefined;
  for (const total of LEVELS) {
    const fillSeconds = await fillTo(database, place.doctor, total);
    const times: number[] = [];
    for (let round = 0; round < PUBLISHES_PER_LEVEL; round += 1) {
      times.push(await publishDoctor(cms.url, session, place.doctor));
    }
    levels.push({ total, fillSeconds, publish: summarizeLatencies(times) });
    if (total !== BOOKING_LEVEL) continue;
    alone = await bookWhile(cms.url, place, slots, BOOKINGS_ALONE, () => true);
    let publishing = true;
    const publishTimes: number[] = [];
    const publishes = (async () => {
      try {
        for (let round = 0; round < PUBLISHES_WITH_BOOKINGS; round += 1) {
          publishTimes.push(await publishDoctor(cms.url, session, place.doctor));
        }
      } finally {
        publishing = false;
      }
    })();
    const [bookings] = await Promise.all([
      bookWhile(cms.url, place, slots, MAX_BOOKINGS - BOOKINGS_ALONE, () => publishing),
      publishes,
    ]);
    during = { ...bookings, publish: summarizeLatencies(publishTimes) };
  }
  return { label: cms.databaseClient, levels, alone, during };
};

export type PublishBench = Awaited<ReturnType<typeof benchPublish>>;

const ms = (value: number) => value.toFixed(0).padStart(8);

export const printPublishBench = (benches: PublishBench[]) => {
  console.info(
    `\nA doctor's publish (admin panel's action), ${PUBLISHES_PER_LEVEL} in a row per level, with that many appointments of the doctor added with SQL`,
  );
  console.info(
    `${'database'.padEnd(10)} ${'appointments'.padStart(12)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const { label, levels } of benches) {
    for (const { total, publish } of levels) {
      console.info(`${label.padEnd(10)} ${String(total).padStart(12)} ${ms(publish.p50)} ${ms(publish.p99)}`);
    }
  }
  console.info(
    `\nBookings of that doctor (${BOOKING_CLIENTS} clients, distinct slots, ${BOOKING_LEVEL} appointments of the doctor): ${BOOKINGS_ALONE} alone, then during ${PUBLISHES_WITH_BOOKINGS} publishes in a row`,
  );
  console.info(
    `${'database'.padEnd(10)} ${'phase'.padEnd(16)} ${'bookings'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'publish p50'.padStart(12)} ${'publish p99'.padStart(12)}  statuses`,
  );
  for (const { label, alone, during } of benches) {
    for (const [phase, timed] of [
      ['alone', alone],
      ['during publishes', during],
    ] as const) {
      if (!timed) continue;
      const publish = 'publish' in timed ? timed.publish : undefined;
      console.info(
        `${label.padEnd(10)} ${phase.padEnd(16)} ${String(timed.count).padStart(9)} ${ms(timed.p50)} ${ms(timed.p99)} ${(publish ? publish.p50.toFixed(0) : '').padStart(12)} ${(publish ? publish.p99.toFixed(0) : '').padStart(12)}  ${JSON.stringify(timed.statuses)}`,
      );
    }
  }
};
