import { type TActionFailure, toMessageKey } from './action-result';

/** Whole minutes to wait, rounded up so "try again in 1 minute" is never too early; null for no wait. */
export function toRetryMinutes(retryAfterSeconds: number | null | undefined): number | null {
  if (retryAfterSeconds === undefined || retryAfterSeconds === null || retryAfterSeconds <= 0) return null;
  return Math.ceil(retryAfterSeconds / 60);
}

/** A form's words for a request refused for now: its namespace's `rateLimited` and `rateLimitedFor`. */
type TRateLimitWords = (key: 'rateLimited' | 'rateLimitedFor', values?: { minutes: number }) => string;

/**
 * A visitor's request refused for now, in the form's words, with the wait when the server gave one;
 * null for any other failure.
 */
export function describeRateLimit(
  failure: Pick<TActionFailure<unknown>, 'code' | 'retryAfterSeconds'>,
  t: TRateLimitWords,
): string | null {
  if (toMessageKey(failure.code, ['rateLimited', 'failed'], 'failed') !== 'rateLimited') return null;
  const minutes = toRetryMinutes(failure.retryAfterSeconds);
  return minutes === null ? t('rateLimited') : t('rateLimitedFor', { minutes });
}
