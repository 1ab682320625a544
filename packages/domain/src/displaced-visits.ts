import { findAvailability, findOpeningAt } from './availability';
import type { TBranchHours } from './hours-in-force';
import { toCairoDate } from './cairo-time';

/**
 * Whether a booked visit starting at `start` is still one of the doctor's places at its branch: the
 * hours there offer an opening that starts then, on a day no closure covers (seasonal hours elsewhere
 * replacing the regular ones, as findAvailability says). A visit that is not has been displaced by a
 * change to the doctor's hours, and the front desk calls the patient. Seats and lead time do not
 * matter here: the visit holds its seat already.
 */
export function isVisitWithinHours(
  start: Date,
  hours: TBranchHours,
  otherBranches: readonly TBranchHours[] = [],
): boolean {
  const days = findAvailability({
    schedules: hours.schedules,
    exceptions: hours.exceptions,
    otherBranches,
    bookings: [],
    now: start,
    from: toCairoDate(start),
    days: 1,
    leadMinutes: 0,
    horizonDays: 1,
  });
  return findOpeningAt(days, start) !== null;
}

/** A displaced visit the front desk still has to call about: it is still booked, pending or confirmed. */
export function isAwaitingCall(visit: { status: string; displacedAt: string | null }): boolean {
  return visit.displacedAt !== null && (visit.status === 'pending' || visit.status === 'confirmed');
}
