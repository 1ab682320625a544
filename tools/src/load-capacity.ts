// The capacity search of `npm run load -- --capacity`: the highest arrival rate at which the site still
// answers every kind of request fast, found by stepping the rate up and narrowing between the last
// good and the first bad step.
import type { KindFigures } from './load';

/** A kind's p99 at or over this, and the rate is past the site's capacity. */
export const P99_LIMIT_MS = 1_000;

export type StepVerdict = { ok: boolean; reasons: string[] };
export type CapacitySearch<Report> = {
  capacity: number | null;
  atCapacity: Report | null;
  steps: (Report & { rate: number })[];
  isNarrowed: boolean;
};

/**
 * Whether a step of the open-loop mix held: every kind of the load (probes aside) answered with a
 * p99 under P99_LIMIT_MS, no error, and no slot holds more visits than it may. Says why not.
 */
export const judgeStep = ({
  kinds,
  overbookings,
  probeNames = new Set(),
}: {
  kinds: Pick<KindFigures, 'name' | 'requests' | 'errors' | 'p99'>[];
  overbookings: number;
  probeNames?: Set<string>;
}): StepVerdict => {
  const reasons: string[] = [];
  for (const kind of kinds) {
    if (probeNames.has(kind.name) || kind.requests === 0) continue;
    if (kind.errors > 0) reasons.push(`${kind.name}: ${kind.errors} errors`);
    if (kind.p99 >= P99_LIMIT_MS) reasons.push(`${kind.name}: p99 ${Math.round(kind.p99)} ms`);
  }
  if (overbookings > 0) reasons.push(`${overbookings} overbookings`);
  return { ok: reasons.length === 0, reasons };
};

/**
 * Measures `measureAt(rate)` (resolving to `{ ok }` and whatever else a step reports) at rising
 * rates: from `startRate`, doubling until a step fails (halving instead while even the first fails,
 * down to `minRate`), then halfway between the highest good and the lowest bad rate until they are
 * within `precision` of each other. Stops before a step that would end past `budgetMs` (judged by
 * the longest step so far), as read from `now()`. Returns the capacity (the highest good rate, or
 * null), that step's report, every step in order, and whether the search narrowed all the way.
 */
export const findCapacity = async <Report extends { ok: boolean }>({
  measureAt,
  startRate,
  minRate = 1,
  precision = 0.05,
  budgetMs,
  now = Date.now,
}: {
  measureAt: (rate: number) => Promise<Report>;
  startRate: number;
  minRate?: number;
  precision?: number;
  budgetMs: number;
  now?: () => number;
}): Promise<CapacitySearch<Report>> => {
  const began = now();
  const steps: (Report & { rate: number })[] = [];
  let good: { rate: number; report: Report } | null = null;
  let bad: { rate: number; report: Report } | null = null;
  let rate = startRate;
  let longestStepMs = 0;
  let isNarrowed = false;
  while (now() - began + longestStepMs <= budgetMs) {
    const stepBegan = now();
    const report = await measureAt(rate);
    longestStepMs = Math.max(longestStepMs, now() - stepBegan);
    steps.push({ rate, ...report });
    if (report.ok && (!good || rate > good.rate)) good = { rate, report };
    if (!report.ok && (!bad || rate < bad.rate)) bad = { rate, report };
    if (!bad) {
      rate *= 2;
    } else if (!good) {
      rate /= 2;
      if (rate < minRate) break;
    } else if (bad.rate - good.rate <= good.rate * precision) {
      isNarrowed = true;
      break;
    } else {
      rate = Math.round(((good.rate + bad.rate) / 2) * 10) / 10;
    }
  }
  return { capacity: good?.rate ?? null, atCapacity: good?.report ?? null, steps, isNarrowed };
};
