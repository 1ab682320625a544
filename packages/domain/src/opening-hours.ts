import { MS_PER_DAY, type TWeekday, WEEKDAYS, parseClockTime } from './calendar-date';
import { getCairoMsOfDay, getCairoWeekday, toCairoDate } from './cairo-time';

/** One row of a branch's weekly schedule, as the CMS stores it (times may be null). */
export type TOpeningHours = {
  day: TWeekday;
  isClosed: boolean;
  opensAt?: string | null;
  closesAt?: string | null;
};

type TInterval = { start: number; end: number };

/**
 * Whether a branch is open at `now`, judged on the Cairo wall clock.
 *
 * - Opening is inclusive and closing exclusive: open at exactly 09:00 for 09:00–17:00, closed
 *   at exactly 17:00.
 * - A day may have several rows (split shifts); any open row counts.
 * - closesAt '00:00' means midnight at the end of the day; a closing time before the opening
 *   time means the row runs past midnight into the next day.
 * - A row with missing or malformed times counts as closed: this drives an "open now" badge,
 *   and a typo in the CMS must not break the page.
 */
export function isOpenNow(openingHours: readonly TOpeningHours[], now: Date): boolean {
  const today = getCairoWeekday(toCairoDate(now));
  const yesterday = getPreviousWeekday(today);
  const msOfDay = getCairoMsOfDay(now);

  return openingHours.some((row) => {
    if (row.isClosed) return false;
    const interval = toInterval(row);
    if (!interval) return false;
    if (row.day === today) {
      return msOfDay >= interval.start && msOfDay < Math.min(interval.end, MS_PER_DAY);
    }
    // The part of yesterday's overnight row that falls after midnight today.
    return row.day === yesterday && msOfDay < interval.end - MS_PER_DAY;
  });
}

/** Interval in ms from the row's midnight; `end` exceeds a day for overnight rows. */
function toInterval(row: TOpeningHours): TInterval | null {
  const start = row.opensAt ? parseClockTime(row.opensAt) : null;
  const close = row.closesAt ? parseClockTime(row.closesAt) : null;
  if (start === null || close === null) return null;
  if (close === 0) return { start, end: MS_PER_DAY };
  return { start, end: close < start ? close + MS_PER_DAY : close };
}

function getPreviousWeekday(day: TWeekday): TWeekday {
  const index = WEEKDAYS.indexOf(day);
  return WEEKDAYS[(index + WEEKDAYS.length - 1) % WEEKDAYS.length] as TWeekday;
}
