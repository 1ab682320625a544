import { z } from 'zod';
import { ZPhoneChannelSchema } from './phone-channel';
import { ZAppointmentStatusSchema } from './appointment-status';
import { DISPLACED_BY } from './appointment-answers';
import { CANCEL_REASONS } from './appointment-workflow';
import { WEEKDAYS } from './calendar-date';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ZNullableTextSchema, ZStrapiDocumentSchema } from './content-documents';
import { CARD_REFUSAL_REASONS, CARD_VERDICTS } from './card-checks';
import { ZContractTypeSchema } from './contract-cards';
import { LOCALES } from './locale';
import { ZScheduleModeSchema } from './schedule';
import { APPOINTMENT_SOURCES } from './statistics';

// The private collections as Strapi's content API gives them: no role reads them there, only an
// administrator's token (the end-to-end tests check what the database holds with one); staff read
// them through their own routes (see CODE_STYLE.md, "The contract"). Neither is localized.

/** A message sent from the site's contact form, private. `language` records the site language of the sender. */
export const ZContactMessageAnswerSchema = ZStrapiDocumentSchema.extend({
  name: z.string(),
  email: z.string(),
  phone: ZNullableTextSchema,
  subject: ZNullableTextSchema,
  message: z.string(),
  language: z.enum(LOCALES),
  isRead: z.boolean(),
});

export type TContactMessageAnswer = z.infer<typeof ZContactMessageAnswerSchema>;

/** A name kept in English and in Arabic, as `{name}En` and `{name}Ar`. */
const inBothLanguages = <Name extends string, Schema extends z.ZodType>(name: Name, schema: Schema) =>
  ({ [`${name}En`]: schema, [`${name}Ar`]: schema }) as Record<`${Name}${'En' | 'Ar'}`, Schema>;

/**
 * A patient's appointment as stored, every field an administrator's token reads (the card images'
 * file names are private to the CMS): private. The doctor, branch, specialty and service are kept by
 * document id and by name in both languages as they were when booked, so that later edits to them
 * don't rewrite history and staff read them in their own language.
 */
export const ZAppointmentAnswerSchema = ZStrapiDocumentSchema.extend({
  bookingNumber: z.string(),
  status: ZAppointmentStatusSchema,
  /** UTC ISO datetimes; convert to Cairo time for display. */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The visit's day, hour and weekday on Cairo's clocks, kept with `startsAt` for the statistics. */
  visitDate: ZIsoDateSchema,
  visitHour: z.number().int().min(0).max(23),
  visitWeekday: z.enum(WEEKDAYS),
  /** Cairo days from the day it was first booked to the visit's day. */
  bookedDaysAhead: z.number().int().min(0),
  doctorDocumentId: z.string(),
  branchDocumentId: z.string(),
  specialtyDocumentId: ZNullableTextSchema,
  serviceDocumentId: ZNullableTextSchema,
  ...inBothLanguages('doctorName', z.string()),
  ...inBothLanguages('branchName', z.string()),
  ...inBothLanguages('branchAddress', ZNullableTextSchema),
  ...inBothLanguages('specialtyName', ZNullableTextSchema),
  ...inBothLanguages('serviceName', ZNullableTextSchema),
  /** The fee the patient was shown when booking, in Egyptian pounds; null when none was given. */
  consultationFeeEgp: z.number().int().min(1).nullable(),
  /** slots: a fixed time; fcfs: a place in a first-come-first-served session. */
  mode: ZScheduleModeSchema,
  /** Seated beyond the place's capacity by staff's explicit choice. */
  isExtraPlace: z.boolean(),
  // The language the patient booked in is stored as `locale`, a name Strapi's content API leaves
  // out of its answers: staff read it through their own routes.
  source: z.enum(APPOINTMENT_SOURCES),
  firstName: z.string(),
  lastName: z.string(),
  email: ZNullableTextSchema,
  phone: z.string(),
  /** How the patient chose their mobile's messages; null on a visit booked before the choice existed. */
  phoneChannel: ZPhoneChannelSchema.nullable(),
  age: z.number().int().min(0).nullable(),
  notes: ZNullableTextSchema,
  contractType: ZContractTypeSchema,
  consentAt: z.iso.datetime(),
  consentPolicyVersion: z.string(),
  /** The staff member who recorded a spoken agreement; null when the patient agreed online. */
  consentRecordedBy: ZNullableTextSchema,
  closedAt: z.iso.datetime().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelNote: ZNullableTextSchema,
  anonymizedAt: z.iso.datetime().nullable(),
  displacedAt: z.iso.datetime().nullable(),
  displacedBy: z.enum(DISPLACED_BY).nullable(),
  callAttempts: z.number().int().min(0),
  lastCallAttemptAt: z.iso.datetime().nullable(),
  /** Reception's latest verdict on a company or syndicate card, with its reason, when and by whom. */
  cardVerdict: z.enum(CARD_VERDICTS).nullable(),
  cardRefusalReason: z.enum(CARD_REFUSAL_REASONS).nullable(),
  cardCheckedAt: z.iso.datetime().nullable(),
  cardCheckedBy: ZNullableTextSchema,
});

export type TAppointmentAnswer = z.infer<typeof ZAppointmentAnswerSchema>;
