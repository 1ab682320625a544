import { DEFAULT_LOCALE, addDaysToIsoDate, listWeeklyHours, toCairoDate } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { loadDoctorTimetable } from './schedule-data';
import { readCachedSetup } from './setup-cache';

type Workplaces = { branches?: { documentId: string }[] } | null;

/**
 * A published doctor's hours in force this week at each of their branches (see listWeeklyHours), for
 * the doctor's page: days, times and how patients are seen, nothing about bookings. Read through the
 * booking setup's cache, so a change of hours shows at once. Unknown doctors are a 404.
 */
export const findWeeklyHours = async (strapi: Core.Strapi, doctorDocumentId: string, now = new Date()) => {
  const workplaces = await readCachedSetup(strapi, `branches of ${doctorDocumentId}`, async () => {
    const doctor = (await strapi.documents('api::doctor.doctor').findOne({
      documentId: doctorDocumentId,
      locale: DEFAULT_LOCALE,
      status: 'published',
      fields: ['documentId'],
      populate: { branches: { fields: ['documentId'] } },
    })) as Workplaces;
    return doctor ? (doctor.branches ?? []).map((branch) => branch.documentId) : null;
  });
  if (!workplaces) throw new errors.NotFoundError('Doctor not found');
  const from = toCairoDate(now);
  const timetable = await loadDoctorTimetable(strapi, doctorDocumentId, { from, to: addDaysToIsoDate(from, 7) });
  return listWeeklyHours(
    workplaces.map((branch) => ({ branch, schedules: timetable.hoursAt(branch).schedules })),
    from,
  );
};
