import { describe, expect, it } from 'vitest';
import { cairoWallClockToInstant } from './cairo-time';
import {
  DEFAULT_DELIVERY_POLICY,
  ZDeliveryLogQuerySchema,
  REMINDER_DEFAULTS,
  findStatusMessage,
  getReminderKey,
  isReminderDue,
  planRetry,
} from './patient-messages';

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

describe('isReminderDue', () => {
  const DAY = REMINDER_DEFAULTS.beforeMs;
  const visit = (startsAt: Date, timeSetAt: Date, status: 'pending' | 'confirmed' | 'canceled' = 'confirmed') => ({
    status,
    startsAt,
    timeSetAt,
  });
  const start = cairoWallClockToInstant('2026-12-10', '18:00');
  const bookedLongAgo = new Date(start.getTime() - 10 * DAY);

  it('comes a day before the visit, and not a minute sooner, until the visit starts', () => {
    expect(isReminderDue(visit(start, bookedLongAgo), new Date(start.getTime() - DAY - 60_000), DAY)).toBe(false);
    expect(isReminderDue(visit(start, bookedLongAgo), new Date(start.getTime() - DAY), DAY)).toBe(true);
    expect(isReminderDue(visit(start, bookedLongAgo), new Date(start.getTime() - 60_000), DAY)).toBe(true);
    expect(isReminderDue(visit(start, bookedLongAgo), start, DAY)).toBe(false);
  });

  it('is not sent for a visit booked or moved inside that day, nor for a cancelled one', () => {
    const now = new Date(start.getTime() - 60 * 60_000);
    expect(isReminderDue(visit(start, new Date(start.getTime() - DAY + 1)), now, DAY)).toBe(false);
    expect(isReminderDue(visit(start, bookedLongAgo, 'canceled'), now, DAY)).toBe(false);
    expect(isReminderDue(visit(start, bookedLongAgo, 'pending'), now, DAY)).toBe(true);
  });

  it('counts a day as 24 hours across a change of Cairo’s clocks', () => {
    // Cairo's clocks went forward an hour in the night of 2026-04-24: 24 hours before 18:00 on the
    // 24th is 17:00 on the 23rd by the clock.
    const afterChange = cairoWallClockToInstant('2026-04-24', '18:00');
    const dueFrom = cairoWallClockToInstant('2026-04-23', '17:00');
    const long = new Date(afterChange.getTime() - 10 * DAY);
    expect(isReminderDue(visit(afterChange, long), new Date(dueFrom.getTime() - 1), DAY)).toBe(false);
    expect(isReminderDue(visit(afterChange, long), dueFrom, DAY)).toBe(true);
  });

  it('keys a reminder on the visit and its time, so a moved visit gets its own', () => {
    expect(getReminderKey('abc', start)).toBe(`reminder:abc:${start.getTime()}`);
    expect(getReminderKey('abc', new Date(start.getTime() + 1))).not.toBe(getReminderKey('abc', start));
  });
});

describe('ZDeliveryLogQuerySchema', () => {
  it('reads a booking number however it is typed, and treats empty filters as none', () => {
    expect(ZDeliveryLogQuerySchema.parse({ bookingNumber: ' ent 7k2m 9qxd ', state: '', kind: '', from: '' })).toEqual({
      bookingNumber: 'ENT-7K2M-9QXD',
      page: 1,
    });
    expect(ZDeliveryLogQuerySchema.parse({ state: 'failed', kind: 'reminder', page: '3' })).toEqual({
      state: 'failed',
      kind: 'reminder',
      page: 3,
    });
  });

  it('names the filter at fault', () => {
    const issues = (query: Record<string, string>) =>
      ZDeliveryLogQuerySchema.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ bookingNumber: 'hello' })).toEqual([['bookingNumber', 'validation.invalidBookingNumber']]);
    expect(issues({ state: 'lost' })).toEqual([['state', 'validation.invalidChoice']]);
    expect(issues({ kind: 'newsletter' })).toEqual([['kind', 'validation.invalidChoice']]);
    expect(issues({ from: '2026-12-02', to: '2026-12-01' })).toEqual([['to', 'validation.invalidDate']]);
    expect(issues({ page: '0' })).toEqual([['page', 'validation.invalidType']]);
  });
});
