import { refuseField } from '../utils/validation-details';
import { type TLocale, doSchedulesOverlap, findScheduleOverlaps } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type ScheduleRow, loadDoctorScheduleRows, toDoctorSchedule } from './schedule-data';
import { fill, findName, readEditorLocale, weekdayName } from './schedule-labels';
import type { DocumentMiddleware } from '../utils/document-actions';

const SCHEDULE = 'api::doctor-schedule.doctor-schedule';

/** `{doctor}` and `{other}` are filled in. The admin panel shows the message under the start time. */
const OVERLAP_MESSAGE: Record<TLocale, string> = {
  en: '{doctor} already works {other}. A doctor cannot be in two places at once: change the day, the times or the dates.',
  ar: '{doctor} يعمل بالفعل {other}. لا يمكن أن يكون الطبيب في مكانين في الوقت نفسه: غيّر اليوم أو المواعيد أو التواريخ.',
};

const DESCRIPTION: Record<TLocale, { at: string; from: string; until: string }> = {
  en: { at: '{day} {start}–{end} at {branch}', from: ', from {date}', until: ', until {date}' },
  ar: { at: 'يوم {day} من {start} إلى {end} في {branch}', from: '، من {date}', until: '، حتى {date}' },
};

const describeSchedule = async (strapi: Core.Strapi, row: ScheduleRow, locale: TLocale) => {
  const texts = DESCRIPTION[locale];
  const branch = row.branch ? await findName(strapi, 'api::branch.branch', row.branch.documentId, locale) : '—';
  return [
    fill(texts.at, { day: weekdayName(row.weekday, locale), start: row.startTime, end: row.endTime, branch }),
    row.effectiveFrom ? fill(texts.from, { date: row.effectiveFrom }) : '',
    row.effectiveUntil ? fill(texts.until, { date: row.effectiveUntil }) : '',
  ].join('');
};

type SavedSchedule = ScheduleRow & { doctor?: { documentId: string } | null };

const refuseOverlap = async (strapi: Core.Strapi, documentId: string) => {
  const saved = (await strapi.db.query(SCHEDULE).findOne({
    where: { documentId },
    populate: { doctor: { select: ['documentId'] }, branch: { select: ['documentId'] } },
  })) as SavedSchedule | null;
  if (!saved?.doctor) return;
  const others = await loadDoctorScheduleRows(strapi, saved.doctor.documentId);
  const clash = others.find((other) => doSchedulesOverlap(toDoctorSchedule(saved), toDoctorSchedule(other)));
  if (!clash) return;
  const locale = readEditorLocale(strapi);
  const message = fill(OVERLAP_MESSAGE[locale], {
    doctor: await findName(strapi, 'api::doctor.doctor', saved.doctor.documentId, locale),
    other: await describeSchedule(strapi, clash, locale),
  });
  refuseField('startTime', message);
};

/**
 * A doctor is one person: no schedule may overlap another of the same doctor's, at any branch (see
 * doSchedulesOverlap). Checked after the write, inside the same transaction, so whatever the editor
 * sent (the admin panel's relation format, REST, the document API) is checked as saved, and a refusal
 * leaves nothing behind.
 */
export const scheduleOverlapGuard = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    if (context.uid !== SCHEDULE || (context.action !== 'create' && context.action !== 'update')) return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      const documentId = (result as { documentId?: unknown } | null)?.documentId;
      if (typeof documentId === 'string') await refuseOverlap(strapi, documentId);
      return result;
    });
  };
};

/** Logs, at boot, every pair of overlapping schedules a database made before the guard still holds. */
export const logScheduleOverlaps = async (strapi: Core.Strapi) => {
  const rows = (await strapi.db.query(SCHEDULE).findMany({
    populate: { doctor: { select: ['documentId'] }, branch: { select: ['documentId'] } },
  })) as SavedSchedule[];
  const byDoctor = new Map<string, SavedSchedule[]>();
  for (const row of rows) {
    if (row.doctor) byDoctor.set(row.doctor.documentId, [...(byDoctor.get(row.doctor.documentId) ?? []), row]);
  }
  for (const [doctor, schedules] of byDoctor) {
    for (const [first, second] of findScheduleOverlaps(schedules.map((row) => ({ ...toDoctorSchedule(row), row })))) {
      strapi.log.warn(
        `Overlapping schedules of ${await findName(strapi, 'api::doctor.doctor', doctor, 'en')}: ` +
          `${await describeSchedule(strapi, first.row, 'en')} and ${await describeSchedule(strapi, second.row, 'en')}. ` +
          'Availability offers neither where they overlap once one is booked; change one of them in the admin panel.',
      );
    }
  }
};
