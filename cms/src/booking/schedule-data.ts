import type { Core } from '@strapi/strapi';
import type { TDoctorSchedule, TScheduleException } from '@clinic/domain';

type ScheduleRow = {
  documentId: string;
  weekday: TDoctorSchedule['weekday'];
  startTime: string;
  endTime: string;
  mode: TDoctorSchedule['mode'];
  slotMinutes: number | null;
  capacity: number;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
};

type ExceptionRow = {
  startDate: string;
  endDate: string;
  doctor: { documentId: string } | null;
  branch: { documentId: string } | null;
};

/** The weekly schedules of one doctor at one branch. */
export const loadDoctorSchedules = async (strapi: Core.Strapi, doctorDocumentId: string, branchDocumentId: string) => {
  const rows = (await strapi.db.query('api::doctor-schedule.doctor-schedule').findMany({
    where: { doctor: { documentId: doctorDocumentId }, branch: { documentId: branchDocumentId } },
  })) as ScheduleRow[];
  return rows.map(
    (row): TDoctorSchedule => ({
      id: row.documentId,
      weekday: row.weekday,
      startTime: row.startTime,
      endTime: row.endTime,
      mode: row.mode,
      slotMinutes: row.slotMinutes,
      capacity: row.capacity,
      effectiveFrom: row.effectiveFrom,
      effectiveUntil: row.effectiveUntil,
    }),
  );
};

/**
 * Closures that touch the dates: the doctor's own (at this branch or everywhere), the branch's
 * (every doctor), and clinic-wide ones (neither set). Each locale is a row; duplicates are harmless.
 */
export const loadScheduleExceptions = async (
  strapi: Core.Strapi,
  doctorDocumentId: string,
  branchDocumentId: string,
  range: { from: string; to: string },
): Promise<TScheduleException[]> => {
  const rows = (await strapi.db.query('api::schedule-exception.schedule-exception').findMany({
    where: { startDate: { $lte: range.to }, endDate: { $gte: range.from } },
    populate: { doctor: { select: ['documentId'] }, branch: { select: ['documentId'] } },
  })) as ExceptionRow[];
  return rows
    .filter(
      (row) =>
        (!row.doctor || row.doctor.documentId === doctorDocumentId) &&
        (!row.branch || row.branch.documentId === branchDocumentId),
    )
    .map((row) => ({ startDate: row.startDate, endDate: row.endDate }));
};
