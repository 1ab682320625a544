// `npm run load`: a realistic mix against the production build for LOAD_SECONDS (60) at
// LOAD_CONNECTIONS (50), plus one receptionist: pages in both languages, availability and bookings
// as the booking screens send them, the staff list and its CSV export. First each kind
// alone (one request at a time: the idle figures), then the mix. Prints req/s and p50/p99 per kind
// beside the idle ones and their ratio, the hops (how much of an availability request and of a
// booking is the CMS's and how much the web server's, from a probe lane), the CPU each process used,
// errors, and whether any slot holds more appointments than its capacity; exits 1 on any error or
// overbooking.
// `npm run load -- --profile` also samples the CMS's and the web server's CPU during the mix and
// prints where it went.
// `npm run load -- --trace` also writes every request of the mix to a CSV file (when it was sent, how
// long it took, its kind): whether the slow ones came together or spread out.
// `npm run load -- --rate R` sends the same mix as arrivals instead (the open loop): R requests a
// second with random (exponential) gaps, each sent when it arrives whether or not the earlier ones
// were answered, as patients arrive; it prints the same table, with the offered and achieved rates
// and how late the client itself sent (LOAD_SEED fixes the arrivals).
// `npm run load -- --capacity` steps that rate up (from LOAD_START_RATE, 25, LOAD_STEP_SECONDS, 20,
// a step) and narrows between the last good and the first bad step, for at most
// LOAD_CAPACITY_MINUTES (10): the capacity is the highest rate at which every kind's p99 is under
// 1 s with no error and no overbooking; it prints each step, then the table at that rate.
// `npm run load -- --cluster` runs the mix against `npm run cluster`'s 2 web and 2 CMS processes behind
// nginx instead (tools/src/load-cluster.ts): one of each against two of each, then the mix again
// while one web and one CMS process are killed and started again, and an edit is published.
// A script, not a test: everything on 127.0.0.1 and free ports, bounded in time and in count, over
// a copy of the seeded test template.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createTemplate, loadRunCmsEnv, startTestCms } from '../cms-test-server';
import { printProfileSummary, readGroupCpuSeconds, summarizeBusiestProfile, waitForProfiles } from '../cpu-profile';
import { loadEnv, ROOT, readToolsEnv } from '../env';
import { checkBookings, prepareBookingPlaces, waitForEmailsSent } from '../load-booking';
import { findCapacity, judgeStep, P99_LIMIT_MS } from '../load-capacity';
import type { CapacitySearch, StepVerdict } from '../load-capacity';
import { runClusterLoad } from '../load-cluster';
import { createVisitorMix, warmUpEachKind } from '../load-mix';
import { createPageRequests } from '../load-site';
import { cpuBetween, cpuMsPerRequest, formatCpu, formatMixTable, formatRates } from '../load-report';
import type { CpuSeconds, IdleFigures, ProcessCpu } from '../load-report';
import { formatAnswersCsv, measureMix, requestSignal, seededRandom } from '../load';
import type { Lane, MixAnswer, MixResult, OpenMixResult } from '../load';
import {
  buildPackagesAndCms,
  findFreePort,
  nextStartArgs,
  run,
  serverNodeOptions,
  startServer,
  waitForUrl,
} from '../processes';
import type { StartedServer } from '../processes';

const settings = readToolsEnv();
const DURATION_MS = settings.LOAD_SECONDS * 1000;
const CONNECTIONS = settings.LOAD_CONNECTIONS;
const MAX_REQUESTS = settings.LOAD_MAX_REQUESTS;
/** Slots made bookable for the run; when they are all taken the mix goes on without bookings. */
const MAX_BOOKINGS = settings.LOAD_MAX_BOOKINGS;
/** The one address all the load comes from must not meet the per-visitor limits. */
const UNLIMITED = '1000000';
/** Its own seeded template, so a test run going on beside it keeps the shared one. */
const TEMPLATE_DIR = path.join(ROOT, 'cms', '.tmp', 'load-template');
/** Each kind alone, one request at a time, before the mix: at most this many, for at most this long. */
const IDLE_REQUESTS = 100;
const IDLE_MS = 15_000;

/** The open loop's arrival rate (`--rate R`), and the capacity search's steps and bound. */
const optionValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const RATE = optionValue('--rate') === undefined ? undefined : Number(optionValue('--rate'));
if (RATE !== undefined && !(RATE > 0)) throw new Error('--rate takes the requests a second, e.g. --rate 100');
const IS_CAPACITY = process.argv.includes('--capacity');
const START_RATE = settings.LOAD_START_RATE;
const STEP_MS = settings.LOAD_STEP_SECONDS * 1000;
const CAPACITY_BUDGET_MS = settings.LOAD_CAPACITY_MINUTES * 60_000;
/** The arrivals' random source, printed so that a run can be repeated. */
const SEED = settings.LOAD_SEED ?? Math.floor(Math.random() * 2 ** 31);

const profileDir = process.argv.includes('--profile') ? mkdtempSync(path.join(tmpdir(), 'clinic-load-profile-')) : null;
const traceFile = process.argv.includes('--trace')
  ? path.join(mkdtempSync(path.join(tmpdir(), 'clinic-load-trace-')), 'mix.csv')
  : null;
/** With --trace: every request of the mix as it ended (see formatAnswersCsv). */
const answers: MixAnswer[] = [];
/**
 * A server's NODE_OPTIONS: production's settings (see serverNodeOptions), and when profiling, a
 * preload that has the sampler (cpu-profiler.cjs) write into the server's own folder.
 */
const serverProcessEnv = (name: string) => {
  if (!profileDir) return { NODE_OPTIONS: serverNodeOptions() };
  const folder = path.join(profileDir, name);
  const preload = path.join(profileDir, `${name}.preload.cjs`);
  mkdirSync(folder, { recursive: true });
  const profiler = path.join(ROOT, 'tools', 'src', 'cpu-profiler.cjs');
  writeFileSync(preload, `require(${JSON.stringify(profiler)}).sampleInto(${JSON.stringify(folder)});\n`);
  return {
    NODE_OPTIONS: serverNodeOptions([settings.NODE_OPTIONS, `--require=${preload}`].filter(Boolean).join(' ')),
  };
};

const env = loadEnv();
buildPackagesAndCms(env);
if (process.argv.includes('--cluster') && IS_CAPACITY) {
  // The cluster's run is a comparison and a run with faults, 6 minutes together; a search of up to 10
  // more on top of them would pass the time a load run may take. `--cluster --rate R` measures a rate.
  throw new Error('--capacity runs on one process of each; with --cluster, give a --rate');
}
if (process.argv.includes('--cluster')) {
  process.exit(
    await runClusterLoad({
      env,
      durationMs: DURATION_MS,
      connections: CONNECTIONS,
      maxRequests: MAX_REQUESTS,
      maxBookings: MAX_BOOKINGS,
      unlimited: UNLIMITED,
      rate: RATE,
      random: seededRandom(SEED),
    }),
  );
}
createTemplate(TEMPLATE_DIR);

// As in `npm test`: the web port first, so the CMS can tell this web server when content changes,
// and the proxy secret, so the CMS trusts the visitor address the web server forwards.
const webPort = await findFreePort();
const webUrl = `http://127.0.0.1:${webPort}`;
const revalidateSecret = randomBytes(24).toString('base64url');
const proxySecret = randomBytes(24).toString('base64url');
const cms = await startTestCms({
  templateDir: TEMPLATE_DIR,
  env: {
    SITE_URL: webUrl,
    WEB_REVALIDATE_URL: `${webUrl}/api/revalidate`,
    REVALIDATE_SECRET: revalidateSecret,
    WEB_PROXY_SECRET: proxySecret,
    ...loadRunCmsEnv(UNLIMITED),
    ...serverProcessEnv('cms'),
  },
});
const webEnv = {
  ...env,
  CMS_URL: cms.url,
  SITE_URL: webUrl,
  REVALIDATE_SECRET: revalidateSecret,
  WEB_PROXY_SECRET: proxySecret,
  NODE_ENV: 'production',
};

let web: StartedServer | undefined;
let stopping: Promise<unknown> | undefined;
const stopAll = () => {
  stopping ??= Promise.all([web?.stop(), cms.stop()]);
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => stopAll().finally(() => process.exit(130)));
}

/** The probe kinds: what one hop of an availability request or a booking costs under the mix. */
const HOPS = {
  webQueue: 'hop: web file',
  cmsQueue: 'hop: cms health',
  cmsAvailability: 'hop: cms avail',
  cmsBooking: 'hop: cms booking',
};

/**
 * Each kind on its own, one request at a time: what a visitor meets alone, and the CPU a request costs the web
 * server and the CMS, background work included (timed renders, jobs, and the emails a booking queues, read once
 * sent: the outbox sends every 2 s, and before the wait a kind counted the sending or not, by chance).
 */
const measureIdle = async (lanes: Lane[]) => {
  const idle = new Map<string, IdleFigures>();
  for (const kind of lanes.flatMap((lane) => lane.kinds)) {
    const [started, before] = [Date.now(), readCpuSeconds()];
    const [row] = (
      await measureMix([{ connections: 1, kinds: [kind] }], { durationMs: IDLE_MS, maxRequests: IDLE_REQUESTS })
    ).kinds;
    await waitForEmailsSent({ databaseFile: cms.databaseFile }, { since: started, timeoutMs: IDLE_MS });
    const after = readCpuSeconds();
    if (!row) throw new Error(`${kind.name} was not measured alone`);
    const cpuMs = (name: string) => cpuMsPerRequest(before, after, name, row.requests);
    idle.set(kind.name, { ...row, webCpuMs: cpuMs('web'), cmsCpuMs: cpuMs('cms') });
  }
  return idle;
};

/** CPU seconds used so far by the CMS, the web server and this script (with its mail capture). */
const readCpuSeconds = (): CpuSeconds => {
  const own = process.cpuUsage();
  return {
    cms: readGroupCpuSeconds(cms.pid()),
    web: web ? readGroupCpuSeconds(web.child.pid) : null,
    'load client': (own.user + own.system) / 1e6,
  };
};

let result: MixResult | undefined;
let idle: Map<string, IdleFigures> | undefined;
let cpuUsed: ProcessCpu[] | undefined;
let bookingCheck: Awaited<ReturnType<typeof checkBookings>> | undefined;
let placeCount: number | undefined;
let search: CapacitySearch<StepVerdict & { step: OpenMixResult; cpuUsed: ProcessCpu[] }> | undefined;
/** What each run of the mix cost each process: CPU seconds from `before` to now. */
const cpuSince = (before: CpuSeconds) => cpuBetween(before, readCpuSeconds());
try {
  // Before the build, so the pages are rendered with the schedules the run books.
  const places = await prepareBookingPlaces(cms.url, MAX_BOOKINGS);
  placeCount = places.length;
  run('pnpm', ['--filter', '@clinic/web', 'exec', 'next', 'build'], { label: 'building the web app', env: webEnv });
  web = startServer('web', 'pnpm', nextStartArgs('127.0.0.1', webPort), {
    env: { ...webEnv, ...serverProcessEnv('web') },
    quiet: true,
  });
  await waitForUrl(`${webUrl}/en`, { server: web, timeoutMs: 60_000 });

  const mix = await createVisitorMix({ webUrl, cmsUrl: cms.url, places, connections: CONNECTIONS });
  const { booking } = mix;
  const sendCmsHealth = async () => {
    const response = await fetch(`${cms.url}/_health`, { signal: requestSignal() });
    await response.arrayBuffer();
    if (response.status !== 204) throw new Error(`the CMS's health check answered ${response.status}`);
  };
  const lanes = [
    ...mix.lanes,
    // One request at a time beside the mix, to tell the hops apart (see printHops); not in the total.
    {
      connections: 1,
      isProbe: true,
      kinds: [
        { name: HOPS.webQueue, send: createPageRequests(webUrl, ['/icon.svg']) },
        { name: HOPS.cmsQueue, send: sendCmsHealth },
        { name: HOPS.cmsAvailability, send: booking.sendCmsAvailability },
        { name: HOPS.cmsBooking, send: booking.sendCmsBooking, isExhausted: booking.isOutOfPlaces },
      ],
    },
  ];
  const shape = IS_CAPACITY
    ? `the capacity: steps of ${STEP_MS / 1000} s from ${START_RATE} requests a second, for at most ${CAPACITY_BUDGET_MS / 60_000} minutes (seed ${SEED})`
    : RATE === undefined
      ? `${DURATION_MS / 1000} s at ${CONNECTIONS} connections + 1 staff user`
      : `${DURATION_MS / 1000} s of arrivals at ${RATE} requests a second (seed ${SEED})`;
  console.info(`\n▶ load: ${shape}, ${mix.pageCount} pages, ${places.length} bookable slots`);
  await warmUpEachKind(lanes);
  idle = await measureIdle(lanes);
  const random = seededRandom(SEED);
  const checkStoredBookings = () =>
    // Read before the CMS stops: stopping deletes its database.
    checkBookings({ databaseFile: cms.databaseFile }, { places: booking.usedPlaces(), bookingNumbers: booking.booked });

  if (IS_CAPACITY) {
    const probeNames = new Set(Object.values(HOPS));
    let overbookingsBefore = 0;
    search = await findCapacity({
      startRate: START_RATE,
      budgetMs: CAPACITY_BUDGET_MS,
      measureAt: async (rate) => {
        const cpuBefore = readCpuSeconds();
        const step = await measureMix(lanes, { rate, random, durationMs: STEP_MS, maxRequests: MAX_REQUESTS });
        const stepCpu = cpuSince(cpuBefore);
        if (booking.isOutOfPlaces()) {
          throw new Error(`the ${placeCount} bookable slots ran out at ${rate}/s: raise LOAD_MAX_BOOKINGS`);
        }
        const stored = await checkStoredBookings();
        const verdict = judgeStep({
          kinds: step.kinds,
          overbookings: stored.overbookings - overbookingsBefore,
          probeNames,
        });
        overbookingsBefore = stored.overbookings;
        const worst = step.kinds
          .filter((kind) => !probeNames.has(kind.name))
          .reduce((slowest, kind) => (kind.p99 > slowest.p99 ? kind : slowest));
        console.info(
          `  ${String(rate).padStart(6)}/s offered ${step.offeredRate.toFixed(1)}, achieved ${step.achievedRate.toFixed(1)}; slowest p99 ${worst.name} ${Math.round(worst.p99)} ms; errors ${step.total.errors}; client late p99 ${step.lateness.p99.toFixed(1)} ms: ${verdict.ok ? 'held' : `past it (${verdict.reasons.join(', ')})`}`,
        );
        // A moment for the servers' queues and collectors before the next step.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return { ...verdict, step, cpuUsed: stepCpu };
      },
    });
    if (search.atCapacity) ({ step: result, cpuUsed } = search.atCapacity);
  } else {
    if (profileDir) for (const pid of [cms.pid(), web.child.pid]) process.kill(-Number(pid), 'SIGUSR2');
    const cpuBefore = readCpuSeconds();
    result = await measureMix(lanes, {
      durationMs: DURATION_MS,
      maxRequests: MAX_REQUESTS,
      onAnswer: traceFile ? (answer) => answers.push(answer) : undefined,
      ...(RATE === undefined ? {} : { rate: RATE, random }),
    });
    cpuUsed = cpuSince(cpuBefore);
  }
  bookingCheck = await checkStoredBookings();
} finally {
  await stopAll();
}

if (profileDir) {
  for (const name of ['cms', 'web']) {
    await waitForProfiles(path.join(profileDir, name));
    const summary = summarizeBusiestProfile(path.join(profileDir, name), ROOT);
    if (summary) printProfileSummary(`CPU profile of the ${name} during the mix`, summary);
  }
  console.info(`\nProfiles (open in Chrome DevTools → Performance): ${profileDir}`);
}

if (traceFile) {
  writeFileSync(traceFile, formatAnswersCsv(answers));
  console.info(`\nEvery request of the mix (sent at, ms, kind, failed): ${traceFile}`);
}

const hopNames = new Set(Object.values(HOPS));
if (search) {
  const held = search.steps.filter((step) => step.ok).length;
  console.info(
    `\nCapacity: ${search.capacity === null ? `no rate held (down to 1 request a second)` : `${search.capacity} requests a second`}, the highest rate at which every kind's p99 stayed under ${P99_LIMIT_MS} ms with no error and no overbooking; ${search.steps.length} steps (${held} held)${search.isNarrowed ? ', narrowed to within 5 %' : ', stopped by the time bound before narrowing to 5 %'}`,
  );
}
if (!result || !cpuUsed) {
  console.info(`overbookings: ${bookingCheck.overbookings}`);
  process.exit(1);
}
const mode = search
  ? `at capacity, arrivals at ${search.capacity} requests a second`
  : RATE === undefined
    ? `${CONNECTIONS} connections + 1 staff user`
    : `arrivals at ${RATE} requests a second`;
console.info(
  `\nLoad: ${result.elapsedS.toFixed(1)} s, ${mode}, production build on 127.0.0.1; 'alone': each kind one request at a time before the mix, with the CPU ms one request cost the web server and the CMS`,
);
for (const row of formatMixTable(result, idle, hopNames)) console.info(row);
if (result.offeredRate !== undefined) console.info(formatRates(result));

/**
 * Where an availability request and a booking spend their time under the mix, from the probes' p50:
 * the web server's queue (a static file Next serves without rendering), the CMS's queue (its health
 * check), the CMS's whole answer called directly, and the rest of the site's time, which is
 * the web server's (its queue, the action, and the CMS's answer waiting for the event loop again).
 */
const ms = (value: number) => value.toFixed(1);
const printHops = () => {
  const byName = new Map(result.kinds.map((row) => [row.name, row]));
  const p50 = (name: string) => byName.get(name)?.p50 ?? 0;
  console.info('\nHops under the mix (p50 ms, one probe request at a time):');
  console.info(`  the web server's queue (a static file):     ${ms(p50(HOPS.webQueue))}`);
  console.info(`  the CMS's queue (its health check):         ${ms(p50(HOPS.cmsQueue))}`);
  for (const [label, direct, action] of [
    ['availability', HOPS.cmsAvailability, 'availability'],
    ['booking', HOPS.cmsBooking, 'booking'],
  ] as const) {
    const inCms = p50(direct);
    const whole = p50(action);
    console.info(
      `  ${label}: ${ms(whole)} through the site = CMS ${ms(inCms)} (of which its queue ${ms(p50(HOPS.cmsQueue))}) + web server ${ms(Math.max(0, whole - inCms))}`,
    );
  }
};
printHops();
console.info(`CPU available: ${(result.elapsedS * availableParallelism()).toFixed(0)} core-seconds`);
for (const row of formatCpu(cpuUsed, result.total.requests)) console.info(row);
for (const kind of result.kinds) {
  for (const sample of kind.errorSamples) console.info(`  ${kind.name} error: ${sample}`);
}
console.info(
  `bookings: ${bookingCheck.bookings} made on ${bookingCheck.places} distinct slots (${placeCount} prepared); booking numbers not stored exactly once: ${bookingCheck.unmatched}`,
);
console.info(`errors: ${result.total.errors}`);
console.info(`overbookings: ${bookingCheck.overbookings}`);
// At capacity the steps past it had errors by design; the capacity's own step had none.
const hasFailed = result.total.errors > 0 || bookingCheck.overbookings > 0 || bookingCheck.unmatched > 0;
process.exit(hasFailed ? 1 : 0);
