import { describe, expect, it } from 'vitest';
import { pickMedianRun } from './lighthouse-median';

const run = (performance: number, lcpMs: number) => ({ performance, lcpMs, tbtMs: 100 });

describe('pickMedianRun', () => {
  it('reports the run with the middle performance score, whole, with the spread of all runs', () => {
    expect(pickMedianRun([run(97, 1500), run(91, 3100), run(95, 2000)])).toEqual({
      ...run(95, 2000),
      runs: 3,
      performanceRange: [91, 97],
    });
  });

  it('leaves out runs that did not finish, and takes the lower middle of an even count', () => {
    expect(pickMedianRun([null, run(96, 1800), run(92, 2900), null])).toEqual({
      ...run(92, 2900),
      runs: 2,
      performanceRange: [92, 96],
    });
  });

  it('is null when no run finished', () => {
    expect(pickMedianRun([null, null])).toBeNull();
    expect(pickMedianRun([])).toBeNull();
  });
});
