// What `npm run load -- --cluster` prints (tools/src/load-cluster.ts): the comparison's table, the
// mix with faults with each fault's errors and the edit's showing, and the bookings' and patient
// messages' checks.
import { PUBLISH_WITHIN_MS } from './load-cluster-edit';
import { COMPARE_MS, type Comparison, type FaultErrors, type FaultsRun, SETTLE_MS } from './load-cluster-phases';
import type { checkBookings, checkPatientMessages } from './load-booking';
import { formatRates } from './load-report';
import type { LoadFigures, MixError, MixResult } from './load';

const pad = (value: string | number, width: number) => String(value).padStart(width);
const ms = (value: number | null | undefined) => (value === undefined || value === null ? '' : value.toFixed(1));
const times = (value: number, base: number) => (base ? `${(value / base).toFixed(2)}×` : '');

type Side = [label: string, result: MixResult];

/** The comparison's sides, left to right, each later one against the first. */
const printComparison = (first: Side, later: Side[]) => {
  console.info(
    `\nOne process of each against two of each, then two of each with nginx keeping pages a second (${COMPARE_MS / 1000} s each, the same mix; on this machine's cores the ratios are the figures):`,
  );
  const sides = [first, ...later];
  const figures = (row: LoadFigures) =>
    `${pad(row.requestsPerSecond.toFixed(1), 10)} ${pad(ms(row.p50), 7)} ${pad(ms(row.p99), 7)}`;
  const ratios = (row: LoadFigures, base: LoadFigures) =>
    `${pad(times(row.requestsPerSecond, base.requestsPerSecond), 9)} ${pad(times(row.p50, base.p50), 7)} ${pad(times(row.p99, base.p99), 7)}`;
  console.info(
    `${'kind'.padEnd(16)} ${sides.map(([label]) => `${pad(`${label} req/s`, 10)} ${pad('p50', 7)} ${pad('p99', 7)}`).join(' ')} ${later.map(([label]) => `${pad(`${label} ×`, 9)} ${pad('p50 ×', 7)} ${pad('p99 ×', 7)}`).join(' ')}`,
  );
  const rowOf = ([label, result]: Side, name: string) => {
    const row = name === 'total' ? result.total : result.kinds.find((kind) => kind.name === name);
    if (!row) throw new Error(`${name} was not measured on ${label}`);
    return row;
  };
  for (const name of [...first[1].kinds.map((kind) => kind.name), 'total']) {
    const base = rowOf(first, name);
    const rows = later.map((side) => rowOf(side, name));
    console.info(
      `${name.padEnd(16)} ${[base, ...rows].map(figures).join(' ')} ${rows.map((row) => ratios(row, base)).join(' ')}`,
    );
  }
  for (const [label, result] of sides) {
    if (result.offeredRate !== undefined) console.info(`${label}: ${formatRates(result)}`);
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

/** Errors alike counted together, each with when (s into the mix) they happened. */
const summarizeErrors = (errors: MixError[], started: number) => {
  const alike = new Map<string, string[]>();
  for (const { kind, message, at } of errors) {
    const key = `${kind}: ${message.replace(/\s+/g, ' ').slice(0, 120)}`;
    alike.set(key, [...(alike.get(key) ?? []), ((at - started) / 1000).toFixed(1)]);
  }
  return [...alike].map(([text, seconds]) => `    ${seconds.length} × ${text} (at ${seconds.join(', ')} s)`).join('\n');
};

/** Prints one process of each against two of each, without nginx's page cache and with it, and the comparison's errors. */
export const printComparisonResult = ({
  one,
  two,
  twoKeepingPages,
  errors: comparisonErrors,
  started: comparisonStarted,
}: Comparison) => {
  printComparison(
    ['1+1', one],
    [
      ['2+2', two],
      ['2+2 kept', twoKeepingPages],
    ],
  );
  console.info(
    `errors in the comparison: ${comparisonErrors.length}${comparisonErrors.length ? `\n${summarizeErrors(comparisonErrors, comparisonStarted)}` : ''}`,
  );
};

/** Prints the mix with faults, each fault's errors and those outside them, and when each web process showed the edit. */
export const printFaultsResult = (
  { mix: faultsMix, faults, started, publish }: FaultsRun,
  { byFault, outside }: FaultErrors,
  webPorts: number[],
) => {
  printMix(
    `The mix with faults: ${faultsMix.elapsedS.toFixed(1)} s on two of each, a web and a CMS process killed (SIGKILL) and started again`,
    faultsMix,
  );
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
    `an edit published at ${((publish.publishedAt - started) / 1000).toFixed(1)} s (the publish took ${publish.publishMs} ms) showed on ${webPorts
      .map(
        (port, index) =>
          `web :${port} after ${after(publish.shownAfterMs[index])} (its notice handled after ${after(publish.noticedAfterMs[index])}; the old page after that: ${publish.oldAfterShown[index]})`,
      )
      .join(
        ', ',
      )}, and through nginx after ${after(publish.throughNginx.shownAfterMs)} (the old page after that: ${publish.throughNginx.oldAfterShown})`,
  );
};

/** Prints what the database and the mail capture hold: the bookings against the slots prepared, and the patient emails. */
export const printStoredChecks = (
  bookingCheck: Awaited<ReturnType<typeof checkBookings>>,
  placeCount: number,
  messages: Awaited<ReturnType<typeof checkPatientMessages>>,
) => {
  console.info(
    `bookings: ${bookingCheck.bookings} made on ${bookingCheck.places} distinct slots (${placeCount} prepared); booking numbers not stored exactly once: ${bookingCheck.unmatched}`,
  );
  console.info(`overbookings: ${bookingCheck.overbookings}`);
  console.info(
    `patient emails: ${messages.sent} sent; arrived once ${messages.once}, twice or more ${messages.resentAfterClaim} (each sent again, with its Message-ID, after a killed process's claim ran out) and ${messages.repeatedAtOnce} otherwise, never ${messages.missing}; not sent ${messages.notSent}`,
  );
};
