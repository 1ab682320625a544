import { z } from 'zod';
import { OPEN_APPOINTMENT_STATUSES, type TAppointmentStatus } from './appointment-status';
import { MS_PER_HOUR, MS_PER_MINUTE, addDaysToIsoDate, parseClockTime } from './calendar-date';
import { cairoWallClockToInstant, getCairoMsOfDay, toCairoDate } from './cairo-time';
import { countBookedDaysAhead } from './statistics';

/**
 * When a visit's reminder goes, the same for every channel: on the day before the visit, or two days
 * before when it was booked seven days or more ahead, at the visit's own time of day kept inside the
 * hours the clinic writes to patients (09:00 to 21:00 in Cairo), never earlier than its start of
 * them and never later than an hour before their end, so that a run of the job that comes late still
 * finds the hours open.
 */
export const ZReminderScheduleSchema = z
  .object({
    /** Days before the visit its reminder goes. */
    daysBefore: z.number().int().min(1),
    /** Days before the visit its reminder goes when it was booked at least `earlyFromDaysAhead` days ahead. */
    earlyDaysBefore: z.number().int().min(1),
    earlyFromDaysAhead: z.number().int().min(1),
    /** From when, and until when, reminders are sent, in Cairo's time of day: milliseconds since midnight. */
    sendFromMs: z.number().int().min(0),
    sendUntilMs: z
      .number()
      .int()
      .max(24 * MS_PER_HOUR),
  })
  .refine((schedule) => schedule.sendUntilMs - schedule.sendFromMs > LATE_RUN_MARGIN_MS, {
    error: 'the hours reminders are sent in must be longer than an hour',
    path: ['sendUntilMs'],
  });
export type TReminderSchedule = z.infer<typeof ZReminderScheduleSchema>;

/** No reminder is planned in the last hour its hours leave: a late run of the job still sends it in them. */
const LATE_RUN_MARGIN_MS = MS_PER_HOUR;

export const REMINDER_DEFAULTS = {
  schedule: {
    daysBefore: 1,
    earlyDaysBefore: 2,
    earlyFromDaysAhead: 7,
    sendFromMs: 9 * MS_PER_HOUR,
    sendUntilMs: 21 * MS_PER_HOUR,
  },
  /** How often the job looks for due reminders. */
  intervalMs: 10 * MS_PER_MINUTE,
} as const satisfies { schedule: TReminderSchedule; intervalMs: number };

/** A time of day as the reminder hours are written, 'HH:mm', '24:00' for the end of the day; null if it is not one. */
export function parseReminderHour(text: string): number | null {
  return text === '24:00' ? 24 * MS_PER_HOUR : parseClockTime(text);
}

export type TReminderCandidate = {
  status: TAppointmentStatus;
  startsAt: Date;
  /** When the visit got its time: booked, or last moved. */
  timeSetAt: Date;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** When the reminder of a visit booked (or moved) at `timeSetAt` goes, by `schedule`. */
export function findReminderMoment(visit: Omit<TReminderCandidate, 'status'>, schedule: TReminderSchedule): Date {
  const isEarly = countBookedDaysAhead(visit.timeSetAt, visit.startsAt) >= schedule.earlyFromDaysAhead;
  const day = addDaysToIsoDate(
    toCairoDate(visit.startsAt),
    -(isEarly ? schedule.earlyDaysBefore : schedule.daysBefore),
  );
  const latestMs = schedule.sendUntilMs - LATE_RUN_MARGIN_MS;
  const msOfDay = Math.min(Math.max(getCairoMsOfDay(visit.startsAt), schedule.sendFromMs), latestMs);
  const minutes = Math.floor(msOfDay / MS_PER_MINUTE);
  return cairoWallClockToInstant(day, `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
}

/**
 * Whether a visit's reminder is sent at `now`: the visit is still booked (pending or confirmed) and
 * ahead, its reminder's moment has come, Cairo's clock is inside the sending hours, and the visit got
 * its time before that moment (a patient who booked or moved it later has just been told of it). A
 * reminder whose moment passed outside the hours (the CMS was down) goes when they open again, if the
 * visit is still ahead.
 */
export function isReminderDue(visit: TReminderCandidate, now: Date, schedule: TReminderSchedule): boolean {
  const moment = findReminderMoment(visit, schedule);
  const timeOfDay = getCairoMsOfDay(now);
  return (
    (OPEN_APPOINTMENT_STATUSES as readonly TAppointmentStatus[]).includes(visit.status) &&
    now.getTime() < visit.startsAt.getTime() &&
    now.getTime() >= moment.getTime() &&
    visit.timeSetAt.getTime() < moment.getTime() &&
    timeOfDay >= schedule.sendFromMs &&
    timeOfDay < schedule.sendUntilMs
  );
}

/** How far ahead of `now` a visit may be and have its reminder due: the longest of the two leads, and a day. */
export function getReminderHorizonMs(schedule: TReminderSchedule): number {
  return (Math.max(schedule.daysBefore, schedule.earlyDaysBefore) + 1) * 24 * MS_PER_HOUR;
}

/** One reminder per visit and time: the outbox keeps this key unique, so it is queued once whatever restarts. */
export function getReminderKey(documentId: string, startsAt: Date): string {
  return `reminder:${documentId}:${startsAt.getTime()}`;
}
