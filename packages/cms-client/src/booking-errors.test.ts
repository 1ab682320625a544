import { describe, expect, it, vi } from 'vitest';
import { getNextOpenings, isSlotTakenError } from './booking';
import { bookingRequest } from './booking-test-support';
import { createCmsClient } from './client';
import { CmsError } from './errors';
import type { CmsErrorContext } from './events';
import { getFieldErrors } from './field-errors';
import { createFetchStub, jsonResponse } from './test-support';

const BASE = 'http://cms.test';

/** The CMS's error envelope, as its booking controller and guard middleware write it. */
function strapiError(status: number, name: string, message: string, details: object = {}, headers = {}) {
  const response = jsonResponse({ data: null, error: { status, name, message, details } }, status);
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, String(value));
  return response;
}

/** Runs one failing booking; returns what it rejected with, what was reported, and how often fetch ran. */
async function failBooking(respond: Parameters<typeof createFetchStub>[0]) {
  const stub = createFetchStub(respond);
  const onError = vi.fn<(error: CmsError, context: CmsErrorContext) => void>();
  const cms = createCmsClient({ baseUrl: BASE, fetch: stub.fetch, onError });
  const error: unknown = await cms.book(bookingRequest, { idempotencyKey: 'submit-0001' }).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CmsError)) throw new Error(`expected a CmsError, got ${String(error)}`);
  return { error, onError, calls: stub.calls };
}

const nextOpenings = [
  { start: '2026-11-24T18:00:00+02:00', end: '2026-11-24T21:00:00+02:00', mode: 'fcfs', remaining: 7 },
  { start: '2026-11-26T10:15:00+02:00', end: '2026-11-26T10:30:00+02:00', mode: 'slots', remaining: 1 },
];
const slotTaken = () =>
  strapiError(409, 'ConflictError', 'This time is no longer available', { nextOpenings: [...nextOpenings] });

describe('booking a place that filled up (409)', () => {
  it('rejects with a CmsError whose next openings are readable', async () => {
    const { error } = await failBooking(slotTaken);

    expect(error).toMatchObject({
      status: 409,
      name: 'ConflictError',
      message: 'This time is no longer available',
      details: { nextOpenings },
    });
    expect(isSlotTakenError(error)).toBe(true);
    expect(getNextOpenings(error)).toEqual(nextOpenings);
  });

  it('drops malformed next openings', async () => {
    const { error } = await failBooking(() =>
      strapiError(409, 'ConflictError', 'taken', { nextOpenings: [nextOpenings[0], { start: 5 }, 'x', null] }),
    );

    expect(getNextOpenings(error)).toEqual([nextOpenings[0]]);
  });

  it('tells a taken place apart from other errors', () => {
    const otherConflict = new CmsError({ status: 409, name: 'ConflictError', message: 'Duplicate', details: {} });
    const validation = new CmsError({ status: 400, name: 'ValidationError', message: 'x', details: { nextOpenings } });

    for (const other of [otherConflict, validation, new Error('x'), { status: 409, details: { nextOpenings } }]) {
      expect(isSlotTakenError(other)).toBe(false);
      expect(getNextOpenings(other)).toEqual([]);
    }
  });
});

describe('booking validation (400)', () => {
  it('maps details.errors to message keys by dotted path', async () => {
    const details = {
      errors: [
        { path: ['patient', 'phone'], message: 'validation.invalidPhone', name: 'ValidationError' },
        { path: ['consent', 'accepted'], message: 'validation.consentRequired', name: 'ValidationError' },
        { path: ['cardBack'], message: 'validation.cardImagesRequired', name: 'ValidationError' },
      ],
    };
    const { error } = await failBooking(() => strapiError(400, 'ValidationError', 'Invalid booking', details));

    expect(error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Invalid booking', details });
    expect(isSlotTakenError(error)).toBe(false);
    expect(getFieldErrors(error)).toEqual({
      'patient.phone': 'validation.invalidPhone',
      'consent.accepted': 'validation.consentRequired',
      cardBack: 'validation.cardImagesRequired',
    });
  });
});

describe('oversized and too frequent bookings', () => {
  it('413 from the guard: PayloadTooLargeError with no field', async () => {
    const { error } = await failBooking(() =>
      strapiError(413, 'PayloadTooLargeError', 'The booking request is too large'),
    );

    expect(error).toMatchObject({
      status: 413,
      name: 'PayloadTooLargeError',
      message: 'The booking request is too large',
      details: {},
      retryAfterSeconds: null,
    });
    expect(getFieldErrors(error)).toEqual({});
  });

  it('413 from the controller names the card that is too large', async () => {
    const details = {
      errors: [{ path: ['cardFront'], message: 'validation.cardImageTooLarge', name: 'ValidationError' }],
    };
    const { error } = await failBooking(() =>
      strapiError(413, 'PayloadTooLargeError', 'A card image is larger than 5 MB', details),
    );

    expect(error).toMatchObject({ status: 413, name: 'PayloadTooLargeError' });
    expect(getFieldErrors(error)).toEqual({ cardFront: 'validation.cardImageTooLarge' });
  });

  it('429: RateLimitError with the Retry-After seconds', async () => {
    const message = 'Too many bookings from this address; try again later';
    const { error } = await failBooking(() =>
      strapiError(429, 'RateLimitError', message, {}, { 'Retry-After': '540' }),
    );

    expect(error).toMatchObject({ status: 429, name: 'RateLimitError', message, details: {}, retryAfterSeconds: 540 });
    expect(getFieldErrors(error)).toEqual({});
  });

  it('429 without Retry-After leaves retryAfterSeconds null', async () => {
    const { error } = await failBooking(() => strapiError(429, 'RateLimitError', 'slow down'));

    expect(error.retryAfterSeconds).toBeNull();
  });
});

describe('booking failures: events and retries', () => {
  it.each([
    ['409 ConflictError', slotTaken],
    ['400 ValidationError', () => strapiError(400, 'ValidationError', 'Invalid booking', { errors: [] })],
    ['413 PayloadTooLargeError', () => strapiError(413, 'PayloadTooLargeError', 'too large')],
    ['429 RateLimitError', () => strapiError(429, 'RateLimitError', 'slow down', {}, { 'Retry-After': '60' })],
    ['500 InternalServerError', () => strapiError(500, 'InternalServerError', 'Internal Server Error')],
    [
      'network error',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('%s: fetches exactly once and raises the error event exactly once', async (_label, respond) => {
    const { error, onError, calls } = await failBooking(respond);

    expect(calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error, { method: 'POST', url: `${BASE}/api/appointments/book` });
  });
});
