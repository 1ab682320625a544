import { CmsError } from '@clinic/cms-client';
import { ERROR_RESPONSES, type TErrorCode } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_KEYS, toMessageKey } from './action-result';
import { readErrorCode, toActionFailure } from './cms-failure';

const cmsError = (status: number, details: Record<string, unknown> = {}) =>
  new CmsError({ status, name: 'Error', message: 'internal text', details, body: {} });

describe('readErrorCode', () => {
  it('takes the code the CMS named', () => {
    expect(readErrorCode(cmsError(409, { code: 'TOO_EARLY' }))).toBe('TOO_EARLY');
    expect(readErrorCode(cmsError(409, { code: 'SLOT_FULL' }))).toBe('SLOT_FULL');
  });

  it.each([
    [400, 'VALIDATION_FAILED'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [429, 'RATE_LIMITED'],
    [502, 'INTERNAL'],
    [503, 'SERVICE_UNAVAILABLE'],
  ] as const)('reads HTTP %i without a code, or with one it does not know, as %s', (status, code) => {
    expect(readErrorCode(cmsError(status))).toBe(code);
    expect(readErrorCode(cmsError(status, { code: 'SOMETHING_NEWER' }))).toBe(code);
  });

  it('reads a CMS that never answered (the network, a timeout) as SERVICE_UNAVAILABLE', () => {
    expect(readErrorCode(new CmsError({ status: 500, name: 'UnknownError', message: 'fetch failed' }))).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect(readErrorCode(new TypeError('fetch failed'))).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('toActionFailure', () => {
  it('keeps the known field message keys, the wait and what the action adds, and none of the CMS’s text', () => {
    const error = cmsError(400, {
      code: 'VALIDATION_FAILED',
      errors: [
        { path: ['patient', 'phone'], message: 'validation.invalidPhone' },
        { path: ['notes'], message: '<b>raw server text</b>' },
      ],
    });
    const failure = toActionFailure(error, { step: 2 });
    expect(failure).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'patient.phone': 'validation.invalidPhone' },
      details: { step: 2 },
    });
    expect(JSON.stringify(failure)).not.toContain('internal text');
  });

  it('carries how long to wait after RATE_LIMITED', () => {
    const error = new CmsError({
      status: 429,
      name: 'RateLimitError',
      message: 'x',
      details: { code: 'RATE_LIMITED' },
      retryAfterSeconds: 90,
    });
    expect(toActionFailure(error)).toEqual({ ok: false, code: 'RATE_LIMITED', retryAfterSeconds: 90 });
  });
});

describe('ERROR_MESSAGE_KEYS and toMessageKey', () => {
  it('names a message for every code', () => {
    expect(Object.keys(ERROR_MESSAGE_KEYS).sort()).toEqual(Object.keys(ERROR_RESPONSES).sort());
  });

  it('gives a screen the key it writes for a code, and its fallback for any other', () => {
    const contact = ['rateLimited', 'failed'] as const;
    expect(toMessageKey('RATE_LIMITED', contact, 'failed')).toBe('rateLimited');
    for (const code of ['SERVICE_UNAVAILABLE', 'INTERNAL', 'FORBIDDEN'] satisfies TErrorCode[]) {
      expect(toMessageKey(code, contact, 'failed')).toBe('failed');
    }
  });
});
