import { assert, describe, expect, it } from 'vitest';
import { findCapacity, judgeStep, P99_LIMIT_MS } from './load-capacity';

/**
 * A site on a synthetic curve: a step at `rate` takes `stepMs` of a fake clock and holds while the
 * rate is at most `knee` (its p99 climbing past the limit beyond it, as a saturated server's does).
 */
const syntheticSite = ({ knee, stepMs = 20_000 }: { knee: number; stepMs?: number }) => {
  let clock = 0;
  const measured: number[] = [];
  return {
    now: () => clock,
    measured,
    measureAt: async (rate: number) => {
      clock += stepMs;
      measured.push(rate);
      const p99 = rate <= knee ? 200 + rate : P99_LIMIT_MS * (rate / knee) ** 4;
      return judgeStep({ kinds: [{ name: 'page', requests: rate * 20, errors: 0, p99 }], overbookings: 0 });
    },
  };
};

describe('findCapacity', () => {
  it('doubles until a step fails, then narrows to within 5 % below the knee', async () => {
    const site = syntheticSite({ knee: 137 });
    const found = await findCapacity({
      measureAt: site.measureAt,
      startRate: 20,
      budgetMs: 600_000,
      now: site.now,
    });
    expect(site.measured.slice(0, 5)).toEqual([20, 40, 80, 160, 120]);
    expect(found.isNarrowed).toBe(true);
    assert(found.capacity !== null && found.atCapacity);
    expect(found.capacity).toBeLessThanOrEqual(137);
    expect(found.capacity).toBeGreaterThanOrEqual(137 * 0.95);
    const lowestBad = Math.min(...found.steps.filter((step) => !step.ok).map((step) => step.rate));
    expect(lowestBad - found.capacity).toBeLessThanOrEqual(found.capacity * 0.05);
    expect(found.atCapacity.ok).toBe(true);
  });

  it('halves while even the first step fails, and finds no capacity below the least rate', async () => {
    const slow = syntheticSite({ knee: 7 });
    const found = await findCapacity({ measureAt: slow.measureAt, startRate: 40, budgetMs: 600_000, now: slow.now });
    expect(slow.measured.slice(0, 4)).toEqual([40, 20, 10, 5]);
    expect(found.capacity).toBeGreaterThanOrEqual(7 * 0.95);
    const dead = syntheticSite({ knee: 0.5 });
    const none = await findCapacity({ measureAt: dead.measureAt, startRate: 8, budgetMs: 600_000, now: dead.now });
    expect(dead.measured).toEqual([8, 4, 2, 1]);
    expect(none).toMatchObject({ capacity: null, atCapacity: null, isNarrowed: false });
  });

  it('starts no step that would end past its budget, and says it did not narrow all the way', async () => {
    const site = syntheticSite({ knee: 1_000, stepMs: 100_000 });
    const found = await findCapacity({ measureAt: site.measureAt, startRate: 10, budgetMs: 350_000, now: site.now });
    expect(site.measured).toEqual([10, 20, 40]);
    expect(found).toMatchObject({ capacity: 40, isNarrowed: false });
  });
});

describe('judgeStep', () => {
  const kinds = [
    { name: 'home page', requests: 300, errors: 0, p99: 120 },
    { name: 'booking', requests: 30, errors: 0, p99: 640 },
    { name: 'hop: cms health', requests: 90, errors: 2, p99: 3_000 },
  ];
  const probeNames = new Set(['hop: cms health']);

  it('holds when every kind of the load answered under a second without error, probes aside', () => {
    expect(judgeStep({ kinds, overbookings: 0, probeNames })).toEqual({ ok: true, reasons: [] });
  });

  it('fails on a p99 of a second or more, on an error, and on an overbooking, saying which', () => {
    const slow = kinds.map((kind) => (kind.name === 'booking' ? { ...kind, p99: 1_000, errors: 1 } : kind));
    expect(judgeStep({ kinds: slow, overbookings: 2, probeNames })).toEqual({
      ok: false,
      reasons: ['booking: 1 errors', 'booking: p99 1000 ms', '2 overbookings'],
    });
  });
});
