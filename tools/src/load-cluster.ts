// `npm run load -- --cluster`: the visitors' mix against 2 web and 2 CMS processes behind nginx, on
// PostgreSQL and Redis (tools/src/cluster.ts). First one process of each kind against two of each,
// and two of each with nginx keeping the anonymous visitors' pages a second, in the same run (the
// ratios are the figures on a 2-core machine); then the mix again, nginx keeping pages, while one web
// process and one CMS process are killed with SIGKILL and started again, and an editor's edit is
// published. It checks what a clinic needs of that: no overbooking, every booking number the site
// returned stored once, every patient message sent arrived once, errors only while a killed process
// was away, and the edit on both web processes and through nginx within 5 seconds.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminToken } from './bench-booking';
import { ensureNginx, ensureRedis } from './chromium';
import { type Cluster, startCluster } from './cluster';
import { loadRunCmsEnv } from './cms-test-server';
import { checkBookings, checkPatientMessages, prepareBookingPlaces } from './load-booking';
import { PUBLISH_WITHIN_MS } from './load-cluster-edit';
import {
  type Comparison,
  compareProcessCounts,
  type FaultsRun,
  measureWithFaults,
  sortErrorsByFault,
} from './load-cluster-phases';
import { printComparisonResult, printFaultsResult, printStoredChecks } from './load-cluster-report';
import { createVisitorMix, tryEachKind } from './load-mix';
import type { MixError } from './load';

/** Every confirmation the run's bookings send stays in the capture, to be counted. */
const MAIL_LIMIT = 50_000;

export type ClusterLoadOptions = {
  env: NodeJS.ProcessEnv;
  durationMs: number;
  connections: number;
  maxRequests: number;
  maxBookings: number;
  unlimited: string;
  rate?: number;
  random?: () => number;
};
type CheckedRun = {
  comparison: Comparison;
  outside: MixError[];
  publish: FaultsRun['publish'];
  bookingCheck: Awaited<ReturnType<typeof checkBookings>>;
  messages: Awaited<ReturnType<typeof checkPatientMessages>>;
};

/** What failed of the run's checks, each named; none when the cluster did what a clinic needs. */
const listFailures = ({ comparison, outside, publish, bookingCheck, messages }: CheckedRun) =>
  [
    comparison.errors.length > 0 && 'errors in the comparison',
    outside.length > 0 && 'errors outside the faults',
    publish.shownAfterMs.some((after) => after === null || after > PUBLISH_WITHIN_MS) &&
      'the edit late on a web process',
    publish.oldAfterShown.some((count) => count > 0) && 'the old page shown again after the edit',
    (publish.throughNginx.shownAfterMs === null || publish.throughNginx.shownAfterMs > PUBLISH_WITHIN_MS) &&
      'the edit late through nginx',
    publish.throughNginx.oldAfterShown > 0 && 'the old page shown again through nginx after the edit',
    bookingCheck.overbookings > 0 && 'overbookings',
    bookingCheck.unmatched > 0 && 'booking numbers not stored once',
    messages.missing + messages.notSent + messages.repeatedAtOnce > 0 && 'patient emails not delivered once',
  ].filter(Boolean);

/** Every process's recent output into a folder of its own, for a run that failed. */
const saveLogs = (logs: ReturnType<Cluster['readLogs']>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-load-cluster-'));
  for (const { name, text } of logs) writeFileSync(path.join(dir, `${name.replace(/\W+/g, '-')}.log`), text);
  return dir;
};

/** Runs the cluster mode; returns the exit code (1 on any failed check). */
export const runClusterLoad = async ({
  env,
  durationMs,
  connections,
  maxRequests,
  maxBookings,
  unlimited,
  rate,
  random,
}: ClusterLoadOptions) => {
  // With a rate, each run of the mix is the open loop's arrivals instead of the connections' loop.
  const arrivals = rate === undefined ? {} : { rate, random };
  if (!ensureNginx() || !ensureRedis()) {
    console.error(
      'npm run load -- --cluster needs nginx and redis-server (Debian: apt-get install nginx redis-server).',
    );
    return 1;
  }
  let places: Awaited<ReturnType<typeof prepareBookingPlaces>> = [];
  const cluster = await startCluster({
    env,
    mailLimit: MAIL_LIMIT,
    cmsEnv: loadRunCmsEnv(unlimited),
    // Before the build, so the pages are rendered with the schedules the run books.
    beforeWebBuild: async ({ cmsUrl }) => {
      places = await prepareBookingPlaces(cmsUrl, maxBookings);
    },
  });
  const stopping = () => cluster.stop();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopping().finally(() => process.exit(130)));

  const runStarted = Date.now();
  try {
    const mix = await createVisitorMix({ webUrl: cluster.siteUrl, cmsUrl: cluster.cmsUrl, places, connections });
    const token = await adminToken(cluster.cmsUrl);
    console.info(
      `\n▶ load --cluster: ${rate === undefined ? `${connections} connections + 1 staff user` : `arrivals at ${rate} requests a second`}, ${mix.pageCount} pages, ${places.length} bookable slots`,
    );
    await tryEachKind(mix.lanes);

    const clusterMix = { lanes: mix.lanes, maxRequests, arrivals };
    const comparison = await compareProcessCounts(cluster, clusterMix);
    const withFaults = await measureWithFaults(cluster, { ...clusterMix, durationMs, token });

    const database = { databaseUrl: cluster.databaseUrl };
    const bookingCheck = await checkBookings(database, {
      places: mix.booking.usedPlaces(),
      bookingNumbers: mix.booking.booked,
    });
    const messages = await checkPatientMessages(database, cluster.mailUrl, { since: runStarted });

    const faultErrors = sortErrorsByFault(withFaults.errors, withFaults.faults);
    printComparisonResult(comparison);
    printFaultsResult(withFaults, faultErrors, cluster.webPorts);
    printStoredChecks(bookingCheck, places.length, messages);

    const { outside } = faultErrors;
    const failures = listFailures({ comparison, outside, publish: withFaults.publish, bookingCheck, messages });
    if (failures.length)
      console.info(`\nFAILED: ${failures.join('; ')}; the processes' logs: ${saveLogs(cluster.readLogs())}`);
    else console.info('\nEvery check passed.');
    return failures.length ? 1 : 0;
  } finally {
    await stopping();
  }
};
