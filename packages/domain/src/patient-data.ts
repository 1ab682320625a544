import { z } from 'zod';
import { MAX_RATING } from './doctor-ratings';
import { fieldMask } from './answers';
import { ZAppointmentDetailAnswerSchema } from './appointment-answers';
import { LOCALES } from './locale';
import { ValidationMessage, requiredOr } from './messages';
import { ZMessageStopAnswerSchema } from './message-stops';
import { PATIENT_MESSAGE_CHANNELS, PATIENT_MESSAGE_KINDS, PATIENT_MESSAGE_STATES } from './patient-messages';
import { ZPatientInformationSchema } from './patient';
import { ZEgyptianPhoneSchema } from './phone-schema';
import { emptyAsMissing } from './staff-appointments';
import { ZInboxMessageAnswerSchema } from './staff-messages';
import { APPOINTMENT_SOURCES } from './statistics';
import { ZEmailSchema } from './text-fields';
import { ZWaitingEntryFactsSchema } from './waiting-list';

/**
 * The person a manager looks up or erases, found by the phone or the email they booked or wrote with:
 * exactly one of the two (see `checkOnePersonKey`).
 */
const PERSON_KEYS = {
  phone: z.preprocess(emptyAsMissing, ZEgyptianPhoneSchema.optional()),
  email: z.preprocess(emptyAsMissing, ZEmailSchema.optional()),
};

/** Neither key is `required` on the phone; both is a request no form of ours sends (`invalidType`). */
const checkOnePersonKey = (person: { phone?: string; email?: string }, ctx: z.RefinementCtx) => {
  if (person.phone === undefined && person.email === undefined) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: ValidationMessage.required });
  } else if (person.phone !== undefined && person.email !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: ValidationMessage.invalidType });
  }
};

/** A person asking what the clinic holds about them (Law 151/2020). */
export const ZPatientDataQuerySchema = z.object(PERSON_KEYS, { error: requiredOr() }).superRefine(checkOnePersonKey);

export type TPatientDataQuery = z.output<typeof ZPatientDataQuerySchema>;

/** What a manager may correct on one visit at the person's request: who they are and how to reach them. */
export const ZPatientCorrectionSchema = ZPatientInformationSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  age: true,
});

export type TPatientCorrection = z.output<typeof ZPatientCorrectionSchema>;
export type TPatientCorrectionInput = z.input<typeof ZPatientCorrectionSchema>;

/** Erasing a person's data: who (as found), and the manager's confirmation that they asked for it. */
export const ZPatientErasureSchema = z
  .object(
    { ...PERSON_KEYS, confirmed: z.literal(true, { error: ValidationMessage.required }) },
    { error: requiredOr() },
  )
  .superRefine(checkOnePersonKey);

export type TPatientErasure = z.output<typeof ZPatientErasureSchema>;

/** One of the person's visits, as everything the clinic holds of it (the names in the page's language). */
export const ZPatientDataVisitAnswerSchema = ZAppointmentDetailAnswerSchema.pick(
  fieldMask(
    ['documentId', 'bookingNumber', 'status', 'createdAt', 'startsAt', 'endsAt', 'firstName', 'lastName'],
    ['phone', 'email', 'age', 'notes', 'contractType', 'cancelReason', 'cards'],
  ),
).extend({
  source: z.enum(APPOINTMENT_SOURCES),
  locale: z.enum(LOCALES).nullable(),
  consentPolicyVersion: z.string().nullable(),
  doctorName: z.string().nullable(),
  branchName: z.string().nullable(),
  /** The messages sent about it: which, and their delivery, never their words. */
  messages: z.array(
    z.object({
      kind: z.enum(PATIENT_MESSAGE_KINDS),
      channel: z.enum(PATIENT_MESSAGE_CHANNELS),
      state: z.enum(PATIENT_MESSAGE_STATES),
      createdAt: z.iso.datetime(),
      sentAt: z.iso.datetime().nullable(),
    }),
  ),
  /** The review the person wrote of it, as they wrote it, and where it stands (never why an editor refused it). */
  review: z
    .object({
      rating: z.number().int().min(1).max(MAX_RATING),
      text: z.string().nullable(),
      signature: z.string(),
      state: z.enum(['waiting', 'published', 'rejected']),
    })
    .nullable(),
});

export type TPatientDataVisitAnswer = z.infer<typeof ZPatientDataVisitAnswerSchema>;

/** A contact message the person wrote, as they wrote it. */
export const ZPatientDataMessageAnswerSchema = ZInboxMessageAnswerSchema.omit({ isRead: true, updatedAt: true });

/** One of the person's waiting-list entries: what they asked for and gave, and how it ended. */
export const ZPatientDataWaitingEntryAnswerSchema = ZWaitingEntryFactsSchema.extend(
  ZPatientDataVisitAnswerSchema.pick({
    firstName: true,
    lastName: true,
    phone: true,
    email: true,
    age: true,
    notes: true,
    doctorName: true,
    /** Null: any of the doctor's branches. */
    branchName: true,
  }).shape,
).extend({ consentPolicyVersion: z.string() });
export type TPatientDataWaitingEntryAnswer = z.infer<typeof ZPatientDataWaitingEntryAnswerSchema>;

/** Everything held about one person, and the visits still booked ahead (which block an erasure). */
export const ZPatientDataAnswerSchema = z.object({
  appointments: z.array(ZPatientDataVisitAnswerSchema),
  /** The STOP replies in force from the person's mobile numbers (E.164): kept, with the number, to honour them. */
  messageStops: z.array(ZMessageStopAnswerSchema.extend({ phone: z.string() })),
  contactMessages: z.array(ZPatientDataMessageAnswerSchema),
  waitingEntries: z.array(ZPatientDataWaitingEntryAnswerSchema),
  /** Booking numbers. */
  upcoming: z.array(z.string()),
});

export type TPatientDataAnswer = z.infer<typeof ZPatientDataAnswerSchema>;

/** A visit corrected: its booking number and which of the person's fields changed. */
export const ZPatientCorrectionAnswerSchema = z.object({ bookingNumber: z.string(), changed: z.array(z.string()) });

export type TPatientCorrectionAnswer = z.infer<typeof ZPatientCorrectionAnswerSchema>;

/** What an erasure did: the visits and waiting-list entries anonymized, and the contact messages deleted. */
const ZCountSchema = z.number().int().min(0);
export const ZPatientErasureAnswerSchema = z.object({
  appointments: ZCountSchema,
  contactMessages: ZCountSchema,
  waitingEntries: ZCountSchema,
});

export type TPatientErasureAnswer = z.infer<typeof ZPatientErasureAnswerSchema>;
