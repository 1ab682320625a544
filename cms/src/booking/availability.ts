import {
  AppError,
  ErrorCode,
  addDaysToIsoDate,
  cairoWallClockToInstant,
  findAvailability,
  findNextOpenings,
  findOpeningAt,
  toCairoDate,
  toIsoWithCairoOffset,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { fieldErrorsToDetails } from '../utils/validation-details';
import { readBookingSettings } from './booking-settings';
import { findDoctorPlaces } from './doctor-time';
import { loadDoctorTimetable } from './schedule-data';
import { countTakenSeats } from './seats';

type Opening = ReturnType<typeof findAvailability>[number]['openings'][number];

/** An opening as the answers give it: its times with Cairo's offset ('2026-11-24T10:55:00+02:00'), its kind, size and state. */
export const describeOpening = (opening: Opening) => ({
  start: toIsoWithCairoOffset(opening.start),
  end: toIsoWithCairoOffset(opening.end),
  mode: opening.mode,
  capacity: opening.capacity,
  status: opening.status,
});

export type AvailabilityQuery = { doctor: string; branch: string; from: string; days: number; now?: Date };

/**
 * The openings of one doctor at one branch per Cairo day, with the places left in each. The doctor's
 * hours and bookings at their other branches are read too: one person cannot be at two places.
 */
export const findDoctorAvailability = async (
  strapi: Core.Strapi,
  { doctor, branch, from, days, now = new Date() }: AvailabilityQuery,
) => {
  const to = addDaysToIsoDate(from, days);
  // The window's own days are all there is to read: an opening starts and ends within its Cairo day,
  // seats count towards the opening at their start, and a place the doctor holds claims each of its
  // minutes, so any place that overlaps the window is found by a minute inside it.
  const instants = { from: cairoWallClockToInstant(from, '00:00'), to: cairoWallClockToInstant(to, '00:00') };
  const [timetable, bookings, places] = await Promise.all([
    loadDoctorTimetable(strapi, doctor, { from, to }),
    countTakenSeats(strapi, doctor, branch, instants),
    findDoctorPlaces(strapi, doctor, instants),
  ]);
  const here = timetable.hoursAt(branch);
  return findAvailability({
    schedules: here.schedules,
    exceptions: here.exceptions,
    bookings,
    otherBranches: timetable.hoursElsewhere(branch),
    commitments: places.map((place) => ({
      start: place.startsAt,
      end: place.endsAt,
      isAtThisBranch: place.branchDocumentId === branch,
    })),
    now,
    from,
    days,
    ...readBookingSettings(),
  });
};

/** How far ahead, and how many, the next free times a refused booking offers instead. */
const NEXT_OPENINGS_DAYS = 14;
const NEXT_OPENINGS_COUNT = 6;

/** The next free times of a doctor at a branch from `after` on, soonest first: what a taken place offers instead. */
export const listNextOpenings = async (strapi: Core.Strapi, doctor: string, branch: string, after: Date) => {
  const days = await findDoctorAvailability(strapi, {
    doctor,
    branch,
    from: toCairoDate(after),
    days: NEXT_OPENINGS_DAYS,
  });
  return findNextOpenings(days, NEXT_OPENINGS_COUNT).map((opening) => ({
    start: toIsoWithCairoOffset(opening.start),
    end: toIsoWithCairoOffset(opening.end),
    mode: opening.mode,
    remaining: opening.remaining,
  }));
};

/** The answer to a booking whose place was taken meanwhile: 409 SLOT_FULL, with the next free times instead. */
export const placeTakenError = (nextOpenings: Awaited<ReturnType<typeof listNextOpenings>>) =>
  new AppError(ErrorCode.SLOT_FULL, 'This time is no longer available', { details: { nextOpenings } });

/** The opening starting at `start`, from the same availability patients see; a field error on `start` when there is none. */
export const findOpeningStarting = async (
  strapi: Core.Strapi,
  { doctor, branch, start, now }: { doctor: string; branch: string; start: Date; now?: Date },
) => {
  const days = await findDoctorAvailability(strapi, { doctor, branch, from: toCairoDate(start), days: 1, now });
  const opening = findOpeningAt(days, start);
  if (!opening) {
    throw new errors.ValidationError(
      'The doctor has no appointment at this time',
      fieldErrorsToDetails({ start: 'validation.slotNotInSchedule' }),
    );
  }
  return opening;
};
