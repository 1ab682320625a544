import { addDaysToIsoDate, cairoWallClockToInstant, findAvailability } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readBookingSettings } from '../../../booking/booking-settings';
import { loadDoctorSchedules, loadScheduleExceptions } from '../../../booking/schedule-data';
import { countTakenSeats } from '../../../booking/seats';

export type AvailabilityQuery = { doctor: string; branch: string; from: string; days: number; now?: Date };

const createAvailabilityService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The openings of one doctor at one branch per Cairo day, with the places left in each. */
  async findDoctorAvailability({ doctor, branch, from, days, now = new Date() }: AvailabilityQuery) {
    const to = addDaysToIsoDate(from, days);
    const [schedules, exceptions, bookings] = await Promise.all([
      loadDoctorSchedules(strapi, doctor, branch),
      loadScheduleExceptions(strapi, doctor, branch, { from, to }),
      // A day either side covers openings whose instant falls on a neighbouring UTC date.
      countTakenSeats(strapi, doctor, branch, {
        from: cairoWallClockToInstant(addDaysToIsoDate(from, -1), '00:00'),
        to: cairoWallClockToInstant(addDaysToIsoDate(to, 1), '00:00'),
      }),
    ]);
    return findAvailability({ schedules, exceptions, bookings, now, from, days, ...readBookingSettings() });
  },
});

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** Strapi's service registry is untyped; callers get the service through this typed accessor. */
export const getAvailabilityService = (strapi: Core.Strapi) =>
  strapi.service('api::availability.availability') as unknown as AvailabilityService;

export default createAvailabilityService;
