import {
  type TStaffAvailabilityAnswer,
  type TStaffAvailabilityQuery,
  rateOpeningForStaff,
  toCairoDate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { describeOpening, findDoctorAvailability } from '../booking/availability';
import { findDoctorAtBranch } from '../booking/doctor-at-branch';

/**
 * One day of a doctor's openings at a branch as the front desk sees them: the public availability,
 * with the seats taken and where each opening stands for staff (see rateOpeningForStaff).
 */
export const listStaffOpenings = async (
  strapi: Core.Strapi,
  query: TStaffAvailabilityQuery,
  now = new Date(),
): Promise<TStaffAvailabilityAnswer> => {
  await findDoctorAtBranch(strapi, query.doctor, query.branch);
  const date = query.date ?? toCairoDate(now);
  const [day] = await findDoctorAvailability(strapi, {
    doctor: query.doctor,
    branch: query.branch,
    from: date,
    days: 1,
    now,
  });
  return {
    date,
    openings: (day?.openings ?? []).map((opening) => ({
      ...describeOpening(opening),
      booked: opening.booked,
      ...rateOpeningForStaff(opening, now),
    })),
  };
};
