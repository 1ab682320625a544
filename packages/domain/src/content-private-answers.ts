import { z } from 'zod';
import { ZAppointmentStatusSchema } from './appointment-status';
import {
  ZBranchAnswerSchema,
  ZDoctorAnswerSchema,
  ZServiceAnswerSchema,
  ZSpecialtyAnswerSchema,
} from './content-answers';
import { ZNullableTextSchema, ZStrapiDocumentSchema, populatedOne } from './content-documents';
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

/** A patient's appointment as stored: private. */
export const ZAppointmentAnswerSchema = z.object({
  ...ZStrapiDocumentSchema.shape,
  bookingNumber: z.string(),
  status: ZAppointmentStatusSchema,
  /** UTC ISO datetimes; convert to Cairo time for display. */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /**
   * Snapshots taken at booking time, in both languages, so later edits to the doctor or branch don't
   * rewrite history and staff read them in their own language.
   */
  ...inBothLanguages('doctorName', z.string()),
  ...inBothLanguages('branchName', z.string()),
  ...inBothLanguages('branchAddress', ZNullableTextSchema),
  ...inBothLanguages('specialtyName', ZNullableTextSchema),
  ...inBothLanguages('serviceName', ZNullableTextSchema),
  /** The fee the patient was shown when booking, in Egyptian pounds; null when none was given. */
  consultationFeeEgp: z.number().int().min(0).nullable(),
  /** slots: a fixed time; fcfs: a place in a first-come-first-served session. */
  mode: ZScheduleModeSchema,
  source: z.enum(APPOINTMENT_SOURCES),
  doctor: populatedOne(ZDoctorAnswerSchema),
  branch: populatedOne(ZBranchAnswerSchema),
  specialty: populatedOne(ZSpecialtyAnswerSchema),
  service: populatedOne(ZServiceAnswerSchema),
  firstName: z.string(),
  lastName: z.string(),
  email: ZNullableTextSchema,
  phone: z.string(),
  age: z.number().int().min(0).nullable(),
  notes: ZNullableTextSchema,
  contractType: ZContractTypeSchema,
});

export type TAppointmentAnswer = z.infer<typeof ZAppointmentAnswerSchema>;
