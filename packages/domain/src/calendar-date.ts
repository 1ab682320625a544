/** Monday first, as the CMS stores a week; patients see it from Saturday (WEEK_FROM_SATURDAY). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type TWeekday = (typeof WEEKDAYS)[number];

/** The week as it is written in Egypt, Saturday to Friday: how the site lists days to patients. */
export const WEEK_FROM_SATURDAY: readonly TWeekday[] = [...WEEKDAYS.slice(5), ...WEEKDAYS.slice(0, 5)];

export type TIsoDateParts = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{3}))?)?$/;
/** A wall-clock time to the minute: 'HH:mm'. */
export const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/;

const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/** Parses 'YYYY-MM-DD', rejecting dates that do not exist (2026-02-29, 2026-04-31). */
export function parseIsoDate(value: string): TIsoDateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999, hence the explicit year comparison.
  const isReal = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return isReal ? { year, month, day } : null;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/**
 * Milliseconds since midnight for 'HH:mm', 'HH:mm:ss' or 'HH:mm:ss.SSS' (the last is how
 * Strapi returns time fields). Null for anything else, including '24:00'.
 */
export function parseClockTime(value: string): number | null {
  const match = CLOCK_TIME.exec(value);
  if (!match) return null;
  return (
    Number(match[1]) * MS_PER_HOUR +
    Number(match[2]) * MS_PER_MINUTE +
    Number(match[3] ?? 0) * MS_PER_SECOND +
    Number(match[4] ?? 0)
  );
}

export function formatIsoDate(parts: TIsoDateParts): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/** The weekday of a calendar date; no time zone is involved once the date is known. */
export function getWeekdayOfIsoDate(date: string): TWeekday {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const sundayFirst = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as TWeekday;
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDaysToIsoDate(date: string, days: number): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const shifted = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return formatIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}
