// `npm run load -- --cluster`: the visitors' mix against 2 web and 2 CMS processes behind nginx, on
// PostgreSQL and Redis (tools/src/cluster.ts). First one process of each kind against two of each,
// in the same run (the ratio is the figure on a 2-core machine); then the mix again while one web
// process and one CMS process are killed with SIGKILL and started again, and an editor's edit is
// published. It checks what a clinic needs of that: no overbooking, every booking number the site
// returned stored once, every patient message sent arrived once, errors only while a killed process
// was away, and the edit on both web processes within 5 seconds.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminToken } from './bench-booking';
import { ensureNginx, ensureRedis } from './chromium';
import { readToolsEnv } from './env';
import { type Cluster, startCluster } from './cluster';
import { loadRunCmsEnv } from './cms-test-server';
import { checkBookings, checkPatientMessages, prepareBookingPlaces } from './load-booking';
import { createVisitorMix, tryEachKind } from './load-mix';
import { formatRates } from './load-report';
import { type LoadFigures, type MixError, type MixResult, measureMix, requestSignal } from './load';

/** How long each side of the comparison runs. */
const COMPARE_MS = readToolsEnv().LOAD_COMPARE_SECONDS * 1000;
/** When, as a share of the faults' mix, a web process is killed, a CMS process is, and an edit is published. */
const FAULT_TIMES = { web: 0.2, cms: 0.45, publish: 0.75 };
/** An error this long after a killed process answers again is still its fault's (nginx rests a failed process 2 s). */
const SETTLE_MS = 3_000;
const PUBLISH_WITHIN_MS = 5_000;
/** The doctor whose biography the edit changes, and their page. */
const EDITED_DOCTOR = 3;
const EDITED_PAGE = `/en/doctor/${EDITED_DOCTOR}`;
/** Every confirmation the run's bookings send stays in the capture, to be counted. */
const MAIL_LIMIT = 50_000;

export type EditProbe = { sentAt: number; answeredAt?: number; hasEdit: boolean };
export type Fault = { name: string; from: number; to: number };
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
type EditWatch = Pick<Cluster, 'cmsUrl' | 'webPorts' | 'webMetricsPorts'> & { token: string };
type ComparedRow = [name: string, one: LoadFigures, two: LoadFigures | undefined];

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * The revalidation notices a web process has handled so far, from its metrics: answered, or given up
 * by the CMS (its notifier waits 3 s) while the web process still worked on them.
 */
const countRevalidations = async (metricsPort: string) => {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: requestSignal() })
    .then((response) => response.text())
    .catch(() => '');
  return text
    .split('\n')
    .filter((candidate) =>
      /^clinic_web_http_request_duration_seconds_count\{(?=.*section="revalidate")(?=.*method="POST")/.test(candidate),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1) ?? 0), 0);
};

/** How often each web process's page is asked for while the edit is watched, whether earlier asks have answered or not. */
const PROBE_EVERY_MS = 150;

/**
 * What the asks for the edited page on one web process tell (`{ sentAt, answeredAt, hasEdit }`, an
 * unanswered one without answeredAt): when the first answer showing the edit arrived, after
 * `publishedAt` (null: none did), and how many asks sent after that answer still showed the page
 * without it (a web process that went back to the old page).
 */
export const readEditProbes = (probes: EditProbe[], publishedAt: number) => {
  const shownAt = Math.min(
    ...probes.flatMap((probe) => (probe.hasEdit && probe.answeredAt !== undefined ? [probe.answeredAt] : [])),
  );
  if (!Number.isFinite(shownAt)) return { shownAfterMs: null, oldAfterShown: 0 };
  return {
    shownAfterMs: shownAt - publishedAt,
    oldAfterShown: probes.filter((probe) => probe.sentAt > shownAt && probe.answeredAt !== undefined && !probe.hasEdit)
      .length,
  };
};

/**
 * Publishes a new first line of a doctor's biography through the CMS (nginx) and watches that
 * doctor's page on every web process, each directly: asked every PROBE_EVERY_MS, as visitors arrive,
 * so that an ask still waiting for the old page does not hold back the next. Returns how long the
 * publish took, and for each web process when the page first showed the edit and when the process
 * had handled the CMS's notice, both counted from when the publish answered (null: not within twice
 * the limit), and how many later asks still showed the old page.
 */
const publishAndWatch = async ({ cmsUrl, token, webPorts, webMetricsPorts }: EditWatch) => {
  const read = await fetch(`${cmsUrl}/api/doctors/${EDITED_DOCTOR}?locale=en`, { signal: requestSignal() });
  const doctor = (await read.json()).data;
  const marker = `Cluster check ${Date.now().toString(36)}`;
  const noticesBefore = await Promise.all(webMetricsPorts.map(countRevalidations));
  const sentAt = Date.now();
  const update = await fetch(`${cmsUrl}/api/doctors/${doctor.documentId}?locale=en`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { bio: `${marker}\n\n${doctor.bio}` } }),
    signal: requestSignal(),
  });
  if (update.status !== 200) throw new Error(`publishing the edit answered ${update.status}`);
  const publishedAt = Date.now();
  const watchUntil = publishedAt + 2 * PUBLISH_WITHIN_MS;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const watchPage = async (port: number) => {
    const asks: Promise<EditProbe>[] = [];
    for (let next = publishedAt; next < watchUntil; next += PROBE_EVERY_MS) {
      await pause(next - Date.now());
      const probe: EditProbe = { sentAt: Date.now(), answeredAt: undefined, hasEdit: false };
      asks.push(
        fetch(`http://127.0.0.1:${port}${EDITED_PAGE}`, { signal: requestSignal() })
          .then((response) => response.text())
          .then(
            (page) => Object.assign(probe, { answeredAt: Date.now(), hasEdit: page.includes(marker) }),
            () => probe,
          ),
      );
    }
    return readEditProbes(await Promise.all(asks), publishedAt);
  };
  const watchNotice = async (metricsPort: string, index: number) => {
    while (Date.now() < watchUntil) {
      if ((await countRevalidations(metricsPort)) > (noticesBefore[index] ?? Infinity)) return Date.now() - publishedAt;
      await pause(100);
    }
    return null;
  };
  const [watched, noticedAfterMs] = await Promise.all([
    Promise.all(webPorts.map(watchPage)),
    Promise.all(webMetricsPorts.map(watchNotice)),
  ]);
  return {
    publishedAt,
    publishMs: publishedAt - sentAt,
    shownAfterMs: watched.map((page) => page.shownAfterMs),
    oldAfterShown: watched.map((page) => page.oldAfterShown),
    noticedAfterMs,
  };
};

const pad = (value: string | number, width: number) => String(value).padStart(width);
const ms = (value: number | null | undefined) => (value === undefined || value === null ? '' : value.toFixed(1));
const times = (value: number, base: number) => (base ? `${(value / base).toFixed(2)}×` : '');

const printComparison = (one: MixResult, two: MixResult) => {
  console.info(
    `\nOne process of each against two of each (${COMPARE_MS / 1000} s each, the same mix; on this machine's cores the ratio is the figure):`,
  );
  console.info(
    `${'kind'.padEnd(16)} ${pad('1+1 req/s', 10)} ${pad('p50', 7)} ${pad('p99', 7)} ${pad('2+2 req/s', 10)} ${pad('p50', 7)} ${pad('p99', 7)} ${pad('req/s ×', 8)} ${pad('p50 ×', 7)} ${pad('p99 ×', 7)}`,
  );
  const twoByName = new Map(two.kinds.map((row) => [row.name, row]));
  const rows: ComparedRow[] = [
    ...one.kinds.map((row): ComparedRow => [row.name, row, twoByName.get(row.name)]),
    ['total', one.total, two.total],
  ];
  for (const [name, a, b] of rows) {
    if (!b) throw new Error(`${name} was measured on one process of each only`);
    console.info(
      `${name.padEnd(16)} ${pad(a.requestsPerSecond.toFixed(1), 10)} ${pad(ms(a.p50), 7)} ${pad(ms(a.p99), 7)} ${pad(b.requestsPerSecond.toFixed(1), 10)} ${pad(ms(b.p50), 7)} ${pad(ms(b.p99), 7)} ${pad(times(b.requestsPerSecond, a.requestsPerSecond), 8)} ${pad(times(b.p50, a.p50), 7)} ${pad(times(b.p99, a.p99), 7)}`,
    );
  }
  if (one.offeredRate !== undefined && two.offeredRate !== undefined) {
    console.info(`1+1: ${formatRates(one)}`);
    console.info(`2+2: ${formatRates(two)}`);
  }
};

const printMix = (title: string, result: MixResult) => {
  console.info(`\n${title}`);
  console.info(
    `${'kind'.padEnd(16)} ${pad('requests', 9)} ${pad('req/s', 8)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('errors', 7)}`,
  );
  for (const row of [...result.kinds, { name: 'total', ...result.total }]) {
    console.info(
      `${row.name.padEnd(16)} ${pad(row.requests, 9)} ${pad(row.requestsPerSecond.toFixed(1), 8)} ${pad(ms(row.p50), 8)} ${pad(ms(row.p99), 8)} ${pad(row.errors, 7)}`,
    );
  }
  if (result.offeredRate !== undefined) console.info(formatRates(result));
};

/** Which fault an error belongs to: the first whose kill-to-back window (plus SETTLE_MS) holds it. */
export const sortErrorsByFault = (errors: MixError[], faults: Fault[]) => {
  const byFault = new Map(faults.map((fault): [string, MixError[]] => [fault.name, []]));
  const outside: MixError[] = [];
  for (const error of errors) {
    const fault = faults.find((candidate) => error.at >= candidate.from && error.at <= candidate.to + SETTLE_MS);
    if (fault) byFault.get(fault.name)?.push(error);
    else outside.push(error);
  }
  return { byFault, outside };
};

/** Errors alike counted together, each with when (s into the mix) they happened. */
const summarizeErrors = (errors: MixError[], started: number) => {
  const alike = new Map<string, string[]>();
  for (const { kind, message, at } of errors) {
    const key = `${kind}: ${message.replace(/\s+/g, ' ').slice(0, 120)}`;
    alike.set(key, [...(alike.get(key) ?? []), ((at - started) / 1000).toFixed(1)]);
  }
  return [...alike].map(([text, seconds]) => `    ${seconds.length} × ${text} (at ${seconds.join(', ')} s)`).join('\n');
};

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

    await cluster.useProcesses(1);
    const comparisonErrors: MixError[] = [];
    const comparisonStarted = Date.now();
    const onComparisonError = (error: MixError) => comparisonErrors.push(error);
    const one = await measureMix(mix.lanes, {
      durationMs: COMPARE_MS,
      maxRequests,
      onError: onComparisonError,
      ...arrivals,
    });
    await cluster.useProcesses(2);
    const two = await measureMix(mix.lanes, {
      durationMs: COMPARE_MS,
      maxRequests,
      onError: onComparisonError,
      ...arrivals,
    });

    const errors: MixError[] = [];
    const faults: Fault[] = [];
    const started = Date.now();
    const at = (share: number) => started + share * durationMs;
    const killAndRestart = async (name: string, restart: () => Promise<void>) => {
      const from = Date.now();
      await restart();
      faults.push({ name, from, to: Date.now() });
    };
    const [faultsMix, publish] = await Promise.all([
      measureMix(mix.lanes, { durationMs, maxRequests, onError: (error) => errors.push(error), ...arrivals }),
      (async () => {
        await sleepUntil(at(FAULT_TIMES.web));
        await killAndRestart(`web process :${cluster.webPorts[0]}`, () => cluster.restartWeb(0));
        await sleepUntil(at(FAULT_TIMES.cms));
        await killAndRestart(`CMS process ${cluster.cmsUrls[0]}`, () => cluster.restartCms());
        await sleepUntil(at(FAULT_TIMES.publish));
        return publishAndWatch({
          cmsUrl: cluster.cmsUrl,
          token,
          webPorts: cluster.webPorts,
          webMetricsPorts: cluster.webMetricsPorts,
        });
      })(),
    ]);

    const database = { databaseUrl: cluster.databaseUrl };
    const bookingCheck = await checkBookings(database, {
      places: mix.booking.usedPlaces(),
      bookingNumbers: mix.booking.booked,
    });
    const messages = await checkPatientMessages(database, cluster.mailUrl, { since: runStarted });

    printComparison(one, two);
    console.info(
      `errors in the comparison: ${comparisonErrors.length}${comparisonErrors.length ? `\n${summarizeErrors(comparisonErrors, comparisonStarted)}` : ''}`,
    );
    printMix(
      `The mix with faults: ${faultsMix.elapsedS.toFixed(1)} s on two of each, a web and a CMS process killed (SIGKILL) and started again`,
      faultsMix,
    );
    const { byFault, outside } = sortErrorsByFault(errors, faults);
    for (const fault of faults) {
      const faultErrors = byFault.get(fault.name) ?? [];
      console.info(
        `${fault.name}: killed at ${((fault.from - started) / 1000).toFixed(1)} s, answering again ${((fault.to - fault.from) / 1000).toFixed(1)} s later; ${faultErrors.length} errors until ${SETTLE_MS / 1000} s after${faultErrors.length ? `:\n${summarizeErrors(faultErrors, started)}` : ''}`,
      );
    }
    console.info(
      `errors outside the faults: ${outside.length}${outside.length ? `\n${summarizeErrors(outside, started)}` : ''}`,
    );
    const after = (value: number | null | undefined) =>
      value === null ? `more than ${(2 * PUBLISH_WITHIN_MS) / 1000} s` : `${value} ms`;
    console.info(
      `an edit published at ${((publish.publishedAt - started) / 1000).toFixed(1)} s (the publish took ${publish.publishMs} ms) showed on ${cluster.webPorts
        .map(
          (port, index) =>
            `web :${port} after ${after(publish.shownAfterMs[index])} (its notice handled after ${after(publish.noticedAfterMs[index])}; the old page after that: ${publish.oldAfterShown[index]})`,
        )
        .join(', ')}`,
    );
    console.info(
      `bookings: ${bookingCheck.bookings} made on ${bookingCheck.places} distinct slots (${places.length} prepared); booking numbers not stored exactly once: ${bookingCheck.unmatched}`,
    );
    console.info(`overbookings: ${bookingCheck.overbookings}`);
    console.info(
      `patient emails: ${messages.sent} sent; arrived once ${messages.once}, twice or more ${messages.resentAfterClaim} (each sent again, with its Message-ID, after a killed process's claim ran out) and ${messages.repeatedAtOnce} otherwise, never ${messages.missing}; not sent ${messages.notSent}`,
    );

    const failures = [
      comparisonErrors.length > 0 && 'errors in the comparison',
      outside.length > 0 && 'errors outside the faults',
      publish.shownAfterMs.some((after) => after === null || after > PUBLISH_WITHIN_MS) &&
        'the edit late on a web process',
      publish.oldAfterShown.some((count) => count > 0) && 'the old page shown again after the edit',
      bookingCheck.overbookings > 0 && 'overbookings',
      bookingCheck.unmatched > 0 && 'booking numbers not stored once',
      messages.missing + messages.notSent + messages.repeatedAtOnce > 0 && 'patient emails not delivered once',
    ].filter(Boolean);
    if (failures.length)
      console.info(`\nFAILED: ${failures.join('; ')}; the processes' logs: ${saveLogs(cluster.readLogs())}`);
    else console.info('\nEvery check passed.');
    return failures.length ? 1 : 0;
  } finally {
    await stopping();
  }
};
