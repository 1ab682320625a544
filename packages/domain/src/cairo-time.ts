import { tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { MS_PER_DAY, type TWeekday, getWeekdayOfIsoDate, parseClockTime, parseIsoDate } from './calendar-date';
import type { TLocale } from './locale';

/**
 * Egypt observes DST again since 2023: clocks go 00:00 → 01:00 on the last Friday of April
 * and 24:00 → 23:00 at the end of the last Thursday of October. Every conversion here reads
 * the runtime's tz database (Intl, via @date-fns/tz) instead of hard-coding those rules.
 */
export const CAIRO_TIME_ZONE = 'Africa/Cairo';

const cairo = tz(CAIRO_TIME_ZONE);
const MS_PER_MINUTE = 60_000;

/** The UTC offset in Cairo at `instant`, in minutes: 120 in winter, 180 in summer. */
export function getCairoOffsetMinutes(instant: Date): number {
  return tzOffset(CAIRO_TIME_ZONE, instant);
}

/** The Cairo calendar date of `instant`, 'YYYY-MM-DD'. */
export function toCairoDate(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', { in: cairo });
}

/** The Cairo wall-clock time of `instant`, 'HH:mm'. */
export function toCairoTime(instant: Date): string {
  return format(instant, 'HH:mm', { in: cairo });
}

/** '2026-11-24T10:30:00+02:00': the instant as Cairo wall clock with its offset. */
export function toIsoWithCairoOffset(instant: Date): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm:ssxxx", { in: cairo });
}

/** Milliseconds since Cairo midnight at `instant`. */
export function getCairoMsOfDay(instant: Date): number {
  const wallAsUtc = instant.getTime() + getCairoOffsetMinutes(instant) * MS_PER_MINUTE;
  return ((wallAsUtc % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
}

export function getCairoWeekday(date: string): TWeekday {
  return getWeekdayOfIsoDate(date);
}

/**
 * The instant at which Cairo clocks show `date` `time` ('HH:mm', seconds allowed).
 *
 * - Spring-forward gap (00:00–00:59 on the last Friday of April does not exist): returns the
 *   first instant after the gap, i.e. 01:00 +03:00, so a slot typed into the gap lands at
 *   the moment the clinic's day actually starts.
 * - Fall-back overlap (23:00–23:59 on the last Thursday of October happens twice): returns
 *   the EARLIER instant, still at +03:00, so an appointment is never silently pushed an
 *   hour later than the patient was told.
 *
 * Throws RangeError for a malformed date or time; validate user input with ZIsoDateSchema
 * and ZClockTimeSchema first.
 */
export function cairoWallClockToInstant(date: string, time: string): Date {
  const parts = parseIsoDate(date);
  const msOfDay = parseClockTime(time);
  if (!parts || msOfDay === null) {
    throw new RangeError(`Not a Cairo wall-clock time: ${date} ${time}`);
  }
  const wallAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day) + msOfDay;
  // Offsets a day either side bracket any single transition near this wall-clock time.
  const offsetBefore = offsetAt(wallAsUtc - MS_PER_DAY);
  const offsetAfter = offsetAt(wallAsUtc + MS_PER_DAY);

  const matches = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset * MS_PER_MINUTE)
    .filter((candidate) => wallAsUtc - offsetAt(candidate) * MS_PER_MINUTE === candidate);
  if (matches.length > 0) {
    return new Date(Math.min(...matches));
  }
  return new Date(findTransition(wallAsUtc - offsetAfter * MS_PER_MINUTE, wallAsUtc - offsetBefore * MS_PER_MINUTE));
}

function offsetAt(epochMs: number): number {
  return getCairoOffsetMinutes(new Date(epochMs));
}

/**
 * First minute in (low, high] whose offset differs from the offset at `low`: the instant
 * the clocks jump. Offsets only change on whole minutes, so a minute search is exact.
 */
function findTransition(low: number, high: number): number {
  const offsetAtLow = offsetAt(low);
  let before = low;
  let after = high;
  while (after - before > MS_PER_MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (offsetAt(middle) === offsetAtLow) before = middle;
    else after = middle;
  }
  return after;
}

export type TCairoFormatOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone' | 'numberingSystem'>;

/**
 * 'en-GB' for day-first dates as written in Egypt. 'ar-EG' would default to Arabic-Indic
 * digits; the digits policy (Western digits everywhere) is enforced with numberingSystem.
 */
const INTL_LOCALE: Readonly<Record<TLocale, string>> = { en: 'en-GB', ar: 'ar-EG' };

const DEFAULT_FORMAT: TCairoFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

const formatterCache = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats `instant` as Cairo local time. Times use a 12-hour clock unless the caller asks
 * otherwise, because that is how both English and Arabic speakers in Egypt read them.
 */
export function formatCairoDateTime(
  instant: Date,
  locale: TLocale,
  options: TCairoFormatOptions = DEFAULT_FORMAT,
): string {
  return getFormatter(locale, options).format(instant);
}

function getFormatter(locale: TLocale, options: TCairoFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    const hasClockChoice = options.hour12 !== undefined || options.hourCycle !== undefined;
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...(hasClockChoice ? {} : { hourCycle: 'h12' }),
      ...options,
      timeZone: CAIRO_TIME_ZONE,
      numberingSystem: 'latn',
    });
    formatterCache.set(key, formatter);
  }
  return formatter;
}
