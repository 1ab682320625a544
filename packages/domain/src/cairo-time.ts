// The subpath, not the package root: the root brings TZDate, which patches Date's prototype when
// loaded and so stays in every browser bundle that formats a Cairo time.
import { tzOffset } from '@date-fns/tz/tzOffset';
import {
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  type TWeekday,
  addDaysToIsoDate,
  getWeekdayOfIsoDate,
  parseClockTime,
  parseIsoDate,
} from './calendar-date';
import { CAIRO_TIME_ZONE, type TCairoFormatOptions, formatCairoDateTime } from './cairo-format';
import type { TLocale } from './locale';

export { CAIRO_TIME_ZONE, formatCairoDateTime, type TCairoFormatOptions } from './cairo-format';

/*
 * Egypt observes DST again since 2023: clocks go 00:00 → 01:00 on the last Friday of April
 * and 24:00 → 23:00 at the end of the last Thursday of October. Every conversion here reads
 * the runtime's tz database (Intl, via @date-fns/tz) instead of hard-coding those rules.
 */

/**
 * A zone's UTC offset at an instant, in minutes, read from the tz database once per UTC hour: reading
 * it costs microseconds, and availability converts thousands of instants per request. An hour's
 * offset is read at its first and last millisecond (no zone changes its clocks twice within an hour)
 * and kept; an hour in which the clocks change (Cairo's always change on the hour, other zones' not)
 * is read at each instant. Bounded: cleared when full.
 */
export function createOffsetReader(timeZone: string, maxCachedHours = 100_000): (instant: Date) => number {
  const offsetByUtcHour = new Map<number, number | null>();
  return (instant) => {
    const hour = Math.floor(instant.getTime() / MS_PER_HOUR);
    let offset = offsetByUtcHour.get(hour);
    if (offset === undefined) {
      const atStart = tzOffset(timeZone, new Date(hour * MS_PER_HOUR));
      const atEnd = tzOffset(timeZone, new Date((hour + 1) * MS_PER_HOUR - 1));
      offset = atStart === atEnd ? atStart : null;
      if (offsetByUtcHour.size >= maxCachedHours) offsetByUtcHour.clear();
      offsetByUtcHour.set(hour, offset);
    }
    return offset ?? tzOffset(timeZone, instant);
  };
}

const readCairoOffset = createOffsetReader(CAIRO_TIME_ZONE);

/** The UTC offset in Cairo at `instant`, in minutes: 120 in winter, 180 in summer. */
export function getCairoOffsetMinutes(instant: Date): number {
  return readCairoOffset(instant);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Cairo's wall clock at `instant`, as a Date whose UTC fields show it. */
function toCairoWallClock(instant: Date): Date {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
  return new Date(instant.getTime() + getCairoOffsetMinutes(instant) * MS_PER_MINUTE);
}

const formatWallDate = (wall: Date) =>
  `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

/** The Cairo calendar date of `instant`, 'YYYY-MM-DD'. */
export function toCairoDate(instant: Date): string {
  return formatWallDate(toCairoWallClock(instant));
}

/** The Cairo wall-clock time of `instant`, 'HH:mm'. */
export function toCairoTime(instant: Date): string {
  const wall = toCairoWallClock(instant);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** '2026-11-24T10:30:00+02:00': the instant as Cairo wall clock with its offset. */
export function toIsoWithCairoOffset(instant: Date): string {
  const offset = getCairoOffsetMinutes(instant);
  const wall = toCairoWallClock(instant);
  const sign = offset < 0 ? '-' : '+';
  const offsetText = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${formatWallDate(wall)}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}${offsetText}`;
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

/**
 * The instant Cairo's `date` begins, when its clocks keep one offset the whole day (every day of the
 * year but the two on which they change); null on those two. On such a day the instant of a wall-clock
 * time is this instant plus the time, with no tz lookup: availability lists hundreds of times a day.
 */
export function findSteadyCairoDayStart(date: string): number | null {
  const start = cairoWallClockToInstant(date, '00:00').getTime();
  const nextStart = cairoWallClockToInstant(addDaysToIsoDate(date, 1), '00:00').getTime();
  if (nextStart - start !== MS_PER_DAY) return null;
  return offsetAt(start) === offsetAt(nextStart - 1) ? start : null;
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

/** A day without a clock change in Cairo, on which a wall-clock time is written out. */
const CLOCK_REFERENCE_DAY = '2026-01-15';
/** As the booking writes its times: '9:00 am', not '09:00 am'. */
const CLOCK_TIME_FORMAT: TCairoFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * A wall-clock time as the CMS keeps it ('09:00', '17:30:00.000') in the 12-hour form patients read
 * ('9:00 am', '5:30 م'), with Western digits.
 */
export function formatClockTime(time: string, locale: TLocale): string {
  return formatCairoDateTime(cairoWallClockToInstant(CLOCK_REFERENCE_DAY, time), locale, CLOCK_TIME_FORMAT);
}
