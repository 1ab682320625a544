import { z } from 'zod';
import { OPEN_APPOINTMENT_STATUSES, type TAppointmentStatus } from './appointment-status';
import { isBookingNumber, normalizeBookingNumber } from './booking-number';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ValidationMessage } from './messages';
import { ZPositiveIntegerSchema, emptyAsMissing } from './staff-appointments';

/**
 * What the clinic tells a patient about their booking. Each is written to the outbox in the same
 * transaction as the change that causes it, so a committed change never loses its message and a
 * rolled-back one never sends.
 */
export const PATIENT_MESSAGE_KINDS = ['received', 'confirmed', 'canceled', 'moved', 'reminder'] as const;
export type TPatientMessageKind = (typeof PATIENT_MESSAGE_KINDS)[number];

/**
 * A message's delivery: queued (waiting for its next try), sending (claimed by one CMS process until
 * its lease ends), sent, or failed after its last try.
 */
export const PATIENT_MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type TPatientMessageState = (typeof PATIENT_MESSAGE_STATES)[number];

export type TDeliveryPolicy = {
  /** Tries before a message is failed for good. */
  maxAttempts: number;
  /** The wait after the first failed try; each later one doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
};

/** About three hours of tries: after 30 s, 1, 2, 4, 8, 16 and 32 minutes, then hourly; failed after the tenth. */
export const DEFAULT_DELIVERY_POLICY: TDeliveryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
};

/**
 * What becomes of a message whose try number `attempt` (1 for the first) failed at `nowMs`: tried
 * again after an exponential wait, or failed once the tries are spent.
 */
export function planRetry(
  attempt: number,
  nowMs: number,
  policy: TDeliveryPolicy,
): { state: 'queued'; nextAttemptAtMs: number } | { state: 'failed' } {
  if (attempt >= policy.maxAttempts) return { state: 'failed' };
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return { state: 'queued', nextAttemptAtMs: nowMs + delay };
}

/**
 * The message a change of status sends: confirmed, or cancelled (by the clinic). Taking a step back
 * (an undone cancellation, a completion or no-show taken back) and closing a visit that took place
 * send nothing: the patient was not told of the mistake in the first place, or was there.
 */
export function findStatusMessage(from: TAppointmentStatus, to: TAppointmentStatus): TPatientMessageKind | null {
  if (to === 'confirmed' && from === 'pending') return 'confirmed';
  if (to === 'canceled') return 'canceled';
  return null;
}

/** The reminder before a visit: a day ahead by default; the job looks for due ones every 10 minutes. */
export const REMINDER_DEFAULTS = { beforeMs: 24 * 60 * 60 * 1000, intervalMs: 10 * 60 * 1000 } as const;

export type TReminderCandidate = {
  status: TAppointmentStatus;
  startsAt: Date;
  /** When the visit got its time: booked, or last moved. */
  timeSetAt: Date;
};

/**
 * Whether a visit's reminder is due at `now`: it is still booked (pending or confirmed), ahead, and
 * within `beforeMs` of its start, and it got its time before that window opened: a patient who booked
 * or moved a visit the day before has just been told of it. `beforeMs` is a duration, so across a
 * change of Cairo's clocks the reminder still comes exactly that long before the visit.
 */
export function isReminderDue(visit: TReminderCandidate, now: Date, beforeMs: number): boolean {
  const windowOpensAt = visit.startsAt.getTime() - beforeMs;
  return (
    (OPEN_APPOINTMENT_STATUSES as readonly TAppointmentStatus[]).includes(visit.status) &&
    now.getTime() < visit.startsAt.getTime() &&
    now.getTime() >= windowOpensAt &&
    visit.timeSetAt.getTime() < windowOpensAt
  );
}

/** One reminder per visit and time: the outbox keeps this key unique, so it is queued once whatever restarts. */
export function getReminderKey(documentId: string, startsAt: Date): string {
  return `reminder:${documentId}:${startsAt.getTime()}`;
}

export const DELIVERY_LOG_PAGE_SIZE = 50;

/**
 * A manager's look at the delivery log of patient messages: the days they were queued (Cairo days,
 * both ends included), optionally one delivery state, one kind and one booking number; newest first.
 */
export const ZDeliveryLogQuerySchema = z
  .object({
    from: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    to: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    state: z.preprocess(
      emptyAsMissing,
      z.enum(PATIENT_MESSAGE_STATES, { error: ValidationMessage.invalidChoice }).optional(),
    ),
    kind: z.preprocess(
      emptyAsMissing,
      z.enum(PATIENT_MESSAGE_KINDS, { error: ValidationMessage.invalidChoice }).optional(),
    ),
    /** Typed as people type it (lower case, spaces, Arabic digits): found in its canonical form. */
    bookingNumber: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value.trim() === ''
            ? undefined
            : (normalizeBookingNumber(value) ?? value)
          : value,
      z.string().refine(isBookingNumber, { error: ValidationMessage.invalidBookingNumber }).optional(),
    ),
    page: z.preprocess(emptyAsMissing, ZPositiveIntegerSchema.default(1)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: ValidationMessage.invalidDate,
    path: ['to'],
  });

export type TDeliveryLogQuery = z.output<typeof ZDeliveryLogQuerySchema>;
