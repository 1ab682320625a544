import type { TBranchHours, TDoctorSchedule, TScheduleException } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readCachedSetup } from './setup-cache';

export type ScheduleRow = {
  documentId: string;
  weekday: TDoctorSchedule['weekday'];
  startTime: string;
  endTime: string;
  mode: TDoctorSchedule['mode'];
  slotMinutes: number | null;
  capacity: number;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
  branch?: { documentId: string } | null;
};

type ExceptionRow = {
  startDate: string;
  endDate: string;
  doctor: { documentId: string } | null;
  branch: { documentId: string } | null;
};

export const toDoctorSchedule = (row: ScheduleRow): TDoctorSchedule => ({
  id: row.documentId,
  weekday: row.weekday,
  startTime: row.startTime,
  endTime: row.endTime,
  mode: row.mode,
  slotMinutes: row.slotMinutes,
  capacity: row.capacity,
  effectiveFrom: row.effectiveFrom,
  effectiveUntil: row.effectiveUntil,
});

/** A doctor's weekly schedules at every branch, with the branch each one is at. */
export const loadDoctorScheduleRows = async (strapi: Core.Strapi, doctorDocumentId: string) =>
  (await strapi.db.query('api::doctor-schedule.doctor-schedule').findMany({
    where: { doctor: { documentId: doctorDocumentId } },
    populate: { branch: { select: ['documentId'] } },
  })) as ScheduleRow[];

/**
 * Every closure of the clinic once, in any date range. A closure is a row per locale, and whom it
 * covers is the same in every language (i18n/fact-relations.ts): it is read from whichever row names
 * a doctor or a branch, so a doctor or branch deleted in one language alone does not turn that
 * language's row into a closure of the whole clinic (one deleted in every language takes its closures
 * with it, see closures-of-deleted.ts).
 */
const readClosures = async (strapi: Core.Strapi) => {
  const rows = (await strapi.db.query('api::schedule-exception.schedule-exception').findMany({
    select: ['documentId', 'startDate', 'endDate'],
    populate: { doctor: { select: ['documentId'] }, branch: { select: ['documentId'] } },
  })) as (ExceptionRow & { documentId: string })[];
  const closures = new Map<string, ExceptionRow>();
  for (const { documentId, ...row } of rows) {
    const known = closures.get(documentId);
    closures.set(
      documentId,
      known ? { ...known, doctor: known.doctor ?? row.doctor, branch: known.branch ?? row.branch } : row,
    );
  }
  return [...closures.values()];
};

/**
 * One doctor's hours at every branch they have schedules at, over a range of dates: per branch, the
 * schedules there and the closures that apply there (the doctor's own, at that branch or everywhere;
 * the branch's, for every doctor; clinic-wide ones, with neither set), each closure once. What is read is kept until the hours or closures change (see
 * setup-cache.ts), by doctor and not by range: every date a patient looks at or books, and every
 * week of the statistics, finds the doctor's hours and the closures already read.
 */
export const loadDoctorTimetable = async (
  strapi: Core.Strapi,
  doctorDocumentId: string,
  range: { from: string; to: string },
) => {
  const [schedules, closures] = await Promise.all([
    readCachedSetup(strapi, `schedules ${doctorDocumentId}`, () => loadDoctorScheduleRows(strapi, doctorDocumentId)),
    readCachedSetup(strapi, 'closures', () => readClosures(strapi)),
  ]);
  const doctorsExceptions = closures.filter(
    (row) =>
      row.startDate <= range.to &&
      row.endDate >= range.from &&
      (!row.doctor || row.doctor.documentId === doctorDocumentId),
  );
  const hoursAt = (branchDocumentId: string): TBranchHours => ({
    schedules: schedules.filter((row) => row.branch?.documentId === branchDocumentId).map(toDoctorSchedule),
    exceptions: doctorsExceptions
      .filter((row) => !row.branch || row.branch.documentId === branchDocumentId)
      .map((row): TScheduleException => ({ startDate: row.startDate, endDate: row.endDate })),
  });
  const branches = [...new Set(schedules.flatMap((row) => (row.branch ? [row.branch.documentId] : [])))];
  return {
    /** The branches the doctor has schedules at, by documentId. */
    branches,
    hoursAt,
    /** The hours at every branch but this one. */
    hoursElsewhere: (branchDocumentId: string) =>
      branches.filter((branch) => branch !== branchDocumentId).map((branch) => hoursAt(branch)),
  };
};
