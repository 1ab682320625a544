import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_POLICY, findStatusMessage, planRetry } from './patient-messages';

describe('planRetry', () => {
  const policy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 3000 };

  it('waits twice as long after each failed try, up to the longest wait', () => {
    expect([1, 2, 3].map((attempt) => planRetry(attempt, 10_000, policy))).toEqual([
      { state: 'queued', nextAttemptAtMs: 11_000 },
      { state: 'queued', nextAttemptAtMs: 12_000 },
      { state: 'queued', nextAttemptAtMs: 13_000 },
    ]);
  });

  it('fails a message for good after its last try', () => {
    expect(planRetry(4, 10_000, policy)).toEqual({ state: 'failed' });
    expect(planRetry(DEFAULT_DELIVERY_POLICY.maxAttempts, 0, DEFAULT_DELIVERY_POLICY)).toEqual({ state: 'failed' });
  });

  it('spreads the default tries over about three hours before giving up', () => {
    let waited = 0;
    for (let attempt = 1; attempt < DEFAULT_DELIVERY_POLICY.maxAttempts; attempt += 1) {
      const retry = planRetry(attempt, waited, DEFAULT_DELIVERY_POLICY);
      if (retry.state === 'failed') throw new Error('failed too early');
      waited = retry.nextAttemptAtMs;
    }
    expect(waited / 3_600_000).toBeCloseTo(3.06, 2);
  });
});

describe('findStatusMessage', () => {
  it('tells of a confirmation and a cancellation, and of nothing else', () => {
    expect(findStatusMessage('pending', 'confirmed')).toBe('confirmed');
    expect(findStatusMessage('pending', 'canceled')).toBe('canceled');
    expect(findStatusMessage('confirmed', 'canceled')).toBe('canceled');
    expect(findStatusMessage('canceled', 'confirmed')).toBeNull();
    expect(findStatusMessage('done', 'confirmed')).toBeNull();
    expect(findStatusMessage('confirmed', 'done')).toBeNull();
    expect(findStatusMessage('pending', 'noShow')).toBeNull();
  });
});
