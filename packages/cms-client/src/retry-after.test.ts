import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

const NOW = Date.parse('2026-11-24T08:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta seconds', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('turns an HTTP date into the seconds left, rounded up and never negative', () => {
    expect(parseRetryAfter('Tue, 24 Nov 2026 08:05:00 GMT', NOW)).toBe(300);
    expect(parseRetryAfter('Tue, 24 Nov 2026 08:00:00 GMT', NOW + 1)).toBe(0);
    expect(parseRetryAfter('Tue, 24 Nov 2026 07:00:00 GMT', NOW)).toBe(0);
    // The obsolete RFC 850 form, which recipients must still accept.
    expect(parseRetryAfter('Tuesday, 24-Nov-26 08:01:00 GMT', NOW)).toBe(60);
  });

  it('returns null when absent or unreadable', () => {
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter('', NOW)).toBeNull();
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter('-5', NOW)).toBeNull();
  });
});
