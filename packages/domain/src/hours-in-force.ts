import { MS_PER_DAY, type TWeekday, WEEK_FROM_SATURDAY, addDaysToIsoDate, isIsoDate } from './calendar-date';
import { cairoWallClockToInstant } from './cairo-time';
import {
  type TDoctorSchedule,
  type TScheduleException,
  ZDoctorScheduleSchema,
  ZScheduleExceptionSchema,
  parseScheduleTime,
} from './schedule';
import { isDateExcepted, isScheduleOnDate, listOpeningTimes } from './schedule-openings';
import { isSeasonalSchedule } from './schedule-overlap';

// A doctor's hours in force: which schedules count (the valid ones, seasonal hours replacing the
// regular ones on their days), the week's hours a patient reads, and the places they offer. The
// booking's openings (availability.ts) apply the same rules.

/** A doctor's hours at one branch: the weekly schedules, and the closures that apply there. */
export type TBranchHours = {
  schedules: readonly TDoctorSchedule[];
  exceptions: readonly TScheduleException[];
};

/**
 * A malformed schedule (a CMS typo) must not take the doctor's whole page down, and a
 * slotMinutes of 0 would never end, so invalid schedules simply offer nothing.
 */
export function selectValidSchedules(schedules: readonly TDoctorSchedule[]): TDoctorSchedule[] {
  const seenIds = new Set<string>();
  return schedules.filter((schedule) => {
    if (seenIds.has(schedule.id) || !ZDoctorScheduleSchema.safeParse(schedule).success) return false;
    seenIds.add(schedule.id);
    return true;
  });
}

export function selectValidHours(hours: TBranchHours): TBranchHours {
  return {
    schedules: selectValidSchedules(hours.schedules),
    exceptions: hours.exceptions.filter((exception) => ZScheduleExceptionSchema.safeParse(exception).success),
  };
}

/** Whether a valid schedule runs on `date`: on a date some seasonal hours run, only seasonal ones do. */
export function isInForce(schedule: TDoctorSchedule, date: string, isSeasonDate: boolean): boolean {
  return isScheduleOnDate(schedule, date) && (!isSeasonDate || isSeasonalSchedule(schedule));
}

/** One stretch of a doctor's week at one branch, as a patient reads it on the doctor's page. */
export type TWeeklyHours = {
  branch: string;
  weekday: TWeekday;
  startTime: string;
  endTime: string;
  mode: TDoctorSchedule['mode'];
};

/**
 * The doctor's hours in force on the 7 days from `from`, per branch and weekday, by the rules
 * findAvailability applies: seasonal hours replace the regular ones, at every branch, on the days
 * they run. Closures and leaves are not hours: the next free times tell of them. Ordered by branch
 * as given, then from Saturday, then by the start.
 */
export function listWeeklyHours(
  branches: readonly { branch: string; schedules: readonly TDoctorSchedule[] }[],
  from: string,
): TWeeklyHours[] {
  const valid = branches.map((entry) => ({ ...entry, schedules: selectValidSchedules(entry.schedules) }));
  const seasonal = valid.flatMap((entry) => entry.schedules.filter(isSeasonalSchedule));
  const hours = new Map<string, TWeeklyHours & { order: number }>();
  for (let index = 0; index < 7; index += 1) {
    const date = addDaysToIsoDate(from, index);
    const isSeasonDate = seasonal.some((schedule) => isScheduleOnDate(schedule, date));
    valid.forEach((entry, branchOrder) => {
      for (const schedule of entry.schedules.filter((candidate) => isInForce(candidate, date, isSeasonDate))) {
        const { weekday, startTime, endTime, mode } = schedule;
        const weekOrder = WEEK_FROM_SATURDAY.indexOf(weekday);
        hours.set(`${entry.branch} ${weekday} ${startTime} ${endTime} ${mode}`, {
          branch: entry.branch,
          weekday,
          startTime,
          endTime,
          mode,
          order: branchOrder * 7 + weekOrder,
        });
      }
    });
  }
  return [...hours.values()]
    .sort((a, b) => a.order - b.order || a.startTime.localeCompare(b.startTime))
    .map(({ branch, weekday, startTime, endTime, mode }) => ({ branch, weekday, startTime, endTime, mode }));
}

/**
 * How many places (a slot's or a walk-in session's seats) a doctor's hours at one branch offer over
 * `days` Cairo dates from `from`, by the rules findAvailability applies (closures, seasonal hours
 * replacing the regular ones at every branch), whether the dates are past or beyond the booking
 * horizon: the measure the statistics' utilization divides by. `otherBranches` are the same doctor's
 * hours elsewhere, whose seasonal schedules decide which of these are in force.
 */
export function countOfferedPlaces(input: {
  hours: TBranchHours;
  otherBranches: readonly TBranchHours[];
  from: string;
  days: number;
}): number {
  if (!isIsoDate(input.from)) throw new RangeError(`Not a calendar date: ${input.from}`);
  const here = selectValidHours(input.hours);
  const seasonalSchedules = [here, ...input.otherBranches.map(selectValidHours)].flatMap((hours) =>
    hours.schedules.filter(isSeasonalSchedule),
  );
  let places = 0;
  for (let index = 0; index < input.days; index += 1) {
    const date = addDaysToIsoDate(input.from, index);
    if (isDateExcepted(here.exceptions, date)) continue;
    const isSeasonDate = seasonalSchedules.some((schedule) => isScheduleOnDate(schedule, date));
    for (const schedule of here.schedules) {
      if (isInForce(schedule, date, isSeasonDate)) places += countOpeningTimes(schedule, date) * schedule.capacity;
    }
  }
  return places;
}

/** Whether `date` is not 24 hours long in Cairo: the night the clocks go forward (23) or back (25). */
const clockChangeDates = new Map<string, boolean>();
function hasClockChange(date: string): boolean {
  let changes = clockChangeDates.get(date);
  if (changes === undefined) {
    const length =
      cairoWallClockToInstant(addDaysToIsoDate(date, 1), '00:00').getTime() -
      cairoWallClockToInstant(date, '00:00').getTime();
    changes = length !== MS_PER_DAY;
    clockChangeDates.set(date, changes);
  }
  return changes;
}

/**
 * How many openings a valid schedule in force offers on `date`: listOpeningTimes' count, worked out
 * from the times alone on an ordinary day (a year of a doctor's hours would otherwise be thousands
 * of time-zone look-ups), and by listing them on a day the clocks change.
 */
function countOpeningTimes(schedule: TDoctorSchedule, date: string): number {
  const startMinute = parseScheduleTime(schedule.startTime);
  const endMinute = parseScheduleTime(schedule.endTime, true);
  if (hasClockChange(date) || startMinute === null || endMinute === null) {
    return listOpeningTimes(schedule, date).length;
  }
  if (schedule.mode === 'fcfs') return startMinute < endMinute ? 1 : 0;
  const slotMinutes = schedule.slotMinutes;
  if (slotMinutes === null || slotMinutes <= 0) return 0;
  return Math.max(0, Math.floor((endMinute - startMinute) / slotMinutes));
}
