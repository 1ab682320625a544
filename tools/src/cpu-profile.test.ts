import { describe, expect, it } from 'vitest';
import { areaOf, summarizeProfile } from './cpu-profile';

describe('areaOf', () => {
  it.each([
    ['file:///work/main/node_modules/.pnpm/knex@3/node_modules/knex/lib/runner.js', 'knex'],
    ['file:///work/main/node_modules/.pnpm/x/node_modules/@strapi/database/dist/index.js', '@strapi/database'],
    ['file:///work/main/cms/dist/src/booking/seats.js', 'cms/dist'],
    ['node:internal/streams/writable', 'node internals'],
    ['', '(native)'],
  ])('%s → %s', (url, area) => {
    expect(areaOf(url, '/work/main')).toBe(area);
  });
});

describe('summarizeProfile', () => {
  // root → handler (app) → query (knex); samples every millisecond, the time after each sample charged to it.
  const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
    id,
    callFrame: { functionName, url, lineNumber: 9 },
    children,
  });
  const profile = {
    nodes: [
      frame(1, '(root)', '', [2, 5]),
      frame(2, 'handler', 'file:///work/main/cms/dist/src/api/availability.js', [3]),
      frame(3, 'query', 'file:///work/main/node_modules/knex/lib/runner.js'),
      frame(5, '(idle)', ''),
    ],
    samples: [2, 3, 3, 3, 5, 5],
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
  };

  it('charges self time to functions and their packages, idle apart', () => {
    const summary = summarizeProfile(profile, '/work/main');
    expect(summary.busyMs).toBe(4);
    expect(summary.idleMs).toBe(1);
    expect(summary.areas).toEqual([
      { name: 'knex', ms: 3, share: 0.75 },
      { name: 'cms/dist', ms: 1, share: 0.25 },
    ]);
    expect(summary.functions[0]).toEqual({ name: 'query knex/runner.js:10', ms: 3, share: 0.75 });
  });
});
