import { z } from 'zod';
import { HOUR_MINUTE, WEEKDAYS, isIsoDate } from './calendar-date';
import { ValidationMessage, requiredOr } from './messages';

/** slots: fixed appointments of `slotMinutes`; fcfs: one first-come-first-served session. */
export const ZScheduleModeSchema = z.enum(['slots', 'fcfs'], { error: requiredOr(ValidationMessage.invalidChoice) });

export type TScheduleMode = z.infer<typeof ZScheduleModeSchema>;

export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 240;
/** Same ceiling as the CMS field: a guard against a typo, not a business rule. */
export const SCHEDULE_CAPACITY_MAX = 200;

const MINUTES_PER_DAY = 24 * 60;

/**
 * Minutes since midnight of a schedule time, 'HH:mm'. '24:00' (end of day) is only valid
 * as an end, so it is accepted only when `isEnd` is set. Null for anything else: unlike
 * parseClockTime, seconds are refused because the CMS stores schedule times as 'HH:mm'.
 */
export function parseScheduleTime(value: string, isEnd = false): number | null {
  if (isEnd && value === '24:00') return MINUTES_PER_DAY;
  const match = HOUR_MINUTE.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const ZIsoDateOrNullSchema = z
  .string({ error: ValidationMessage.invalidDate })
  .refine(isIsoDate, { error: ValidationMessage.invalidDate })
  .nullable();

/**
 * One weekly session of a doctor at a branch, in Cairo wall-clock time. The CMS enforces
 * most of these limits on its fields too; the cross-field rules (end after start, a session
 * holds at least one slot, until not before from) live only here.
 */
export const ZDoctorScheduleSchema = z
  .object({
    id: z.string({ error: requiredOr() }).min(1, { error: ValidationMessage.required }),
    weekday: z.enum(WEEKDAYS, { error: requiredOr(ValidationMessage.invalidChoice) }),
    startTime: z.string({ error: requiredOr() }).regex(HOUR_MINUTE, { error: ValidationMessage.invalidTime }),
    endTime: z
      .string({ error: requiredOr() })
      .refine((value) => parseScheduleTime(value, true) !== null, { error: ValidationMessage.invalidTime }),
    mode: ZScheduleModeSchema,
    slotMinutes: z
      .number({ error: ValidationMessage.invalidChoice })
      .int({ error: ValidationMessage.invalidChoice })
      .min(SLOT_MINUTES_MIN, { error: ValidationMessage.invalidChoice })
      .max(SLOT_MINUTES_MAX, { error: ValidationMessage.invalidChoice })
      .nullable(),
    capacity: z
      .number({ error: requiredOr(ValidationMessage.invalidChoice) })
      .int({ error: ValidationMessage.invalidChoice })
      .min(1, { error: ValidationMessage.invalidChoice })
      .max(SCHEDULE_CAPACITY_MAX, { error: ValidationMessage.invalidChoice }),
    effectiveFrom: ZIsoDateOrNullSchema,
    effectiveUntil: ZIsoDateOrNullSchema,
  })
  .superRefine((schedule, ctx) => {
    const start = parseScheduleTime(schedule.startTime);
    const end = parseScheduleTime(schedule.endTime, true);
    if (start !== null && end !== null && end <= start) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: ValidationMessage.invalidTime });
    }
    if (schedule.mode === 'slots' && schedule.slotMinutes === null) {
      ctx.addIssue({ code: 'custom', path: ['slotMinutes'], message: ValidationMessage.required });
    }
    // A slots session too short for a single slot would silently offer nothing. zod still
    // runs this after a field failed, so an out-of-range length is left to its own message.
    const slotMinutes = schedule.slotMinutes;
    const isSlotLengthValid =
      slotMinutes !== null && slotMinutes >= SLOT_MINUTES_MIN && slotMinutes <= SLOT_MINUTES_MAX;
    if (schedule.mode === 'slots' && isSlotLengthValid && start !== null && end !== null) {
      if (end > start && end - start < slotMinutes) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: ValidationMessage.invalidTime });
      }
    }
    const { effectiveFrom, effectiveUntil } = schedule;
    if (effectiveFrom !== null && effectiveUntil !== null && effectiveUntil < effectiveFrom) {
      ctx.addIssue({ code: 'custom', path: ['effectiveUntil'], message: ValidationMessage.invalidDate });
    }
  });

export type TDoctorSchedule = z.infer<typeof ZDoctorScheduleSchema>;

/**
 * Inclusive Cairo dates on which nobody works: a doctor's leave, or a branch holiday. The
 * caller passes the doctor's and the branch-wide exceptions together; they mean the same.
 */
export const ZScheduleExceptionSchema = z
  .object({
    startDate: z.string({ error: requiredOr() }).refine(isIsoDate, { error: ValidationMessage.invalidDate }),
    endDate: z.string({ error: requiredOr() }).refine(isIsoDate, { error: ValidationMessage.invalidDate }),
  })
  .refine((exception) => exception.endDate >= exception.startDate, {
    path: ['endDate'],
    error: ValidationMessage.invalidDate,
  });

export type TScheduleException = z.infer<typeof ZScheduleExceptionSchema>;

/**
 * A non-canceled appointment of the doctor at the branch. Built by the server from its own
 * rows, never parsed from a request, so it has no schema.
 */
export type TBookedSeat = {
  /** The instant of the booked opening's start: the slot start, or the FCFS session start. */
  start: Date;
  /** Normally 1. */
  seats: number;
};
