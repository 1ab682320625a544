import { assert, describe, expect, it } from 'vitest';
import {
  arrivalTimes,
  arrivingKinds,
  createWeightedPicker,
  formatAnswersCsv,
  measureMix,
  percentile,
  seededRandom,
  summarizeLatencies,
} from './load';
import type { MixAnswer, MixError } from './load';

const pickNames = (pick: () => { name: string } | null, count: number) =>
  Array.from({ length: count }, () => pick()?.name ?? null);

describe('percentile', () => {
  it('takes the nearest rank below, and 0 for no latencies', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(51);
    expect(percentile(sorted, 99)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('summarizes unsorted latencies without reordering them', () => {
    const latencies = [30, 10, 20];
    expect(summarizeLatencies(latencies)).toEqual({ count: 3, p50: 20, p99: 30 });
    expect(latencies).toEqual([30, 10, 20]);
  });
});

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

describe('measureMix', () => {
  it('stops at the request cap, counting every lane, and records errors per kind', async () => {
    const result = await measureMix(
      [
        {
          connections: 4,
          kinds: [
            { name: 'ok', weight: 3, send: async () => {} },
            {
              name: 'failing',
              weight: 1,
              send: async () => {
                throw new Error('answered 500');
              },
            },
          ],
        },
        { connections: 1, kinds: [{ name: 'staff', send: async () => {} }] },
      ],
      { durationMs: 10_000, maxRequests: 200 },
    );
    const { ok, failing, staff } = Object.fromEntries(result.kinds.map((kind) => [kind.name, kind]));
    assert(ok && failing && staff);
    expect(result.total.requests).toBe(200);
    expect(ok.requests + failing.requests + staff.requests).toBe(200);
    expect(ok.errors).toBe(0);
    expect(failing.errors).toBe(failing.requests);
    expect(failing.errorSamples).toEqual(['answered 500']);
    expect(result.total.errors).toBe(failing.errors);
    expect(staff.requests).toBeGreaterThan(0);
  });

  it('tells each error as it happens, with its kind and time', async () => {
    const heard: MixError[] = [];
    const before = Date.now();
    let calls = 0;
    const result = await measureMix(
      [
        {
          connections: 1,
          kinds: [
            {
              name: 'every third fails',
              send: async () => {
                calls += 1;
                if (calls % 3 === 0) throw new Error(`answered 502 (${calls})`);
              },
            },
          ],
        },
      ],
      { durationMs: 10_000, maxRequests: 9, onError: (error) => heard.push(error) },
    );
    expect(result.total.errors).toBe(3);
    expect(heard.map(({ kind, message }) => [kind, message])).toEqual([
      ['every third fails', 'answered 502 (3)'],
      ['every third fails', 'answered 502 (6)'],
      ['every third fails', 'answered 502 (9)'],
    ]);
    expect(heard.every(({ at }) => at >= before && at <= Date.now())).toBe(true);
  });

  it('tells each request as it ends: its kind, when it was sent and how long it took', async () => {
    const heard: MixAnswer[] = [];
    let calls = 0;
    const started = performance.now();
    await measureMix(
      [
        {
          connections: 1,
          kinds: [
            {
              name: 'second fails',
              send: async () => {
                calls += 1;
                await new Promise((resolve) => setTimeout(resolve, 20));
                if (calls === 2) throw new Error('answered 500');
              },
            },
          ],
        },
      ],
      { durationMs: 10_000, maxRequests: 3, onAnswer: (answer) => heard.push(answer) },
    );
    const elapsed = performance.now() - started;
    expect(heard.map(({ kind, failed }) => [kind, failed])).toEqual([
      ['second fails', false],
      ['second fails', true],
      ['second fails', false],
    ]);
    expect(heard.every(({ ms }) => ms >= 19)).toBe(true);
    // One connection: each request is sent once the one before has answered.
    for (const [index, answer] of heard.entries()) {
      const before = heard[index - 1];
      expect(answer.startedMs).toBeGreaterThanOrEqual(before ? before.startedMs + before.ms : 0);
    }
    const last = heard.at(-1);
    assert(last);
    expect(last.startedMs + last.ms).toBeLessThanOrEqual(elapsed);
  });

  it('reports a probe lane’s kinds and leaves them out of the total', async () => {
    const result = await measureMix(
      [
        { connections: 2, kinds: [{ name: 'page', send: async () => {} }] },
        {
          connections: 1,
          isProbe: true,
          kinds: [
            {
              name: 'probe',
              send: async () => {
                throw new Error('answered 503');
              },
            },
          ],
        },
      ],
      { durationMs: 10_000, maxRequests: 60 },
    );
    const [page, probe] = result.kinds;
    assert(page && probe);
    expect(probe.requests).toBeGreaterThan(0);
    expect(probe.errors).toBe(probe.requests);
    expect(page.requests + probe.requests).toBe(60);
    expect(result.total).toMatchObject({ requests: page.requests, errors: 0 });
  });

  it('stops at the deadline', async () => {
    const started = Date.now();
    const result = await measureMix(
      [{ connections: 3, kinds: [{ name: 'slow', send: () => new Promise((resolve) => setTimeout(resolve, 10)) }] }],
      { durationMs: 100, maxRequests: 1_000_000 },
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.kinds[0]?.requests).toBeGreaterThan(0);
    expect(result.kinds[0]?.p50).toBeGreaterThanOrEqual(9);
  });

  it('stops booking when the places run out instead of sending more', async () => {
    let places = 5;
    const result = await measureMix(
      [
        {
          connections: 2,
          kinds: [
            { name: 'page', send: async () => {} },
            {
              name: 'booking',
              isExhausted: () => places === 0,
              send: async () => {
                if (places === 0) throw new Error('no place left');
                places -= 1;
              },
            },
          ],
        },
      ],
      { durationMs: 10_000, maxRequests: 50 },
    );
    const booking = result.kinds.find((kind) => kind.name === 'booking');
    expect(booking).toMatchObject({ requests: 5, errors: 0 });
    expect(result.total.requests).toBe(50);
  });
});

describe('formatAnswersCsv', () => {
  it('writes a row per request in the order given, the kind quoted', () => {
    const csv = formatAnswersCsv([
      { kind: 'hop: web file', startedMs: 0.04, ms: 12.345, failed: false },
      { kind: 'a "quoted" kind', startedMs: 1500, ms: 2003.9, failed: true },
    ]);
    expect(csv.split('\n')).toEqual([
      'started_ms,ms,kind,failed',
      '0.0,12.3,"hop: web file",0',
      '1500.0,2003.9,"a ""quoted"" kind",1',
    ]);
  });

  it('writes the header alone when nothing was sent', () => {
    expect(formatAnswersCsv([])).toBe('started_ms,ms,kind,failed');
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

describe('measureMix at an arrival rate (the open loop)', () => {
  it('sends each request as it arrives, whatever is still unanswered, and waits for the last answer', async () => {
    const unanswered: (() => void)[] = [];
    const send = () => new Promise<void>((resolve) => unanswered.push(resolve));
    const measuring = measureMix([{ connections: 1, kinds: [{ name: 'page', send }] }], {
      rate: 5_000,
      durationMs: 60_000,
      maxRequests: 40,
      random: seededRandom(3),
    });
    // One connection, and still all 40 are sent before the first is answered.
    while (unanswered.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const answer of unanswered) answer();
    const result = await measuring;
    expect(result.kinds).toMatchObject([{ name: 'page', requests: 40, errors: 0 }]);
    expect(result.total.requests).toBe(40);
    expect(result.achievedRate).toBe(40 / result.elapsedS);
    expect(result.offeredRate).toBe(40 / 60);
    expect(result.lateness.p99).toBeGreaterThanOrEqual(result.lateness.p50);
  });

  it('sends the probes as arrivals too, in their lane’s share, and leaves them out of the total', async () => {
    const result = await measureMix(
      [
        { connections: 3, kinds: [{ name: 'page', send: async () => {} }] },
        { connections: 1, isProbe: true, kinds: [{ name: 'probe', send: async () => {} }] },
      ],
      { rate: 5_000, durationMs: 60_000, maxRequests: 400, random: seededRandom(5) },
    );
    const [page, probe] = result.kinds;
    // Smooth round-robin of weights 3 and 1: exactly a quarter are probes.
    expect([page?.requests, probe?.requests]).toEqual([300, 100]);
    expect(result.total.requests).toBe(300);
    expect(result.achievedRate).toBe(400 / result.elapsedS);
  });
});
