import {
  OPEN_APPOINTMENT_STATUSES,
  type TReminderSchedule,
  getReminderHorizonMs,
  getReminderKey,
  isReminderDue,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type HistoryEvent, findAppointments, readHistories } from '../appointments/appointment-records';
import { startScheduledJob } from '../operations/scheduled-jobs';
import { queuePatientMessage } from './outbox';
import { readCmsEnvironment } from '../environment';

const BATCH_SIZE = 200;

type UpcomingVisit = {
  id: number;
  documentId: string;
  status: (typeof OPEN_APPOINTMENT_STATUSES)[number];
  startsAt: string;
  createdAt: string;
};

/** When the visit got its time: the last move to it, or the booking itself. */
const findTimeSetAt = (visit: UpcomingVisit, history: readonly Pick<HistoryEvent, 'changedAt' | 'movedTo'>[]) => {
  const moves = history.filter(
    (entry) => entry.movedTo !== null && Date.parse(entry.movedTo) === Date.parse(visit.startsAt),
  );
  return new Date(moves.at(-1)?.changedAt ?? visit.createdAt);
};

/**
 * Queues the reminder of every visit due one (see isReminderDue) at `now`, keyed on the visit and its
 * time: a reminder already queued, by this run, an earlier one or another process, is not queued again.
 */
const queueDueReminders = async (strapi: Core.Strapi, schedule: TReminderSchedule, now = new Date()) => {
  for (let lastId = 0; ; ) {
    const visits = await findAppointments<UpcomingVisit>(strapi, {
      where: {
        id: { $gt: lastId },
        status: { $in: OPEN_APPOINTMENT_STATUSES },
        anonymizedAt: { $null: true },
        startsAt: {
          $gt: now.toISOString(),
          $lte: new Date(now.getTime() + getReminderHorizonMs(schedule)).toISOString(),
        },
      },
      select: ['id', 'documentId', 'status', 'startsAt', 'createdAt'],
      orderBy: { id: 'asc' },
      limit: BATCH_SIZE,
    });
    const histories = await readHistories(
      strapi,
      visits.map((visit) => visit.documentId),
    );
    for (const visit of visits) {
      const startsAt = new Date(visit.startsAt);
      const timeSetAt = findTimeSetAt(visit, histories.get(visit.documentId) ?? []);
      if (!isReminderDue({ status: visit.status, startsAt, timeSetAt }, now, schedule)) continue;
      await strapi.db.transaction(({ trx }) =>
        queuePatientMessage(strapi, trx, visit.documentId, 'reminder', {
          dedupeKey: getReminderKey(visit.documentId, startsAt),
          now,
        }),
      );
    }
    if (visits.length < BATCH_SIZE) return;
    lastId = visits.at(-1)?.id ?? lastId;
  }
};

/**
 * Looks for due reminders every REMINDER_INTERVAL_MS (10 minutes by default), as a scheduled job, by
 * the schedule of REMINDER_* (the day before, two days before a visit booked a week ahead, 09:00–21:00).
 */
export const startReminderJob = (strapi: Core.Strapi) => {
  const { reminderSchedule: schedule, REMINDER_INTERVAL_MS: intervalMs } = readCmsEnvironment();
  return startScheduledJob(strapi, {
    name: 'reminders',
    periodMs: intervalMs,
    firstRunDelayMs: intervalMs,
    run: async () => {
      await queueDueReminders(strapi, schedule);
    },
  });
};
