import { addDaysToIsoDate, getWeekdayOfIsoDate } from './calendar-date';
import { type TDoctorSchedule, parseScheduleTime } from './schedule';

/**
 * A seasonal schedule has both a first and a last date (Ramadan, a summer timetable). On the dates
 * it runs, it replaces the doctor's regular hours at every branch (see findAvailability), so the
 * editor never has to cut the regular timetable by hand. A schedule with one end date only is
 * regular hours that start or stop on that date.
 */
export function isSeasonalSchedule(schedule: Pick<TDoctorSchedule, 'effectiveFrom' | 'effectiveUntil'>): boolean {
  return schedule.effectiveFrom !== null && schedule.effectiveUntil !== null;
}

const DAYS_PER_WEEK = 7;

/** Whether the two effective ranges (null: open) have a date in common that falls on `weekday`. */
function shareWeekdayDate(a: TDoctorSchedule, b: TDoctorSchedule): boolean {
  const first =
    [a.effectiveFrom, b.effectiveFrom]
      .filter((date) => date !== null)
      .sort()
      .at(-1) ?? null;
  const last = [a.effectiveUntil, b.effectiveUntil].filter((date) => date !== null).sort()[0] ?? null;
  if (first === null || last === null) return true;
  if (first > last) return false;
  for (let offset = 0; offset < DAYS_PER_WEEK; offset += 1) {
    const date = addDaysToIsoDate(first, offset);
    if (date > last) return false;
    if (getWeekdayOfIsoDate(date) === a.weekday) return true;
  }
  return true;
}

/**
 * Whether one doctor could be due at two places at once under these two schedules, whatever
 * branches they are at: the same weekday, times that share at least a minute (one ending as the
 * other starts is fine), effective ranges with such a weekday in common, and the same kind, since
 * seasonal hours replace regular ones instead of adding to them. A schedule never overlaps itself
 * (same id), so an edit is checked against the doctor's other schedules.
 */
export function doSchedulesOverlap(a: TDoctorSchedule, b: TDoctorSchedule): boolean {
  if (a.id === b.id || a.weekday !== b.weekday || isSeasonalSchedule(a) !== isSeasonalSchedule(b)) return false;
  const [startA, endA] = [parseScheduleTime(a.startTime), parseScheduleTime(a.endTime, true)];
  const [startB, endB] = [parseScheduleTime(b.startTime), parseScheduleTime(b.endTime, true)];
  if (startA === null || endA === null || startB === null || endB === null) return false;
  return startA < endB && startB < endA && shareWeekdayDate(a, b);
}

/** Every pair of one doctor's schedules that overlap, each pair once, in the order given. */
export function findScheduleOverlaps<T extends TDoctorSchedule>(schedules: readonly T[]): [T, T][] {
  return schedules.flatMap((first, index) =>
    schedules
      .slice(index + 1)
      .flatMap((second): [T, T][] => (doSchedulesOverlap(first, second) ? [[first, second]] : [])),
  );
}
