import { addDaysToIsoDate, cairoWallClockToInstant, findAvailability, toIsoWithCairoOffset } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
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
