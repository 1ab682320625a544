import { MS_PER_MINUTE, addDaysToIsoDate, getWeekdayOfIsoDate } from './calendar-date';
import { cairoWallClockToInstant, findSteadyCairoDayStart, getCairoMsOfDay } from './cairo-time';
import { type TDoctorSchedule, type TScheduleException, parseScheduleTime } from './schedule';

export type TOpeningTime = { start: Date; end: Date };

const MINUTES_PER_DAY = 24 * 60;

/** Whether the schedule runs on `date`: right weekday, inside its inclusive effective range. */
export function isScheduleOnDate(schedule: TDoctorSchedule, date: string): boolean {
  if (getWeekdayOfIsoDate(date) !== schedule.weekday) return false;
  if (schedule.effectiveFrom !== null && date < schedule.effectiveFrom) return false;
  return schedule.effectiveUntil === null || date <= schedule.effectiveUntil;
}

/** ISO dates compare correctly as strings, so no parsing is needed. */
export function isDateExcepted(exceptions: readonly TScheduleException[], date: string): boolean {
  return exceptions.some((exception) => exception.startDate <= date && date <= exception.endDate);
}

/**
 * The openings one valid schedule offers on `date`, assuming isScheduleOnDate. Each wall-clock
 * label is resolved through the tz database on that very date, so DST needs no special case:
 *
 * - slots: a label that does not exist (spring-forward gap) is skipped. Shifting it to the
 *   end of the gap would give two slots the same instant. A repeated label (fall-back
 *   night) resolves to its earlier instant only, so it appears once. A slot lasts
 *   `slotMinutes` of real time, even when the clocks change during it.
 * - fcfs: the session starts at the first real instant at or after its start label, which
 *   for a start inside the gap is the very instant the clocks jump: the session does
 *   happen, just under another label. A session entirely inside the gap is dropped.
 */
export function listOpeningTimes(schedule: TDoctorSchedule, date: string): TOpeningTime[] {
  const startMinute = parseScheduleTime(schedule.startTime);
  const endMinute = parseScheduleTime(schedule.endTime, true);
  if (startMinute === null || endMinute === null) return [];
  if (schedule.mode === 'fcfs') {
    const start = cairoWallClockToInstant(date, formatMinute(startMinute));
    const end = resolveSessionEnd(date, endMinute);
    return start < end ? [{ start, end }] : [];
  }
  const slotMinutes = schedule.slotMinutes;
  if (slotMinutes === null) return [];
  const steadyDayStart = findSteadyCairoDayStart(date);
  const openings: TOpeningTime[] = [];
  for (let minute = startMinute; minute + slotMinutes <= endMinute; minute += slotMinutes) {
    const start =
      steadyDayStart === null ? resolveSlotLabel(date, minute) : new Date(steadyDayStart + minute * MS_PER_MINUTE);
    if (start) openings.push({ start, end: new Date(start.getTime() + slotMinutes * MS_PER_MINUTE) });
  }
  return openings;
}

/** A slot's label on a day the clocks change, through the tz database; null for a label in the gap. */
function resolveSlotLabel(date: string, minute: number): Date | null {
  const start = cairoWallClockToInstant(date, formatMinute(minute));
  // The helper maps a label in the gap to the end of the gap, which shows another label.
  return getCairoMsOfDay(start) === minute * MS_PER_MINUTE ? start : null;
}

/** '24:00' is the next day's midnight, whatever real instant that is on a DST night. */
function resolveSessionEnd(date: string, endMinute: number): Date {
  if (endMinute === MINUTES_PER_DAY) return cairoWallClockToInstant(addDaysToIsoDate(date, 1), '00:00');
  return cairoWallClockToInstant(date, formatMinute(endMinute));
}

function formatMinute(minuteOfDay: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}
