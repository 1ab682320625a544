// What `npm run load` prints once its servers have stopped: the profiles and the trace when asked for,
// the capacity, the table beside the figures alone, the hops, the CPU, the errors and the bookings; and
// its exit code, 1 on any error, overbooking or booking number not stored once.
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { checkBookings } from './load-booking';
import { type CapacitySearch, P99_LIMIT_MS } from './load-capacity';
import { HOPS, printHops } from './load-hops';
import type { LoadRunOptions } from './load-options';
import type { CapacityStep } from './load-phases';
import { printProfiles } from './load-profiling';
import { formatCpu, formatMixTable, formatRates, type IdleFigures, type ProcessCpu } from './load-report';
import { formatAnswersCsv, type MixAnswer, type MixResult } from './load';

type BookingCheck = Awaited<ReturnType<typeof checkBookings>>;
/** What the run measured; the mix's result and CPU are missing when no rate held in a capacity search. */
type LoadRunResults = {
  options: LoadRunOptions;
  answers: MixAnswer[];
  search: CapacitySearch<CapacityStep> | undefined;
  result: MixResult | undefined;
  cpuUsed: ProcessCpu[] | undefined;
  idle: Map<string, IdleFigures>;
  bookingCheck: BookingCheck;
  placeCount: number;
};

const printCapacity = (search: CapacitySearch<CapacityStep>) => {
  const held = search.steps.filter((step) => step.ok).length;
  console.info(
    `\nCapacity: ${search.capacity === null ? `no rate held (down to 1 request a second)` : `${search.capacity} requests a second`}, the highest rate at which every kind's p99 stayed under ${P99_LIMIT_MS} ms with no error and no overbooking; ${search.steps.length} steps (${held} held)${search.isNarrowed ? ', narrowed to within 5 %' : ', stopped by the time bound before narrowing to 5 %'}`,
  );
};

const printMix = (
  { options, search, idle }: LoadRunResults,
  result: MixResult,
  cpuUsed: ProcessCpu[],
  hopNames: Set<string>,
) => {
  const mode = search
    ? `at capacity, arrivals at ${search.capacity} requests a second`
    : options.rate === undefined
      ? `${options.connections} connections + 1 staff user`
      : `arrivals at ${options.rate} requests a second`;
  console.info(
    `\nLoad: ${result.elapsedS.toFixed(1)} s, ${mode}, production build on 127.0.0.1; 'alone': each kind one request at a time before the mix, with the CPU ms one request cost the web server and the CMS`,
  );
  for (const row of formatMixTable(result, idle, hopNames)) console.info(row);
  if (result.offeredRate !== undefined) console.info(formatRates(result));
  printHops(result);
  console.info(`CPU available: ${(result.elapsedS * availableParallelism()).toFixed(0)} core-seconds`);
  for (const row of formatCpu(cpuUsed, result.total.requests)) console.info(row);
  for (const kind of result.kinds) {
    for (const sample of kind.errorSamples) console.info(`  ${kind.name} error: ${sample}`);
  }
};

/** Prints the run's results (see above) once its servers have stopped; returns its exit code. */
export const reportLoadRun = async (results: LoadRunResults) => {
  const { options, answers, search, result, cpuUsed, bookingCheck, placeCount } = results;
  if (options.profileDir) await printProfiles(options.profileDir);

  if (options.traceFile) {
    writeFileSync(options.traceFile, formatAnswersCsv(answers));
    console.info(`\nEvery request of the mix (sent at, ms, kind, failed): ${options.traceFile}`);
  }

  const hopNames = new Set(Object.values(HOPS));
  if (search) printCapacity(search);
  if (!result || !cpuUsed) {
    console.info(`overbookings: ${bookingCheck.overbookings}`);
    return 1;
  }
  printMix(results, result, cpuUsed, hopNames);
  console.info(
    `bookings: ${bookingCheck.bookings} made on ${bookingCheck.places} distinct slots (${placeCount} prepared); booking numbers not stored exactly once: ${bookingCheck.unmatched}`,
  );
  console.info(`errors: ${result.total.errors}`);
  console.info(`overbookings: ${bookingCheck.overbookings}`);
  // At capacity the steps past it had errors by design; the capacity's own step had none.
  const hasFailed = result.total.errors > 0 || bookingCheck.overbookings > 0 || bookingCheck.unmatched > 0;
  return hasFailed ? 1 : 0;
};
