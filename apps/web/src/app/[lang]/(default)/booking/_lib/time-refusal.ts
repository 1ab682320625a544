import type { Availability, AvailabilityDay, NextOpening } from '@clinic/cms-client';
import { ValidationMessage } from '@clinic/domain/messages';

/**
 * Why the chosen time cannot be booked: taken (every place of it is booked), passed (or too soon to
 * book), or not offered (not one of the doctor's times at the branch that day: the hours changed, a
 * hand-made or old link, or a date beyond the booking horizon, which the CMS lists without openings).
 */
export type TTimeRefusal = 'taken' | 'passed' | 'notOffered';

/** How many of the doctor's next free times the screen offers in place of a refused one. */
const OFFERED_OPENINGS = 6;

/**
 * Whether `start`, as a link or an old tab gives it, can still be booked: null when it is an open
 * opening of `day` (the CMS's availability for its date, once it has answered), else why not.
 */
export function findTimeRefusal(
  start: string,
  day: AvailabilityDay | undefined | null,
  now: Date,
): TTimeRefusal | null {
  const startMs = Date.parse(start);
  if (startMs <= now.getTime()) return 'passed';
  if (day === undefined) return null;
  const opening = day?.openings.find((candidate) => Date.parse(candidate.start) === startMs);
  if (!opening) return 'notOffered';
  if (opening.status === 'full') return 'taken';
  if (opening.status === 'closed') return 'passed';
  return null;
}

/** The refusal a booking's answer names on its `start`, or null for any other failure. */
export function readStartRefusal(fieldErrors: Record<string, string> | undefined): TTimeRefusal | null {
  const message = fieldErrors?.start;
  if (message === ValidationMessage.slotInPast) return 'passed';
  if (message === ValidationMessage.slotNotInSchedule) return 'notOffered';
  return null;
}

/** The doctor's soonest open times after `now`, other than `start`, to pick one in place. */
export function listNextOpenings(availability: Availability | undefined, start: string, now: Date): NextOpening[] {
  const startMs = Date.parse(start);
  return (availability?.days ?? [])
    .flatMap((day) => day.openings)
    .filter((opening) => opening.status === 'open' && Date.parse(opening.start) > now.getTime())
    .filter((opening) => Date.parse(opening.start) !== startMs)
    .slice(0, OFFERED_OPENINGS)
    .map(({ start: openingStart, end, mode, remaining }) => ({ start: openingStart, end, mode, remaining }));
}
