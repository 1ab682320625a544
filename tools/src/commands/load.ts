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
// nginx instead (tools/src/load-cluster.ts): one of each against two of each, and two of each with
// nginx keeping pages, then the mix again while one web and one CMS process are killed and started
// again, and an edit is published.
// A script, not a test: everything on 127.0.0.1 and free ports, bounded in time and in count, over
// a copy of the seeded test template.
import { loadEnv } from '../env';
import { checkBookings, prepareBookingPlaces } from '../load-booking';
import type { CapacitySearch } from '../load-capacity';
import { runClusterLoad } from '../load-cluster';
import { createProbeLane } from '../load-hops';
import { createVisitorMix, warmUpEachKind } from '../load-mix';
import { readLoadOptions, UNLIMITED } from '../load-options';
import { type CapacityStep, measureFixedMix, measureIdle, searchCapacity } from '../load-phases';
import type { IdleFigures, ProcessCpu } from '../load-report';
import { reportLoadRun } from '../load-results';
import { startLoadServers } from '../load-servers';
import { seededRandom } from '../load';
import type { MixAnswer, MixResult } from '../load';
import { buildPackagesAndCms } from '../processes';

const options = readLoadOptions();
const { durationMs, connections, rate, seed } = options;

const env = loadEnv();
buildPackagesAndCms(env);
if (options.isCluster && options.isCapacity) {
  // The cluster's run is a comparison and a run with faults, 6 minutes together; a search of up to 10
  // more on top of them would pass the time a load run may take. `--cluster --rate R` measures a rate.
  throw new Error('--capacity runs on one process of each; with --cluster, give a --rate');
}
if (options.isCluster) {
  process.exit(
    await runClusterLoad({
      env,
      durationMs,
      connections,
      maxRequests: options.maxRequests,
      maxBookings: options.maxBookings,
      unlimited: UNLIMITED,
      rate,
      random: seededRandom(seed),
    }),
  );
}
const servers = await startLoadServers(env, options.profileDir);
const { cms, webUrl } = servers;

/** With --trace: every request of the mix as it ended (see formatAnswersCsv). */
const answers: MixAnswer[] = [];
let result: MixResult | undefined;
let idle: Map<string, IdleFigures> | undefined;
let cpuUsed: ProcessCpu[] | undefined;
let bookingCheck: Awaited<ReturnType<typeof checkBookings>> | undefined;
let placeCount: number | undefined;
let search: CapacitySearch<CapacityStep> | undefined;
try {
  // Before the build, so the pages are rendered with the schedules the run books.
  const places = await prepareBookingPlaces(cms.url, options.maxBookings);
  placeCount = places.length;
  const web = await servers.startWeb();

  const mix = await createVisitorMix({ webUrl, cmsUrl: cms.url, places, connections });
  const { booking } = mix;
  const lanes = [
    ...mix.lanes,
    // One request at a time beside the mix, to tell the hops apart (see printHops); not in the total.
    createProbeLane(webUrl, cms.url, booking),
  ];
  const shape = options.isCapacity
    ? `the capacity: steps of ${options.stepMs / 1000} s from ${options.startRate} requests a second, for at most ${options.capacityBudgetMs / 60_000} minutes (seed ${seed})`
    : rate === undefined
      ? `${durationMs / 1000} s at ${connections} connections + 1 staff user`
      : `${durationMs / 1000} s of arrivals at ${rate} requests a second (seed ${seed})`;
  console.info(`\n▶ load: ${shape}, ${mix.pageCount} pages, ${places.length} bookable slots`);
  await warmUpEachKind(lanes);
  idle = await measureIdle(lanes, servers);
  const random = seededRandom(seed);
  const checkStoredBookings = () =>
    // Read before the CMS stops: stopping deletes its database.
    checkBookings({ databaseFile: cms.databaseFile }, { places: booking.usedPlaces(), bookingNumbers: booking.booked });
  const mixRun = { lanes, servers, options, random };

  if (options.isCapacity) {
    search = await searchCapacity({ ...mixRun, isOutOfPlaces: booking.isOutOfPlaces, placeCount, checkStoredBookings });
    if (search.atCapacity) ({ step: result, cpuUsed } = search.atCapacity);
  } else {
    ({ result, cpuUsed } = await measureFixedMix(mixRun, web, answers));
  }
  bookingCheck = await checkStoredBookings();
} finally {
  await servers.stopAll();
}

process.exit(await reportLoadRun({ options, answers, search, result, cpuUsed, idle, bookingCheck, placeCount }));
