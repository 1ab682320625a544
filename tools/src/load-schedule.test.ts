// What a load run sends when: the kinds picked in proportion to their weights, and (open loop) the
// visitors' arrival times and the kinds' shares of them.
import { describe, expect, it } from 'vitest';
import { arrivalTimes, arrivingKinds, createWeightedPicker, seededRandom } from './load';

const pickNames = (pick: () => { name: string } | null, count: number) =>
  Array.from({ length: count }, () => pick()?.name ?? null);

describe('createWeightedPicker', () => {
  it('spreads the kinds evenly in proportion to their weights', () => {
    const pick = createWeightedPicker([
      { name: 'a', weight: 3 },
      { name: 'b', weight: 1 },
    ]);
    expect(pickNames(pick, 8)).toEqual(['a', 'a', 'b', 'a', 'a', 'a', 'b', 'a']);
  });

  it('alternates two kinds of equal weight', () => {
    const pick = createWeightedPicker([{ name: 'list' }, { name: 'export' }]);
    expect(pickNames(pick, 4)).toEqual(['list', 'export', 'list', 'export']);
  });

  it('gives an exhausted kind’s share to the others, and null once none is left', () => {
    let isOut = false;
    const page = { name: 'page', weight: 1, isExhausted: () => false };
    const kinds = [page, { name: 'booking', weight: 1, isExhausted: () => isOut }];
    const pick = createWeightedPicker(kinds);
    expect(pickNames(pick, 2)).toEqual(['page', 'booking']);
    isOut = true;
    expect(pickNames(pick, 3)).toEqual(['page', 'page', 'page']);
    page.isExhausted = () => true;
    expect(pick()).toBeNull();
  });
});

describe('arrivalTimes', () => {
  it('gives the same arrivals for the same seed, with exponential gaps averaging 1000 / rate ms', () => {
    const schedule = { rate: 50, durationMs: 200_000, maxRequests: 1_000_000 };
    const times = arrivalTimes({ ...schedule, random: seededRandom(7) });
    expect(arrivalTimes({ ...schedule, random: seededRandom(7) })).toEqual(times);
    expect(arrivalTimes({ ...schedule, random: seededRandom(8) })).not.toEqual(times);
    // 10,000 expected; a Poisson count's standard deviation is 100.
    expect(times.length).toBeGreaterThan(9_700);
    expect(times.length).toBeLessThan(10_300);
    const gaps = times.map((at, index) => at - (times[index - 1] ?? 0));
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    expect(mean).toBeGreaterThan(19);
    expect(mean).toBeLessThan(21);
    // Exponential, not even: about 1 - 1/e of the gaps are shorter than the mean, and some are 4 times it.
    const shorter = gaps.filter((gap) => gap < 20).length / gaps.length;
    expect(shorter).toBeGreaterThan(0.6);
    expect(shorter).toBeLessThan(0.66);
    expect(gaps.some((gap) => gap > 80)).toBe(true);
    expect(times.every((at, index) => index === 0 || at > (times[index - 1] ?? 0))).toBe(true);
    expect(times.at(-1)).toBeLessThan(200_000);
  });

  it('stops at the request cap', () => {
    expect(arrivalTimes({ rate: 1_000, durationMs: 60_000, maxRequests: 25, random: seededRandom(1) })).toHaveLength(
      25,
    );
  });
});

describe('arrivingKinds', () => {
  it('keeps the closed loop’s proportions: a lane’s share of connections, split by its kinds’ weights', () => {
    const kinds = arrivingKinds([
      { connections: 50, kinds: [{ name: 'page', weight: 3 }, { name: 'booking' }] },
      { connections: 1, kinds: [{ name: 'list' }, { name: 'export' }] },
      { connections: 1, isProbe: true, kinds: [{ name: 'probe' }] },
    ]);
    const share = Object.fromEntries(kinds.map((kind) => [kind.name, kind.weight]));
    expect(Object.keys(share)).toEqual(['page', 'booking', 'list', 'export', 'probe']);
    expect(share.page).toBeCloseTo((50 / 52) * 0.75);
    expect(share.booking).toBeCloseTo((50 / 52) * 0.25);
    expect(share.list).toBeCloseTo(0.5 / 52);
    expect(share.export).toBeCloseTo(0.5 / 52);
    expect(share.probe).toBeCloseTo(1 / 52);
  });
});
