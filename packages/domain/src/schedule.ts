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
 * A rule between a schedule's fields that a save broke, with the field the editor should change:
 * hours that end before they start, a slots session without a slot length, one shorter than a single
 * slot, one whose slot length does not divide its hours, and a last day before the first.
 */
export type TScheduleRuleBreak =
  | { rule: 'endsBeforeStart'; field: 'endTime' }
  | { rule: 'slotLengthMissing'; field: 'slotMinutes' }
  | { rule: 'shorterThanOneSlot'; field: 'endTime' }
  | { rule: 'slotsLeaveMinutes'; field: 'slotMinutes'; leftoverMinutes: number; endsBefore: string; endsAfter: string }
  | { rule: 'untilBeforeFrom'; field: 'effectiveUntil' };

type TScheduleFields = {
  startTime: string;
  endTime: string;
  mode: string;
  slotMinutes: number | null;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
};

const toScheduleClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The rules between a schedule's fields that it breaks; fields that are themselves malformed (a time
 * that is not 'HH:mm', a slot length out of range) are left to their own checks. A slots session whose
 * slot length does not divide its hours would never offer its last minutes (the last slot must end by
 * the end), so it is refused with the two nearest ends that it does divide.
 */
export function findScheduleRuleBreaks(schedule: TScheduleFields): TScheduleRuleBreak[] {
  const breaks: TScheduleRuleBreak[] = [];
  const start = parseScheduleTime(schedule.startTime);
  const end = parseScheduleTime(schedule.endTime, true);
  const hasHours = start !== null && end !== null;
  if (hasHours && end <= start) breaks.push({ rule: 'endsBeforeStart', field: 'endTime' });
  const slotMinutes = schedule.slotMinutes;
  if (schedule.mode === 'slots' && slotMinutes === null)
    breaks.push({ rule: 'slotLengthMissing', field: 'slotMinutes' });
  const isSlotLengthValid =
    slotMinutes !== null &&
    Number.isInteger(slotMinutes) &&
    slotMinutes >= SLOT_MINUTES_MIN &&
    slotMinutes <= SLOT_MINUTES_MAX;
  if (schedule.mode === 'slots' && isSlotLengthValid && hasHours && end > start) {
    const leftoverMinutes = (end - start) % slotMinutes;
    if (end - start < slotMinutes) breaks.push({ rule: 'shorterThanOneSlot', field: 'endTime' });
    else if (leftoverMinutes > 0) {
      const endsAfter = end - leftoverMinutes + slotMinutes;
      breaks.push({
        rule: 'slotsLeaveMinutes',
        field: 'slotMinutes',
        leftoverMinutes,
        endsBefore: toScheduleClock(end - leftoverMinutes),
        endsAfter: endsAfter <= MINUTES_PER_DAY ? toScheduleClock(endsAfter) : '',
      });
    }
  }
  const { effectiveFrom, effectiveUntil } = schedule;
  if (effectiveFrom !== null && effectiveUntil !== null && effectiveUntil < effectiveFrom) {
    breaks.push({ rule: 'untilBeforeFrom', field: 'effectiveUntil' });
  }
  return breaks;
}

/** The message each broken rule gives in API errors and forms (see TScheduleRuleBreak). */
const RULE_BREAK_MESSAGES: Record<TScheduleRuleBreak['rule'], string> = {
  endsBeforeStart: ValidationMessage.invalidTime,
  slotLengthMissing: ValidationMessage.required,
  shorterThanOneSlot: ValidationMessage.invalidTime,
  slotsLeaveMinutes: ValidationMessage.invalidChoice,
  untilBeforeFrom: ValidationMessage.invalidDate,
};

/**
 * One weekly session of a doctor at a branch, in Cairo wall-clock time, as availability reads it. The
 * CMS enforces the limits of each field on its fields too; the rules between fields
 * (findScheduleRuleBreaks) live only here. A slots session whose length a slot does not divide passes:
 * availability offers its whole slots and never its last minutes. New saves are held to
 * ZDoctorScheduleSaveSchema.
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
    // zod still runs this after a field failed: findScheduleRuleBreaks leaves malformed fields alone.
    for (const ruleBreak of findScheduleRuleBreaks(schedule)) {
      if (ruleBreak.rule === 'slotsLeaveMinutes') continue;
      ctx.addIssue({ code: 'custom', path: [ruleBreak.field], message: RULE_BREAK_MESSAGES[ruleBreak.rule] });
    }
  });

/**
 * A schedule as an editor saves it (cms/src/booking/schedule-rules-guard.ts): ZDoctorScheduleSchema,
 * and its slot length divides its hours, so that no minute of the doctor's time is left unoffered.
 */
export const ZDoctorScheduleSaveSchema = ZDoctorScheduleSchema.superRefine((schedule, ctx) => {
  if (findScheduleRuleBreaks(schedule).some((ruleBreak) => ruleBreak.rule === 'slotsLeaveMinutes')) {
    ctx.addIssue({ code: 'custom', path: ['slotMinutes'], message: RULE_BREAK_MESSAGES.slotsLeaveMinutes });
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
