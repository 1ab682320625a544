import { DEFAULT_LOCALE, addDaysToIsoDate, listWeeklyHours, toCairoDate } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PUBLIC_ID_PATTERN } from '../utils/public-id';
import { loadDoctorTimetable } from './schedule-data';
import { readCachedSetup } from './setup-cache';

type Workplaces = { documentId: string; branches?: { documentId: string }[] } | null;

/**
 * A published doctor and the branches they work at, by document id; the doctor by document id or
 * public id (the number in their page's address). Null for an unknown doctor. Read through the booking
 * setup's cache, so a change shows at once.
 */
export const findDoctorWorkplaces = (strapi: Core.Strapi, doctorId: string) =>
  readCachedSetup(strapi, `workplaces of ${doctorId}`, async () => {
    const found = (await strapi.documents('api::doctor.doctor').findFirst({
      filters: PUBLIC_ID_PATTERN.test(doctorId) ? { publicId: Number(doctorId) } : { documentId: doctorId },
      locale: DEFAULT_LOCALE,
      status: 'published',
      fields: ['documentId'],
      populate: { branches: { fields: ['documentId'] } },
    })) as Workplaces;
    return found
      ? { documentId: found.documentId, branches: (found.branches ?? []).map((branch) => branch.documentId) }
      : null;
  });

/**
 * A published doctor's hours in force this week at each of their branches (see listWeeklyHours), for
 * the doctor's page: days, times and how patients are seen, nothing about bookings. The doctor by
 * document id or public id; the answer names them by document id. Read through the booking setup's
 * cache, so a change of hours shows at once. Unknown doctors are a 404.
 */
export const findWeeklyHours = async (strapi: Core.Strapi, doctorId: string, now = new Date()) => {
  const doctor = await findDoctorWorkplaces(strapi, doctorId);
  if (!doctor) throw new errors.NotFoundError('Doctor not found');
  const from = toCairoDate(now);
  const timetable = await loadDoctorTimetable(strapi, doctor.documentId, { from, to: addDaysToIsoDate(from, 7) });
  const hours = listWeeklyHours(
    doctor.branches.map((branch) => ({ branch, schedules: timetable.hoursAt(branch).schedules })),
    from,
  );
  return { doctor: doctor.documentId, hours };
};
