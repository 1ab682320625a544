// The measured phases of `npm run load` on one process of each: each kind alone, then the mix, for
// LOAD_SECONDS (or as arrivals at --rate) or in steps of arrivals up to the capacity (--capacity).
import { type checkBookings, waitForEmailsSent } from './load-booking';
import { type CapacitySearch, findCapacity, judgeStep, type StepVerdict } from './load-capacity';
import { HOPS } from './load-hops';
import type { LoadRunOptions } from './load-options';
import { cpuMsPerRequest, type IdleFigures, type ProcessCpu } from './load-report';
import type { LoadServers } from './load-servers';
import { type Lane, type MixAnswer, measureMix, type OpenMixResult } from './load';
import type { StartedServer } from './processes';

/** Each kind alone, one request at a time, before the mix: at most this many, for at most this long. */
const IDLE_REQUESTS = 100;
const IDLE_MS = 15_000;

/** A step of the capacity search: its verdict, the mix at its rate, and what each process's CPU spent. */
export type CapacityStep = StepVerdict & { step: OpenMixResult; cpuUsed: ProcessCpu[] };
/** What a run of the mix needs: its lanes, the servers, the run's options and the arrivals' random source. */
type MixRun = { lanes: Lane[]; servers: LoadServers; options: LoadRunOptions; random: () => number };
type CapacityRun = MixRun & {
  /** Whether the prepared slots have all been booked. */
  isOutOfPlaces: () => boolean;
  placeCount: number;
  checkStoredBookings: () => ReturnType<typeof checkBookings>;
};

/**
 * Each kind on its own, one request at a time: what a visitor meets alone, and the CPU a request costs the web
 * server and the CMS, background work included (timed renders, jobs, and the emails a booking queues, read once
 * sent: the outbox sends every 2 s, and before the wait a kind counted the sending or not, by chance).
 */
export const measureIdle = async (lanes: Lane[], { cms, readCpuSeconds }: LoadServers) => {
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

/** Steps the arrivals' rate up to the capacity (see findCapacity), printing each step as it is judged. */
export const searchCapacity = async ({
  lanes,
  servers,
  options,
  random,
  isOutOfPlaces,
  placeCount,
  checkStoredBookings,
}: CapacityRun): Promise<CapacitySearch<CapacityStep>> => {
  const probeNames = new Set(Object.values(HOPS));
  let overbookingsBefore = 0;
  return findCapacity({
    startRate: options.startRate,
    budgetMs: options.capacityBudgetMs,
    measureAt: async (rate) => {
      const cpuBefore = servers.readCpuSeconds();
      const step = await measureMix(lanes, {
        rate,
        random,
        durationMs: options.stepMs,
        maxRequests: options.maxRequests,
      });
      const stepCpu = servers.cpuSince(cpuBefore);
      if (isOutOfPlaces()) {
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
};

/**
 * The mix for LOAD_SECONDS, as connections or as arrivals at --rate: with --profile the servers'
 * samplers started first, with --trace every answer kept in `answers`.
 */
export const measureFixedMix = async (
  { lanes, servers, options, random }: MixRun,
  web: StartedServer,
  answers: MixAnswer[],
) => {
  if (options.profileDir) for (const pid of [servers.cms.pid(), web.child.pid]) process.kill(-Number(pid), 'SIGUSR2');
  const cpuBefore = servers.readCpuSeconds();
  const result = await measureMix(lanes, {
    durationMs: options.durationMs,
    maxRequests: options.maxRequests,
    onAnswer: options.traceFile ? (answer) => answers.push(answer) : undefined,
    ...(options.rate === undefined ? {} : { rate: options.rate, random }),
  });
  return { result, cpuUsed: servers.cpuSince(cpuBefore) };
};
