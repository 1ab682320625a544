import { type TWaitingRoomScreen, describeDoctorQueue } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findAppointments } from '../appointments/appointment-records';
import { readCachedSetup } from '../booking/setup-cache';
import { readDayQueue, visitsOfCairoDay } from './day-queue';
import { readQueuePauses } from './pauses';

/*
 * The waiting room's screen: a branch's queues of the day, public, so it answers numbers and booked
 * times only. Never a patient's name, phone or booking number: the answer is built from the queue's
 * places and the doctors' names alone.
 */

type BranchName = { documentId: string; locale: string; name: string };

/** A published branch by public id, with its name in both languages; null when there is none. */
const findScreenBranch = (strapi: Core.Strapi, publicId: number) =>
  readCachedSetup(strapi, `waiting room of branch ${publicId}`, async () => {
    const rows = (await strapi.db.query('api::branch.branch').findMany({
      where: { publicId, publishedAt: { $notNull: true } },
      select: ['documentId', 'locale', 'name'],
    })) as BranchName[];
    const [first] = rows;
    if (!first) return null;
    const nameIn = (locale: string) => rows.find((row) => row.locale === locale)?.name ?? first.name;
    return { documentId: first.documentId, name: { en: nameIn('en'), ar: nameIn('ar') } };
  });

type SessionDoctor = { doctorDocumentId: string | null; doctorNameEn: string; doctorNameAr: string };

/** The doctors with visits at the branch today: the screen shows each, with a queue or without. */
const findDoctorsInSession = async (strapi: Core.Strapi, branch: string, now: Date) => {
  const rows = await findAppointments<SessionDoctor>(strapi, {
    where: { $and: [{ branchDocumentId: branch }, { doctorDocumentId: { $notNull: true } }, ...visitsOfCairoDay(now)] },
    select: ['doctorDocumentId', 'doctorNameEn', 'doctorNameAr'],
  });
  const doctors = new Map<string, { en: string; ar: string }>();
  for (const row of rows) {
    if (row.doctorDocumentId) doctors.set(row.doctorDocumentId, { en: row.doctorNameEn, ar: row.doctorNameAr });
  }
  return [...doctors].sort(([, first], [, second]) => first.en.localeCompare(second.en));
};

/**
 * The branch's screen: each doctor in session today, who is with them, who comes next, and reception's
 * message while their queue is paused. 404 for an unknown branch.
 */
export const readWaitingRoomScreen = async (
  strapi: Core.Strapi,
  branchPublicId: number,
  now = new Date(),
): Promise<TWaitingRoomScreen> => {
  const branch = await findScreenBranch(strapi, branchPublicId);
  if (!branch) throw new errors.NotFoundError('Branch not found');
  const [doctors, queue, pauses] = await Promise.all([
    findDoctorsInSession(strapi, branch.documentId, now),
    readDayQueue(strapi.db.connection, { branch: branch.documentId, now }),
    readQueuePauses(strapi.db.connection, { branches: [branch.documentId], now }),
  ]);
  return {
    branch: branch.name,
    madeAt: now.toISOString(),
    doctors: doctors.map(([documentId, name]) => ({
      name,
      ...describeDoctorQueue(queue.filter((visit) => visit.doctorDocumentId === documentId)),
      pause: pauses.find((pause) => pause.doctorId === documentId)?.message ?? null,
    })),
  };
};
