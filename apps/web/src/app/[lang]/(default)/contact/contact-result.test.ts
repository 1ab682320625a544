import { describe, expect, it } from 'vitest';
import { parseRetryAfter, readContactResponse } from './contact-result';

const validationBody = (errors: unknown[]) => ({
  data: null,
  error: { status: 400, name: 'ValidationError', message: 'Invalid contact message', details: { errors } },
});

describe('readContactResponse', () => {
  it('reads a 201 as sent', () => {
    expect(readContactResponse(201, { data: { received: true } }, null)).toEqual({ ok: true });
  });

  it('keeps the first message key per field of a ValidationError', () => {
    const body = validationBody([
      { path: ['email'], message: 'validation.invalidEmail', name: 'ValidationError' },
      { path: ['email'], message: 'validation.tooLong', name: 'ValidationError' },
      { path: ['message'], message: 'validation.messageTooShort', name: 'ValidationError' },
    ]);
    expect(readContactResponse(400, body, null)).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { email: 'validation.invalidEmail', message: 'validation.messageTooShort' },
    });
  });

  it('drops messages that are not validation keys, so no server text reaches the browser', () => {
    const body = validationBody([{ path: ['name'], message: 'Something internal happened', name: 'ValidationError' }]);
    expect(readContactResponse(400, body, null)).toEqual({ ok: false, status: 400 });
  });

  it('reads a 400 without details as a failure without field errors', () => {
    expect(readContactResponse(400, { error: { message: 'Bad Request' } }, null)).toEqual({ ok: false, status: 400 });
    expect(readContactResponse(400, undefined, null)).toEqual({ ok: false, status: 400 });
  });

  it('keeps the wait of a 429 from Retry-After', () => {
    expect(readContactResponse(429, { error: { name: 'RateLimitError' } }, '540')).toEqual({
      ok: false,
      status: 429,
      retryAfterSeconds: 540,
    });
  });

  it('reads a 429 without Retry-After as a failure without a wait', () => {
    expect(readContactResponse(429, undefined, null)).toEqual({ ok: false, status: 429 });
  });

  it('ignores Retry-After and field errors on other failures', () => {
    const body = validationBody([{ path: ['email'], message: 'validation.invalidEmail' }]);
    expect(readContactResponse(500, body, '60')).toEqual({ ok: false, status: 500 });
    expect(readContactResponse(413, undefined, null)).toEqual({ ok: false, status: 413 });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T10:00:00Z');

  it('reads delta seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds left, never negative', () => {
    expect(parseRetryAfter('Sat, 01 Mar 2025 10:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter('Sat, 01 Mar 2025 09:00:00 GMT', now)).toBe(0);
  });

  it('answers null when absent or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
