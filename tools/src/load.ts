// A small HTTP load generator, bounded by both a duration and a request count: closed-loop clients
// that each send the next request as soon as the previous one answers, or (open loop) visitors who
// arrive at a rate whether or not the earlier ones were answered.

/** Longest one request may take: a hung request counts as an error instead of holding up the run. */
const REQUEST_TIMEOUT_MS = 30_000;

export type RequestKind = { name: string; weight?: number; send: () => Promise<unknown>; isExhausted?: () => boolean };
export type Lane<Kind = RequestKind> = { connections: number; kinds: Kind[]; isProbe?: boolean };
export type MixError = { kind: string; message: string; at: number };
export type MixAnswer = { kind: string; startedMs: number; ms: number; failed: boolean };
export type MixListeners = { onError?: (error: MixError) => void; onAnswer?: (answer: MixAnswer) => void };
export type LoadOptions = { connections?: number; durationMs?: number; maxRequests?: number };
export type MixOptions = Omit<LoadOptions, 'connections'> & MixListeners & { rate?: number; random?: () => number };
export type LatencySummary = { count: number; p50: number; p99: number };
export type LoadFigures = { requests: number; requestsPerSecond: number; p50: number; p99: number; errors: number };
export type KindFigures = LoadFigures & { name: string; errorSamples: string[] };
export type OpenLoopRates = { offeredRate: number; achievedRate: number; lateness: { p50: number; p99: number } };
export type ArrivalSchedule = { rate: number; durationMs: number; maxRequests: number; random: () => number };
type ClosedMixResult = { elapsedS: number; kinds: KindFigures[]; total: LoadFigures };
export type OpenMixResult = ClosedMixResult & OpenLoopRates;
export type MixResult = (ClosedMixResult & { offeredRate?: undefined }) | OpenMixResult;
type KindStats = { latencies: number[]; errors: number; errorSamples: string[]; isProbe: boolean };

export const requestSignal = () => AbortSignal.timeout(REQUEST_TIMEOUT_MS);

/** The `turn`-th of `items` taken in turn, round and round; only an empty list has none. */
export const takeInTurn = <Item>(items: readonly Item[], turn: number): Item => {
  const item = items[turn % items.length];
  if (item === undefined) throw new Error('nothing to take in turn');
  return item;
};

/** Round-robin over the lists, so consecutive bookings go to different doctors. */
export const interleave = <Item>(lists: Item[][]) => {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const merged: Item[] = [];
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) merged.push(...list.slice(index, index + 1));
  }
  return merged;
};

/** The latency at percentile `p` of an ascending list (nearest rank below); 0 for an empty list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const summarizeLatencies = (latencies: number[]): LatencySummary => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/**
 * Picks kinds in proportion to their weights, evenly spread (smooth weighted round-robin, as nginx
 * balances upstreams): weights 3 and 1 give A A B A, A A B A, …; 1 and 1 alternate. A kind whose
 * `isExhausted()` is true is skipped and its share goes to the others. Null once none is left.
 */
export const createWeightedPicker = <Kind extends Omit<RequestKind, 'send'>>(kinds: Kind[]) => {
  const credit = new Map<Kind, number>(kinds.map((kind) => [kind, 0]));
  const creditOf = (kind: Kind) => credit.get(kind) ?? 0;
  return (): Kind | null => {
    const eligible = kinds.filter((kind) => (kind.weight ?? 1) > 0 && !kind.isExhausted?.());
    let total = 0;
    let chosen: Kind | null = null;
    for (const kind of eligible) {
      const weight = kind.weight ?? 1;
      total += weight;
      credit.set(kind, creditOf(kind) + weight);
      if (!chosen || creditOf(kind) > creditOf(chosen)) chosen = kind;
    }
    if (!chosen) return null;
    credit.set(chosen, creditOf(chosen) - total);
    return chosen;
  };
};

/**
 * The requests `measureMix` told `onAnswer` of, as CSV: one row each, in the order they ended, with
 * when each was sent (ms since the run began), how long it took and whether it failed. What the
 * percentiles cannot tell: whether the slow requests came together (a stall) or spread out.
 */
export const formatAnswersCsv = (answers: MixAnswer[]) =>
  [
    'started_ms,ms,kind,failed',
    ...answers.map(
      ({ kind, startedMs, ms, failed }) =>
        `${startedMs.toFixed(1)},${ms.toFixed(1)},"${kind.replaceAll('"', '""')}",${failed ? 1 : 0}`,
    ),
  ].join('\n');

const describeError = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof Error && error.cause ? `${message} (${String(error.cause)})` : message;
};

const MAX_ERROR_SAMPLES = 3;

/**
 * A random source in [0, 1) from a 32-bit seed (mulberry32): the same seed gives the same arrivals,
 * so a run can be repeated and the schedule tested.
 */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * When visitors arrive, in ms from the start: a Poisson process at `rate` a second (independent
 * exponential gaps, mean 1000 / rate ms), until `durationMs` or `maxRequests` arrivals.
 */
export const arrivalTimes = ({ rate, durationMs, maxRequests, random }: ArrivalSchedule) => {
  const times: number[] = [];
  let at = 0;
  while (times.length < maxRequests) {
    at += (-Math.log(1 - random()) * 1000) / rate;
    if (at >= durationMs) break;
    times.push(at);
  }
  return times;
};

/**
 * The kinds of the lanes, with weights that keep the closed loop's proportions when they arrive
 * instead: a lane's share is its connections' share (50 visitors, one receptionist and one probe: 50,
 * 1 and 1 of 52), divided among its kinds by their weights.
 */
export const arrivingKinds = <Kind extends Omit<RequestKind, 'send'>>(lanes: Lane<Kind>[]) => {
  const connections = lanes.reduce((sum, lane) => sum + lane.connections, 0);
  return lanes.flatMap((lane) => {
    const laneWeight = lane.kinds.reduce((sum, kind) => sum + (kind.weight ?? 1), 0);
    return lane.kinds.map((kind) => ({
      ...kind,
      weight: (lane.connections / connections) * ((kind.weight ?? 1) / laneWeight),
    }));
  });
};

const waitUntil = (startedAt: number, offsetMs: number) => {
  const delay = startedAt + offsetMs - performance.now();
  return delay > 1 ? new Promise((resolve) => setTimeout(resolve, delay)) : null;
};

/**
 * Runs lanes of clients together until `durationMs` passes or `maxRequests` are sent (all lanes
 * count toward it). A lane is `{ connections, kinds, isProbe? }`; each kind is `{ name, weight, send,
 * isExhausted? }`, where `send()` makes one request and throws when its answer is wrong. Kind names
 * are unique across lanes. Returns per kind and in total: requests, req/s, p50 and p99 (ms), errors,
 * and the first distinct error messages of each kind. A probe lane's kinds (measuring, not load)
 * are reported but left out of the total. `onError({ kind, message, at })` hears every error as it
 * happens (`at`: epoch ms); `onAnswer({ kind, startedMs, ms, failed })` every request as it ends, with
 * when it was sent (ms since the run began) and how long it took.
 *
 * With `rate`, the open loop: every lane's requests arrive together at `rate` a second (see
 * arrivalTimes, `random` its source, arrivingKinds their proportions), each sent when it arrives
 * whatever is still unanswered, and the run waits for the last to be answered. The result adds the
 * offered and achieved rates (requests a second arriving, and answered over the time from the first
 * arrival to the last answer) and the client's own lateness (ms each request was sent after its
 * arrival time, p50 and p99): more than a few ms, and the figures measure the client rather than the
 * servers.
 */
export function measureMix(lanes: Lane[], options: MixOptions & { rate: number }): Promise<OpenMixResult>;
export function measureMix(lanes: Lane[], options?: MixOptions): Promise<MixResult>;
export async function measureMix(
  lanes: Lane[],
  { durationMs = 5_000, maxRequests = 50_000, onError, onAnswer, rate, random = Math.random }: MixOptions = {},
): Promise<MixResult> {
  const stats = new Map<string, KindStats>(
    lanes.flatMap((lane) =>
      lane.kinds.map((kind) => [
        kind.name,
        { latencies: [], errors: 0, errorSamples: [], isProbe: lane.isProbe === true },
      ]),
    ),
  );
  let sent = 0;
  const deadline = Date.now() + durationMs;
  const started = performance.now();

  const sendOne = async (kind: RequestKind) => {
    sent += 1;
    const entry = stats.get(kind.name);
    if (!entry) throw new Error(`${kind.name} is not a kind of the lanes`);
    const at = performance.now();
    let failed = false;
    try {
      await kind.send();
    } catch (error) {
      failed = true;
      entry.errors += 1;
      const message = describeError(error);
      onError?.({ kind: kind.name, message, at: Date.now() });
      if (entry.errorSamples.length < MAX_ERROR_SAMPLES && !entry.errorSamples.includes(message))
        entry.errorSamples.push(message);
    }
    const latency = performance.now() - at;
    entry.latencies.push(latency);
    onAnswer?.({ kind: kind.name, startedMs: at - started, ms: latency, failed });
  };

  const client = async (pick: () => RequestKind | null) => {
    while (Date.now() < deadline && sent < maxRequests) {
      const kind = pick();
      if (!kind) return;
      await sendOne(kind);
    }
  };

  const lateness: number[] = [];
  let arrived = 0;
  const arrive = async (rate: number) => {
    const pick = createWeightedPicker(arrivingKinds(lanes));
    const times = arrivalTimes({ rate, durationMs, maxRequests, random });
    const answers: Promise<void>[] = [];
    for (const offset of times) {
      if (sent >= maxRequests) break;
      await waitUntil(started, offset);
      const kind = pick();
      if (!kind) break;
      lateness.push(Math.max(0, performance.now() - started - offset));
      arrived += 1;
      answers.push(sendOne(kind));
    }
    await Promise.all(answers);
  };

  await Promise.all(
    rate === undefined
      ? lanes.flatMap((lane) => {
          // One picker per lane, shared by its clients, so the lane as a whole keeps the proportions.
          const pick = createWeightedPicker(lane.kinds);
          return Array.from({ length: lane.connections }, () => client(pick));
        })
      : [arrive(rate)],
  );

  const elapsedS = (performance.now() - started) / 1000;
  const summarize = (latencies: number[], errors: number): LoadFigures => {
    const { count, p50, p99 } = summarizeLatencies(latencies);
    return { requests: count, requestsPerSecond: count / elapsedS, p50, p99, errors };
  };
  const kinds = [...stats].map(([name, entry]) => ({
    name,
    ...summarize(entry.latencies, entry.errors),
    errorSamples: entry.errorSamples,
  }));
  const all = [...stats.values()].filter((entry) => !entry.isProbe);
  const total = summarize(
    all.flatMap((entry) => entry.latencies),
    all.reduce((sum, entry) => sum + entry.errors, 0),
  );
  if (rate === undefined) return { elapsedS, kinds, total };
  const late = summarizeLatencies(lateness);
  return {
    elapsedS,
    kinds,
    total,
    offeredRate: arrived / (durationMs / 1000),
    achievedRate: [...stats.values()].reduce((sum, entry) => sum + entry.latencies.length, 0) / elapsedS,
    lateness: { p50: late.p50, p99: late.p99 },
  };
}

/** One URL under load; an answer of 400 or more counts as an error. */
export const measureLoad = async (
  url: string,
  { connections = 20, durationMs = 5_000, maxRequests = 50_000 }: LoadOptions = {},
): Promise<LoadFigures> => {
  const send = async () => {
    const response = await fetch(url, { redirect: 'manual', signal: requestSignal() });
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
  };
  const { kinds } = await measureMix([{ connections, kinds: [{ name: url, send }] }], { durationMs, maxRequests });
  const [figures] = kinds;
  if (!figures) throw new Error(`${url} was not measured`);
  const { requests, requestsPerSecond, p50, p99, errors } = figures;
  return { requests, requestsPerSecond, p50, p99, errors };
};
