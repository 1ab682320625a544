import { describe, expect, it } from 'vitest';
import { ZAvailabilityQuerySchema } from './booking';
import { ZIdempotencyKeySchema } from './identifier-schemas';
import { IDEMPOTENCY_KEY_PATTERN, isDocumentId, isInstant } from './identifiers';

describe('identifiers', () => {
  it('knows a Strapi document id and refuses anything that could reach a query', () => {
    expect(isDocumentId('k3v9x0qj2m8w7b1c5d6e4f2a')).toBe(true);
    for (const bad of ['', 'K3V9', 'a-b', 'a_b', '../x', 'a'.repeat(65), '1 OR 1=1']) {
      expect(isDocumentId(bad), bad).toBe(false);
    }
  });

  it('takes an instant only with its offset, and only when it exists', () => {
    expect(isInstant('2026-11-24T10:30:00+02:00')).toBe(true);
    expect(isInstant('2026-11-24T08:30:00.000Z')).toBe(true);
    expect(isInstant('2026-11-24T10:30')).toBe(false);
    expect(isInstant('2026-11-24T10:30:00')).toBe(false);
    expect(isInstant('2026-11-24T25:30:00+02:00')).toBe(false);
  });

  it('takes a UUID or a nanoid as an idempotency key, not a short or spaced one', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('3f2b1c4e-8a9d-4f7e-b6c5-1d2e3f4a5b6c')).toBe(true);
    expect(ZIdempotencyKeySchema.safeParse('V1StGXR8_Z5jdHi6B-myT').success).toBe(true);
    for (const bad of ['short', 'has space in it', 'x'.repeat(101)]) {
      expect(ZIdempotencyKeySchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('ZAvailabilityQuerySchema', () => {
  const ids = { doctor: 'doctor1', branch: 'branch1' };

  it('reads days from a query string and gives a week when none is asked', () => {
    expect(ZAvailabilityQuerySchema.parse({ ...ids, days: '14' })).toEqual({ ...ids, days: 14 });
    expect(ZAvailabilityQuerySchema.parse(ids)).toEqual({ ...ids, days: 7 });
  });

  it('names what is wrong with each part', () => {
    const result = ZAvailabilityQuerySchema.safeParse({ doctor: 'Bad-Id', branch: 'b1', from: '2026-02-30', days: 32 });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      doctor: 'validation.invalidChoice',
      from: 'validation.invalidDate',
      days: 'validation.tooLong',
    });
  });
});
