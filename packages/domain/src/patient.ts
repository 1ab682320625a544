import { z } from 'zod';
import { normalizeDigits } from './digits';
import { ValidationMessage, requiredOr } from './messages';
import { ZPhoneChannelSchema } from './phone-channel';
import { ZEgyptianPhoneSchema } from './phone-schema';
import { ZEmailSchema, createPersonNameSchema, createTextSchema, optionalField } from './text-fields';
import { ZContractTypeSchema, checkContractCards } from './contract-cards';

export const PATIENT_NAME_MAX_LENGTH = 60;
export const PATIENT_NOTES_MAX_LENGTH = 1000;
/** Babies are seen in paediatric ENT, so 0 is a valid age. */
export const PATIENT_AGE_MIN = 0;
export const PATIENT_AGE_MAX = 120;

const NUMERIC_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * Form inputs deliver the age as text, possibly in Arabic-Indic digits. z.coerce is not
 * used because it turns "" into 0, which would silently register an empty age as a baby.
 */
function toAgeInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = normalizeDigits(value).trim();
  if (text === '') return undefined;
  return NUMERIC_TEXT.test(text) ? Number(text) : value;
}

const ZAgeSchema = z.preprocess(
  toAgeInput,
  z
    .number({ error: requiredOr(ValidationMessage.invalidAge) })
    .int({ error: ValidationMessage.invalidAge })
    .min(PATIENT_AGE_MIN, { error: ValidationMessage.invalidAge })
    .max(PATIENT_AGE_MAX, { error: ValidationMessage.invalidAge }),
);

/**
 * The object-level error map keeps a missing or non-object payload on message keys too. The email is
 * optional: many patients have none they read, and the phone is how the clinic reaches them; with one,
 * the clinic writes to them about the booking.
 */
export const ZPatientInformationSchema = z.object(
  {
    firstName: createPersonNameSchema(PATIENT_NAME_MAX_LENGTH),
    lastName: createPersonNameSchema(PATIENT_NAME_MAX_LENGTH),
    email: optionalField(ZEmailSchema),
    phone: ZEgyptianPhoneSchema,
    /** Read only for a mobile number; WhatsApp unless the patient chose SMS. */
    phoneChannel: ZPhoneChannelSchema.default('whatsapp'),
    age: ZAgeSchema,
    notes: optionalField(createTextSchema(0, PATIENT_NOTES_MAX_LENGTH)),
    contractType: ZContractTypeSchema,
  },
  { error: requiredOr() },
);

export type TPatientInformation = z.infer<typeof ZPatientInformationSchema>;
export type TPatientInformationInput = z.input<typeof ZPatientInformationSchema>;

const ZCardPresenceShape = {
  hasCardFront: z.boolean({ error: requiredOr() }),
  hasCardBack: z.boolean({ error: requiredOr() }),
};

/** A patient's details as a site form sends them, with their tick of the privacy consent (the waiting list's). */
export const ZConsentingPatientSchema = ZPatientInformationSchema.extend({
  consent: z.literal(true, { error: ValidationMessage.consentRequired }),
});
export type TConsentingPatient = z.infer<typeof ZConsentingPatientSchema>;

/**
 * The booking form payload. The card files travel separately (multipart), so the web form
 * sets `hasCard*` from the picked files and the server from the received ones: both then
 * validate with this one schema.
 */
export const ZPatientSubmissionSchema = ZConsentingPatientSchema.extend(ZCardPresenceShape).superRefine(
  (submission, ctx) => {
    for (const fieldError of checkContractCards(submission.contractType, submission)) {
      ctx.addIssue({ code: 'custom', path: [fieldError.path], message: fieldError.message });
    }
  },
  // Run the card rule even when other fields failed, so the form shows every error at once.
  { when: (payload) => canCheckCards(payload.value) },
);

export type TPatientSubmission = z.infer<typeof ZPatientSubmissionSchema>;
export type TPatientSubmissionInput = z.input<typeof ZPatientSubmissionSchema>;

function canCheckCards(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    ZContractTypeSchema.safeParse(candidate.contractType).success &&
    typeof candidate.hasCardFront === 'boolean' &&
    typeof candidate.hasCardBack === 'boolean'
  );
}
