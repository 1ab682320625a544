import { describe, expect, it } from 'vitest';
import { readEditProbes } from './load-cluster-edit';
import { sortErrorsByFault } from './load-cluster-phases';

describe('sortErrorsByFault', () => {
  it('gives an error to the fault whose kill-to-back window, and 3 s after, holds it; the rest are outside', () => {
    const faults = [
      { name: 'web', from: 10_000, to: 14_000 },
      { name: 'cms', from: 30_000, to: 45_000 },
    ];
    const error = (at: number) => ({ kind: 'booking', message: 'answered 502', at });
    const { byFault, outside } = sortErrorsByFault(
      [error(9_999), error(10_000), error(16_999), error(17_001), error(31_000), error(48_000), error(48_001)],
      faults,
    );
    expect(byFault.get('web')?.map(({ at }) => at)).toEqual([10_000, 16_999]);
    expect(byFault.get('cms')?.map(({ at }) => at)).toEqual([31_000, 48_000]);
    expect(outside.map(({ at }) => at)).toEqual([9_999, 17_001, 48_001]);
  });

  it('puts every error outside when nothing was killed', () => {
    const { byFault, outside } = sortErrorsByFault([{ kind: 'page', message: 'answered 500', at: 1 }], []);
    expect(byFault.size).toBe(0);
    expect(outside).toHaveLength(1);
  });
});

describe('readEditProbes', () => {
  const probe = (sentAt: number, answeredAt: number | undefined, hasEdit: boolean) => ({ sentAt, answeredAt, hasEdit });

  it('counts the edit as shown when its first answer arrived, even when an ask sent earlier answered later with the old page', () => {
    const probes = [probe(1_000, 4_000, false), probe(1_150, 2_600, true), probe(1_300, 2_700, true)];
    expect(readEditProbes(probes, 1_000)).toEqual({ shownAfterMs: 1_600, oldAfterShown: 0 });
  });

  it('counts asks sent after the edit showed that answered the old page', () => {
    const probes = [probe(1_000, 2_000, true), probe(2_100, 2_300, false), probe(2_200, 2_400, true)];
    expect(readEditProbes(probes, 1_000)).toEqual({ shownAfterMs: 1_000, oldAfterShown: 1 });
  });

  it('says the edit never showed when no answer had it, and leaves unanswered asks out', () => {
    const probes = [probe(1_000, 1_500, false), probe(1_150, undefined, false)];
    expect(readEditProbes(probes, 1_000)).toEqual({ shownAfterMs: null, oldAfterShown: 0 });
    expect(readEditProbes([probe(1_000, 1_200, true), probe(1_300, undefined, false)], 1_000)).toEqual({
      shownAfterMs: 200,
      oldAfterShown: 0,
    });
  });
});
