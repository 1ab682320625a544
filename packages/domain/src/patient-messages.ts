import { z } from 'zod';
import { pageAnswer } from './answers';
import type { TAppointmentStatus } from './appointment-status';
import { isBookingNumber, normalizeBookingNumber } from './booking-number';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ValidationMessage } from './messages';
import { DELIVERY_FAILURE_REASONS } from './message-failures';
import { ZPositiveIntegerSchema, emptyAsMissing } from './staff-appointments';

/**
 * What the clinic tells a patient about their booking. Each is written to the outbox in the same
 * transaction as the change that causes it, so a committed change never loses its message and a
 * rolled-back one never sends.
 */
export const BOOKING_MESSAGE_KINDS = ['received', 'confirmed', 'canceled', 'moved', 'reminder'] as const;
export type TBookingMessageKind = (typeof BOOKING_MESSAGE_KINDS)[number];

/**
 * Every message to a patient: those about a booking, the waiting list's offer of a freed place, which
 * is about a waiting-list entry (written in the transaction that holds the place for it), the
 * invitation to review a visit, written when it is marked completed and sent the next day, and the
 * patient's place in the waiting room, written when reception checks them in, and a company or
 * syndicate card refused before the visit's day, written with the desk's verdict.
 */
export const PATIENT_MESSAGE_KINDS = [
  ...BOOKING_MESSAGE_KINDS,
  'offer',
  'reviewInvitation',
  'checkedIn',
  'cardRefused',
] as const;
export type TPatientMessageKind = (typeof PATIENT_MESSAGE_KINDS)[number];

/**
 * A message's delivery: queued (waiting for its next try), sending (claimed by one CMS process until
 * its lease ends), sent (the provider took it), delivered (the SMS gateway or WhatsApp reported it
 * reached the phone), read (WhatsApp reported the patient opened it), or failed: after its last try,
 * by the provider's report, or stopped by the patient.
 */
export const PATIENT_MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type TPatientMessageState = (typeof PATIENT_MESSAGE_STATES)[number];

/** How a message reaches the patient: email when they gave one, and SMS or WhatsApp to a mobile number. */
export const PATIENT_MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type TPatientMessageChannel = (typeof PATIENT_MESSAGE_CHANNELS)[number];

/**
 * The message a change of status sends: confirmed, or cancelled (by the clinic). Taking a step back
 * (an undone cancellation, a completion or no-show taken back) and closing a visit that took place
 * send nothing: the patient was not told of the mistake in the first place, or was there.
 */
export function findStatusMessage(from: TAppointmentStatus, to: TAppointmentStatus): TBookingMessageKind | null {
  if (to === 'confirmed' && from === 'pending') return 'confirmed';
  if (to === 'canceled') return 'canceled';
  return null;
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

/** One patient message as staff read it, on a visit's page and in the delivery log: never its words or the address. */
export const ZPatientMessageAnswerSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(PATIENT_MESSAGE_KINDS),
  channel: z.enum(PATIENT_MESSAGE_CHANNELS),
  /** An SMS's parts (what it costs); null for an email. */
  segments: z.number().int().min(1).nullable(),
  state: z.enum(PATIENT_MESSAGE_STATES),
  /** Tries so far. */
  attempts: z.number().int().min(0),
  /** The provider's words on the last failed try, without any address: while it waits, and once failed. */
  lastError: z.string().nullable(),
  lastErrorReason: z.enum(DELIVERY_FAILURE_REASONS).nullable(),
  /** When the gateway or WhatsApp reported the message on the phone. */
  deliveredAt: z.iso.datetime().nullable(),
  /** When WhatsApp reported the patient read it. */
  readAt: z.iso.datetime().nullable(),
  /** The WhatsApp message this SMS was sent instead of (not on WhatsApp, failed there, or sent again by SMS). */
  fallbackOf: z.number().int().positive().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});

export type TPatientMessageAnswer = z.infer<typeof ZPatientMessageAnswerSchema>;

/** One message in the delivery log, with the booking it is about (none for a waiting-list offer). */
export const ZDeliveryLogEntryAnswerSchema = ZPatientMessageAnswerSchema.extend({
  appointmentId: z.string().nullable(),
  bookingNumber: z.string().nullable(),
});

/** A page of the delivery log, newest first, with each state's count over the filters but the state. */
export const ZDeliveryLogPageAnswerSchema = pageAnswer(ZDeliveryLogEntryAnswerSchema).extend({
  states: z.record(z.enum(PATIENT_MESSAGE_STATES), z.number().int().min(0)),
});

export type TDeliveryLogPageAnswer = z.infer<typeof ZDeliveryLogPageAnswerSchema>;

/**
 * Staff's "Send again" of a failed message: by its own channel, or, for a WhatsApp message, by SMS
 * instead (composed again for SMS). No body sends it by its own channel.
 */
export const ZMessageResendSchema = z
  .object({ channel: z.enum(['same', 'sms'], { error: ValidationMessage.invalidChoice }).default('same') })
  .default({ channel: 'same' });

export type TMessageResend = z.input<typeof ZMessageResendSchema>;
