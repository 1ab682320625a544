// measureMix, the load generator's run: closed-loop lanes, each connection sending its next request
// once the one before has answered, and the open loop, requests sent as they arrive at a rate.
import { assert, describe, expect, it } from 'vitest';
import { measureMix, seededRandom } from './load';
import type { MixAnswer, MixError } from './load';

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
