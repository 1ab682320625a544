/** Whole minutes to wait, rounded up so "try again in 1 minute" is never too early; null for no wait. */
export function toRetryMinutes(retryAfterSeconds: number | null | undefined): number | null {
  if (retryAfterSeconds === undefined || retryAfterSeconds === null || retryAfterSeconds <= 0) return null;
  return Math.ceil(retryAfterSeconds / 60);
}
