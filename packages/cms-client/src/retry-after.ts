/**
 * Reads a Retry-After header in either of its forms: delta seconds ("120") or an HTTP date,
 * turned into the seconds left from `now` (never negative). `null` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // All three HTTP date formats open with the day name; Date.parse alone would take "-5" as a year.
  const date = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
