import { describe, expect, it } from 'vitest';
import { sortErrorsByFault } from './load-cluster.mjs';

describe('sortErrorsByFault', () => {
  it('gives an error to the fault whose kill-to-back window, and 3 s after, holds it; the rest are outside', () => {
    const faults = [
      { name: 'web', from: 10_000, to: 14_000 },
      { name: 'cms', from: 30_000, to: 45_000 },
    ];
    const error = (at) => ({ kind: 'booking', message: 'answered 502', at });
    const { byFault, outside } = sortErrorsByFault(
      [error(9_999), error(10_000), error(16_999), error(17_001), error(31_000), error(48_000), error(48_001)],
      faults,
    );
    expect(byFault.get('web').map(({ at }) => at)).toEqual([10_000, 16_999]);
    expect(byFault.get('cms').map(({ at }) => at)).toEqual([31_000, 48_000]);
    expect(outside.map(({ at }) => at)).toEqual([9_999, 17_001, 48_001]);
  });

  it('puts every error outside when nothing was killed', () => {
    const { byFault, outside } = sortErrorsByFault([{ kind: 'page', message: 'answered 500', at: 1 }], []);
    expect(byFault.size).toBe(0);
    expect(outside).toHaveLength(1);
  });
});
