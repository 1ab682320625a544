// `npm run bench`: performance numbers, printed (never asserted). Servers run on free ports on
// 127.0.0.1 over a copy of the seeded test template; every load loop is bounded in time and count.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, ROOT, readToolsEnv } from '../env';
import { benchAvailability, benchBookings } from '../bench-booking';
import { benchDelivery } from '../bench-delivery';
import { benchOffers } from '../bench-waiting-list';
import { benchWaitingRoom } from '../bench-waiting-room';
import { benchPages, type PageBench, printPageBench } from '../bench-pages';
import { listBenchedPages } from '../bench-templates';
import { benchPublish, type PublishBench, printPublishBench } from '../bench-publish';
import { benchBackup, printBackupBench } from '../bench-backup';
import { benchStaffList, printStaffBench, type StaffBench } from '../bench-staff';
import { benchStatistics, printStatisticsBench, type StatisticsBench } from '../bench-statistics';
import { createTemplate, startTestCms } from '../cms-test-server';
import { readGroupCpuSeconds } from '../cpu-profile';
import { startPostgres } from '../postgres';
import { type LoadFigures, measureLoad } from '../load';
import {
  buildPackagesAndCms,
  findFreePort,
  nextStartArgs,
  run,
  serverNodeOptions,
  type StartedServer,
  startServer,
  waitForUrl,
} from '../processes';

const BASELINE_SEGMENT = 'bench-baseline';
const { BENCH_CONNECTIONS: CONNECTIONS, BENCH_SECONDS } = readToolsEnv();
const DURATION_MS = BENCH_SECONDS * 1000;
/** `npm run bench -- --publish`: only the publish bench, on both databases (about 6 minutes). */
const ONLY_PUBLISH = process.argv.includes('--publish');
/** `npm run bench -- --pages`: only the pages (about 40 minutes, most of it Lighthouse's). */
const ONLY_PAGES = process.argv.includes('--pages');

const env = loadEnv();
buildPackagesAndCms(env);

/** A doctor's publish against that doctor's appointments, on one database (see bench-publish.ts). */
const benchPublishOn = async (postgresPort?: string) => {
  const publishCms = await startTestCms({
    postgresPort,
    env: { BOOKING_RATE_LIMIT_MAX: '100000', NODE_OPTIONS: serverNodeOptions() },
  });
  try {
    return await benchPublish(publishCms);
  } finally {
    await publishCms.stop();
  }
};

/** The booking engine on one database: availability latency and booking throughput. */
const benchBookingEngine = async (label: string, postgresPort?: string) => {
  // Patient messages as in production: the delivery loop looks every 2 s (MESSAGE_POLL_MS's default).
  const engineCms = await startTestCms({
    postgresPort,
    env: { BOOKING_RATE_LIMIT_MAX: '100000', MESSAGE_POLL_MS: '2000', NODE_OPTIONS: serverNodeOptions() },
  });
  try {
    const availability = await benchAvailability(engineCms.url);
    // Before the throughput run, whose 600 bookings' emails would queue ahead of these.
    const delivery = await benchDelivery(engineCms.url, engineCms.mailUrl, {
      readCmsCpuSeconds: () => readGroupCpuSeconds(engineCms.pid()),
    });
    const offers = await benchOffers(engineCms.url, engineCms.mailUrl);
    const waitingRoom = await benchWaitingRoom(engineCms.url);
    const bookings = await benchBookings(engineCms.url);
    return { label, availability, bookings, delivery, offers, waitingRoom };
  } finally {
    await engineCms.stop();
  }
};

createTemplate();
const engineRows: Awaited<ReturnType<typeof benchBookingEngine>>[] = [];
const publishRows: PublishBench[] = [];
if (!ONLY_PUBLISH && !ONLY_PAGES) engineRows.push(await benchBookingEngine('sqlite'));
if (!ONLY_PAGES) publishRows.push(await benchPublishOn());
const postgres = ONLY_PAGES ? null : await startPostgres();
if (postgres) {
  const postgresPort = String(postgres.port);
  try {
    createTemplate(undefined, { postgresPort });
    if (!ONLY_PUBLISH) engineRows.push(await benchBookingEngine('postgres', postgresPort));
    publishRows.push(await benchPublishOn(postgresPort));
  } finally {
    postgres.stop();
  }
}
if (ONLY_PUBLISH) {
  printPublishBench(publishRows);
  process.exit(0);
}

const cms = await startTestCms({ env: { NODE_OPTIONS: serverNodeOptions() } });
const webPort = await findFreePort();
const webUrl = `http://127.0.0.1:${webPort}`;
const webEnv: NodeJS.ProcessEnv = { ...env, CMS_URL: cms.url, SITE_URL: webUrl, NODE_ENV: 'production' };
let web: StartedServer | undefined;
const rows: [name: string, figures: LoadFigures][] = [];
let pageBench: PageBench | undefined;
let staffBench: StaffBench | undefined;
let statisticsBench: StatisticsBench | undefined;
const backupRows = [];
// The baseline: a bare prerendered page in the same root layout, behind the same locale proxy. It
// exists only in the bench's build (written before it, removed after), so content pages can be
// compared with the least a page of this app costs.
const baselineDir = path.join(ROOT, 'apps', 'web', 'src', 'app', '[lang]', BASELINE_SEGMENT);
mkdirSync(baselineDir, { recursive: true });
writeFileSync(
  path.join(baselineDir, 'page.tsx'),
  'export default function BenchBaseline() {\n  return <main><p>Baseline</p></main>;\n}\n',
);
try {
  try {
    run('pnpm', ['--filter', '@clinic/web', 'exec', 'next', 'build'], { label: 'building the web app', env: webEnv });
  } finally {
    rmSync(baselineDir, { recursive: true, force: true });
  }
  web = startServer('web', 'pnpm', nextStartArgs('127.0.0.1', webPort), {
    env: { ...webEnv, NODE_OPTIONS: serverNodeOptions(webEnv.NODE_OPTIONS) },
    quiet: true,
  });
  await waitForUrl(`${webUrl}/en`, { server: web, timeoutMs: 60_000 });

  const targets: [name: string, url: string][] = [
    ['CMS GET /api/doctors?locale=ar', `${cms.url}/api/doctors?locale=ar`],
    ['CMS GET /api/home (populated)', `${cms.url}/api/home?locale=ar&populate[slider][populate]=image`],
  ];
  for (const [name, url] of ONLY_PAGES ? [] : targets) {
    await measureLoad(url, { connections: 2, durationMs: 1_000 });
    rows.push([name, await measureLoad(url, { connections: CONNECTIONS, durationMs: DURATION_MS })]);
  }
  const webGroup = web.child.pid;
  pageBench = await benchPages({ webUrl, cmsUrl: cms.url }, await listBenchedPages(cms.url, BASELINE_SEGMENT), () =>
    readGroupCpuSeconds(webGroup),
  );
  if (!ONLY_PAGES) {
    backupRows.push(benchBackup(cms, 'demo content'));
    // Last: its 10,000 appointments stay in this throwaway CMS and would weigh on nothing else.
    staffBench = await benchStaffList(cms.url, webUrl);
    backupRows.push(benchBackup(cms, 'demo + 10,000 appointments'));
    // After the backup: it grows the table to 100,000 appointments.
    statisticsBench = await benchStatistics(cms, webUrl);
  }
} finally {
  await web?.stop();
  await cms.stop();
}

if (pageBench) printPageBench(pageBench);
if (ONLY_PAGES) process.exit(0);
if (staffBench) printStaffBench(staffBench);
if (statisticsBench) printStatisticsBench(statisticsBench);
printBackupBench(backupRows);
printPublishBench(publishRows);
console.info(`\nCMS API: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per target, loopback`);
console.info(
  `${'target'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
);
for (const [name, result] of rows) {
  console.info(
    `${name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ${result.p50.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${String(result.errors).padStart(7)}`,
  );
}

console.info(
  '\nBooking engine: availability = 20 doctor–branch pairs × 14 days, sequential; bookings = 20 clients on distinct slots',
);
console.info(
  `${'database'.padEnd(10)} ${'avail p50'.padStart(10)} ${'avail p99'.padStart(10)} ${'bookings/s'.padStart(11)} ${'book p50'.padStart(9)} ${'book p99'.padStart(9)}  statuses`,
);
for (const { label, availability, bookings } of engineRows) {
  console.info(
    `${label.padEnd(10)} ${availability.p50.toFixed(1).padStart(10)} ${availability.p99.toFixed(1).padStart(10)} ${bookings.perSecond.toFixed(1).padStart(11)} ${bookings.p50.toFixed(1).padStart(9)} ${bookings.p99.toFixed(1).padStart(9)}  ${JSON.stringify(bookings.statuses)} (${bookings.count} bookings)`,
  );
}

console.info(
  '\nPatient messages: from a booking’s 201 to the mail server accepting its email, and to the SMS gateway taking its SMS or the Cloud API its WhatsApp message (the mobile takes each in turn); 100 bookings one after another (after 20 more), MESSAGE_POLL_MS 2000; the CMS CPU each of the 100 cost, its two messages included',
);
const deliveryColumns = [
  'p50 ms',
  'p99 ms',
  'delivered',
  'sms p50 ms',
  'sms p99 ms',
  'sms',
  'whatsapp p50 ms',
  'whatsapp p99 ms',
  'whatsapp',
  'cpu ms/booking',
];
const deliveryCells = (cells: string[]) =>
  cells.map((cell, index) => cell.padStart(Math.max(10, deliveryColumns[index]?.length ?? 0))).join(' ');
console.info(`${'database'.padEnd(10)} ${deliveryCells(deliveryColumns)}`);
for (const { label, delivery } of engineRows) {
  console.info(
    `${label.padEnd(10)} ${deliveryCells([
      delivery.p50.toFixed(0),
      delivery.p99.toFixed(0),
      `${delivery.delivered}/${delivery.booked}`,
      ...[delivery.sms, delivery.whatsapp].flatMap(({ p50, p99, delivered }) => [
        p50.toFixed(0),
        p99.toFixed(0),
        String(delivered),
      ]),
      delivery.cmsCpuMsPerBooking?.toFixed(1) ?? 'n/a',
    ])}`,
  );
}

console.info(
  '\nWaiting list: from a patient’s cancellation answering 200 to the SMS gateway taking the freed place’s offer to the caller waiting for it; 100 rounds one after another (a booking, a caller put on the list, the cancellation), MESSAGE_POLL_MS 2000',
);
console.info(`${'database'.padEnd(10)} ${['p50 ms', 'p99 ms', 'offered'].map((cell) => cell.padStart(10)).join(' ')}`);
for (const { label, offers } of engineRows) {
  const cells = [offers.p50.toFixed(0), offers.p99.toFixed(0), `${offers.count}/${offers.rounds}`];
  console.info(`${label.padEnd(10)} ${cells.map((cell) => cell.padStart(10)).join(' ')}`);
}

console.info(
  '\nWaiting-room screen: from a check-in answering 200 until a screen asking the CMS every 3 s (as the page asks the web server) counts it; 30 check-ins of one session one after another, evenly spread over the screen’s period; then 200 screen answers one after another with the 30 waiting',
);
const screenColumns = ['change p50 ms', 'change p99 ms', 'seen', 'read p50 ms', 'read p99 ms'];
console.info(`${'database'.padEnd(10)} ${screenColumns.map((cell) => cell.padStart(14)).join(' ')}`);
for (const { label, waitingRoom } of engineRows) {
  const { change, read, checkIns } = waitingRoom;
  const cells = [
    change.p50.toFixed(0),
    change.p99.toFixed(0),
    `${change.count}/${checkIns}`,
    read.p50.toFixed(1),
    read.p99.toFixed(1),
  ];
  console.info(`${label.padEnd(10)} ${cells.map((cell) => cell.padStart(14)).join(' ')}`);
}
