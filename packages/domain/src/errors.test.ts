import { describe, expect, it } from 'vitest';
import {
  AppError,
  ERROR_RESPONSES,
  ErrorCode,
  getErrorCodeOfStatus,
  getHttpStatus,
  isAppError,
  isErrorCode,
} from './errors';

describe('ErrorCode', () => {
  it('uses the names as values', () => {
    for (const [name, value] of Object.entries(ErrorCode)) {
      expect(value).toBe(name);
    }
  });

  it.each([
    [ErrorCode.VALIDATION_FAILED, 400],
    [ErrorCode.UNAUTHORIZED, 401],
    [ErrorCode.FORBIDDEN, 403],
    [ErrorCode.NOT_FOUND, 404],
    [ErrorCode.CONFLICT, 409],
    [ErrorCode.SLOT_FULL, 409],
    [ErrorCode.INVALID_TRANSITION, 409],
    [ErrorCode.TOO_EARLY, 409],
    [ErrorCode.UNDO_EXPIRED, 409],
    [ErrorCode.PAYLOAD_TOO_LARGE, 413],
    [ErrorCode.RATE_LIMITED, 429],
    [ErrorCode.INTERNAL, 500],
    [ErrorCode.SERVICE_UNAVAILABLE, 503],
  ])('%s → HTTP %i', (code, status) => {
    expect(getHttpStatus(code)).toBe(status);
  });

  it('names every 409 a ConflictError, as clients of the REST API read it', () => {
    const conflicts = Object.entries(ERROR_RESPONSES).filter(([, response]) => response.status === 409);
    expect(conflicts.map(([code]) => code)).toEqual([
      'CONFLICT',
      'SLOT_FULL',
      'INVALID_TRANSITION',
      'TOO_EARLY',
      'UNDO_EXPIRED',
    ]);
    expect(new Set(conflicts.map(([, response]) => response.name))).toEqual(new Set(['ConflictError']));
    expect(ERROR_RESPONSES.VALIDATION_FAILED.name).toBe('ValidationError');
  });

  it.each([
    [400, ErrorCode.VALIDATION_FAILED],
    [401, ErrorCode.UNAUTHORIZED],
    [403, ErrorCode.FORBIDDEN],
    [404, ErrorCode.NOT_FOUND],
    [405, ErrorCode.VALIDATION_FAILED],
    [409, ErrorCode.CONFLICT],
    [413, ErrorCode.PAYLOAD_TOO_LARGE],
    [429, ErrorCode.RATE_LIMITED],
    [500, ErrorCode.INTERNAL],
    [502, ErrorCode.INTERNAL],
    [503, ErrorCode.SERVICE_UNAVAILABLE],
  ])('an answer of HTTP %i without a code means %s', (status, code) => {
    expect(getErrorCodeOfStatus(status)).toBe(code);
  });

  it('recognises codes but not arbitrary strings or prototype keys', () => {
    expect(isErrorCode('SLOT_FULL')).toBe(true);
    expect(isErrorCode('slot_full')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});

describe('AppError', () => {
  it('carries code, status, details and cause', () => {
    const cause = new Error('db said no');
    const error = new AppError(ErrorCode.SLOT_FULL, 'Slot taken', {
      details: { slotId: 12 },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.message).toBe('Slot taken');
    expect(error.code).toBe('SLOT_FULL');
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ slotId: 12 });
    expect(error.cause).toBe(cause);
    expect(isAppError(error)).toBe(true);
  });

  it('defaults the message to the code', () => {
    const error = new AppError(ErrorCode.RATE_LIMITED);
    expect(error.message).toBe('RATE_LIMITED');
    expect(error.status).toBe(429);
    expect(error.details).toBeUndefined();
  });

  it('is not confused with plain errors', () => {
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError({ code: 'NOT_FOUND', status: 404 })).toBe(false);
  });
});
