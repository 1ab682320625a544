import { MS_PER_MINUTE, type TWeekday, addDaysToIsoDate, getWeekdayOfIsoDate, isIsoDate } from './calendar-date';
import { toCairoDate } from './cairo-time';
import { BOOKING_LIMITS } from './booking';
import type { TBookedSeat, TDoctorSchedule, TScheduleException, TScheduleMode } from './schedule';
import { type TOpeningTime, isDateExcepted, isScheduleOnDate, listOpeningTimes } from './schedule-openings';
import { isSeasonalSchedule } from './schedule-overlap';
import { createClashCheck } from './doctor-clashes';
import { type TBranchHours, isInForce, selectValidHours } from './hours-in-force';

/**
 * open: bookable. full: bookable in principle, but every seat is taken.
 * closed: starts before `now + leadMinutes` (past or too soon); `remaining` is then 0.
 */
export type TOpeningStatus = 'open' | 'full' | 'closed';

export type TOpening = {
  start: Date;
  end: Date;
  mode: TScheduleMode;
  capacity: number;
  booked: number;
  remaining: number;
  status: TOpeningStatus;
  scheduleId: string;
};

export type TAvailabilityDay = {
  /** Cairo calendar date, 'YYYY-MM-DD'. */
  date: string;
  weekday: TWeekday;
  /** Sorted by start, then scheduleId. */
  openings: TOpening[];
};

/**
 * A place the doctor is booked at (a slot, or a walk-in session with at least one booking), here or
 * at another branch. Only the CMS knows where its rows belong, so it says which are at this branch.
 */
export type TDoctorCommitment = { start: Date; end: Date; isAtThisBranch: boolean };

export type TFindAvailabilityInput = {
  /** One doctor's schedules at one branch. Invalid ones (see ZDoctorScheduleSchema) are skipped. */
  schedules: readonly TDoctorSchedule[];
  /** The doctor's and the branch-wide exceptions together. Invalid ones are skipped. */
  exceptions: readonly TScheduleException[];
  bookings: readonly TBookedSeat[];
  /**
   * The same doctor's hours at their other branches. Their seasonal schedules replace the regular
   * hours here too, and their walk-in sessions keep the doctor there (patients come without booking).
   */
  otherBranches?: readonly TBranchHours[];
  /** Every place the doctor is booked at over the window, at any branch. */
  commitments?: readonly TDoctorCommitment[];
  now: Date;
  /** First Cairo date to return, 'YYYY-MM-DD'. */
  from: string;
  /** How many dates to return, 1..BOOKING_LIMITS.maxDays. */
  days: number;
  /** Openings starting before now + leadMinutes are closed. */
  leadMinutes: number;
  /** How many Cairo dates, today included, can be booked (see findAvailability). */
  horizonDays: number;
};

/**
 * The openings of one doctor at one branch for `days` Cairo dates from `from`, one entry
 * per date even when it has no openings. Pure: `now` is the only clock.
 *
 * - Horizon: the bookable dates are the `horizonDays` Cairo dates starting with today's
 *   Cairo date (horizonDays 1 = today only, 0 = nothing). Later dates are returned with no
 *   openings at all, so the horizon never shows up as a 'closed' opening.
 * - Lead time: openings of dates up to the horizon that start before now + leadMinutes
 *   (past dates included) are returned as 'closed' with remaining 0, so the UI can grey
 *   them out instead of the day looking empty.
 * - Exceptions remove every opening of the dates they cover.
 * - Seasonal hours (a schedule with both a first and a last date, see isSeasonalSchedule): on a date
 *   where one of the doctor's seasonal schedules runs, at any branch, the doctor's regular schedules
 *   are not in force, at any branch; the seasonal ones are.
 * - The doctor is one person: an opening that shares a minute with a place the doctor is booked at
 *   (another branch, or another start here) or with a walk-in session of theirs at another branch is
 *   'full', whatever seats it has left.
 * - Bookings count towards the opening starting at the same instant, to the millisecond;
 *   a booking that matches no opening belongs to an old schedule and is ignored.
 * - Two different schedules may open at the same instant; both are kept, and the bookings
 *   at that instant fill them in scheduleId order, so each seat is counted once. One
 *   schedule never yields the same instant twice (later copies of a scheduleId are ignored).
 *
 * Throws RangeError for a malformed `from` or out-of-range numbers: those are caller bugs,
 * since the API validates its query before calling this.
 */
export function findAvailability(input: TFindAvailabilityInput): TAvailabilityDay[] {
  assertWindow(input);
  const here = selectValidHours(input);
  const elsewhere = (input.otherBranches ?? []).map(selectValidHours);
  const seasonalSchedules = [here, ...elsewhere].flatMap((hours) => hours.schedules.filter(isSeasonalSchedule));
  const seatsByStart = sumSeatsByStart(input.bookings);
  const bookableFrom = input.now.getTime() + input.leadMinutes * MS_PER_MINUTE;
  const lastBookableDate =
    input.horizonDays > 0 ? addDaysToIsoDate(toCairoDate(input.now), input.horizonDays - 1) : null;

  return Array.from({ length: input.days }, (_, index) => {
    const date = addDaysToIsoDate(input.from, index);
    const isOffered = lastBookableDate !== null && date <= lastBookableDate && !isDateExcepted(here.exceptions, date);
    const isSeasonDate = seasonalSchedules.some((schedule) => isScheduleOnDate(schedule, date));
    const drafts = isOffered ? listDrafts(here.schedules, date, isSeasonDate) : [];
    const clashes = createClashCheck([
      ...elsewhere.flatMap((hours) => listWalkInSessions(hours, date, isSeasonDate)),
      ...(input.commitments ?? []),
    ]);
    return {
      date,
      weekday: getWeekdayOfIsoDate(date),
      openings: rateOpenings(drafts, seatsByStart, bookableFrom).map((opening) => blockIfBusy(opening, clashes)),
    };
  });
}

/** The first `count` 'open' openings, earliest first: the "next free slot" suggestions. */
export function findNextOpenings(days: readonly TAvailabilityDay[], count: number): TOpening[] {
  return days
    .flatMap((day) => day.openings)
    .filter((opening) => opening.status === 'open')
    .sort(compareOpenings)
    .slice(0, Math.max(0, count));
}

/**
 * The opening a booking for `start` should take, preferring an 'open' one when two
 * schedules share the instant; null when nothing starts then.
 */
export function findOpeningAt(days: readonly TAvailabilityDay[], start: Date): TOpening | null {
  const matches = days.flatMap((day) => day.openings).filter((opening) => opening.start.getTime() === start.getTime());
  return matches.find((opening) => opening.status === 'open') ?? matches[0] ?? null;
}

type TDraft = TOpeningTime & { schedule: TDoctorSchedule };

function assertWindow(input: TFindAvailabilityInput): void {
  if (!isIsoDate(input.from)) throw new RangeError(`Not a calendar date: ${input.from}`);
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > BOOKING_LIMITS.maxDays) {
    throw new RangeError(`days must be 1..${BOOKING_LIMITS.maxDays}, got ${input.days}`);
  }
  if (!Number.isInteger(input.leadMinutes) || input.leadMinutes < 0) {
    throw new RangeError(`leadMinutes must be a non-negative integer, got ${input.leadMinutes}`);
  }
  if (!Number.isInteger(input.horizonDays) || input.horizonDays < 0) {
    throw new RangeError(`horizonDays must be a non-negative integer, got ${input.horizonDays}`);
  }
  if (Number.isNaN(input.now.getTime())) throw new RangeError('now is an invalid date');
}

/** The doctor's walk-in sessions at another branch on `date`, unless that branch is closed to them. */
function listWalkInSessions(hours: TBranchHours, date: string, isSeasonDate: boolean): TDoctorCommitment[] {
  if (isDateExcepted(hours.exceptions, date)) return [];
  return hours.schedules
    .filter((schedule) => schedule.mode === 'fcfs' && isInForce(schedule, date, isSeasonDate))
    .flatMap((schedule) => listOpeningTimes(schedule, date).map((time) => ({ ...time, isAtThisBranch: false })));
}

/** A booking here at the same start is a seat of this very place; anything else that overlaps is a clash. */
function blockIfBusy(opening: TOpening, clashes: ReturnType<typeof createClashCheck>): TOpening {
  if (opening.status !== 'open' || !clashes(opening.start.getTime(), opening.end.getTime())) return opening;
  return { ...opening, remaining: 0, status: 'full' };
}

function sumSeatsByStart(bookings: readonly TBookedSeat[]): Map<number, number> {
  const seatsByStart = new Map<number, number>();
  for (const booking of bookings) {
    const key = booking.start.getTime();
    seatsByStart.set(key, (seatsByStart.get(key) ?? 0) + booking.seats);
  }
  return seatsByStart;
}

function listDrafts(schedules: readonly TDoctorSchedule[], date: string, isSeasonDate: boolean): TDraft[] {
  return schedules
    .filter((schedule) => isInForce(schedule, date, isSeasonDate))
    .flatMap((schedule) => listOpeningTimes(schedule, date).map(({ start, end }) => ({ start, end, schedule })));
}

function rateOpenings(
  drafts: readonly TDraft[],
  seatsByStart: ReadonlyMap<number, number>,
  bookableFrom: number,
): TOpening[] {
  const sorted = [...drafts].sort((a, b) =>
    compareStartThenSchedule(a.start.getTime(), a.schedule.id, b.start.getTime(), b.schedule.id),
  );
  // Seats at each instant not yet given to an earlier opening with the same start.
  const unassigned = new Map<number, number>();
  return sorted.map((draft, index) => {
    const key = draft.start.getTime();
    const seats = unassigned.get(key) ?? seatsByStart.get(key) ?? 0;
    const isLastAtInstant = sorted[index + 1]?.start.getTime() !== key;
    // The last opening at an instant takes any overflow, so `booked` never hides a seat.
    const booked = isLastAtInstant ? seats : Math.min(seats, draft.schedule.capacity);
    unassigned.set(key, seats - booked);
    const isClosed = key < bookableFrom;
    const remaining = isClosed ? 0 : Math.max(0, draft.schedule.capacity - booked);
    return {
      start: draft.start,
      end: draft.end,
      mode: draft.schedule.mode,
      capacity: draft.schedule.capacity,
      booked,
      remaining,
      status: getStatus(isClosed, remaining),
      scheduleId: draft.schedule.id,
    };
  });
}

function getStatus(isClosed: boolean, remaining: number): TOpeningStatus {
  if (isClosed) return 'closed';
  return remaining === 0 ? 'full' : 'open';
}

function compareOpenings(a: TOpening, b: TOpening): number {
  return compareStartThenSchedule(a.start.getTime(), a.scheduleId, b.start.getTime(), b.scheduleId);
}

/** By start, then by scheduleId compared by code unit, so the order never depends on locale. */
function compareStartThenSchedule(aStartMs: number, aScheduleId: string, bStartMs: number, bScheduleId: string) {
  if (aStartMs !== bStartMs) return aStartMs - bStartMs;
  if (aScheduleId === bScheduleId) return 0;
  return aScheduleId < bScheduleId ? -1 : 1;
}
