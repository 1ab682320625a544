import { z } from 'zod';
import { checkContractCards, type TCardPresence, ZContractTypeSchema } from './contract-cards';
import { ValidationMessage, collectFieldErrors, requiredOr } from './messages';
import { LOCALES } from './locale';
import { ZPatientInformationSchema } from './patient';
import { createLineSchema } from './text-fields';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ZDocumentIdSchema } from './identifier-schemas';

export const BOOKING_LIMITS = {
  /** Longest window one availability request may ask for. */
  maxDays: 31,
  /** The window an availability request gets when it names none: a week. */
  defaultDays: 7,
  /** Reception needs time to prepare the file, so slots closer than this are closed. */
  defaultLeadMinutes: 60,
  /** How many Cairo dates, today included, can be booked online. */
  defaultHorizonDays: 30,
} as const;

/** Which booking wizard sent the request: for reporting, not for rules. */
export const ZBookingSourceSchema = z.enum(['doctor-flow', 'branch-flow', 'old-form'], {
  error: requiredOr(ValidationMessage.invalidChoice),
});

export type TBookingSource = z.infer<typeof ZBookingSourceSchema>;

export const POLICY_VERSION_MAX_LENGTH = 20;

/**
 * GET /api/availability's query, checked by the CMS and, before it asks, by the booking's server
 * action: numbers arrive as text in a query string, so `days` is coerced.
 */
export const ZAvailabilityQuerySchema = z.object({
  doctor: ZDocumentIdSchema,
  branch: ZDocumentIdSchema,
  from: ZIsoDateSchema.optional(),
  days: z.coerce
    .number({ error: ValidationMessage.invalidType })
    .int({ error: ValidationMessage.invalidType })
    .min(1, { error: ValidationMessage.tooShort })
    .max(BOOKING_LIMITS.maxDays, { error: ValidationMessage.tooLong })
    .default(BOOKING_LIMITS.defaultDays),
});

export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuerySchema>;

/**
 * An instant with its offset, as the API writes an opening's start: '2026-11-24T10:30:00+02:00'.
 * zod's format check already refuses 2026-02-30; parsing guards whatever it lets through.
 */
export const ZInstantSchema = z
  .string({ error: requiredOr() })
  .pipe(z.iso.datetime({ offset: true, error: ValidationMessage.invalidDate }))
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: ValidationMessage.invalidDate });

/**
 * The JSON `data` part of POST /api/appointments/book. The card images travel beside it as
 * multipart files, so their rule is checked by validateBookingRequest, not by this schema.
 */
export const ZBookingRequestSchema = z.object(
  {
    doctor: ZDocumentIdSchema,
    branch: ZDocumentIdSchema,
    /** The opening's start, e.g. '2026-11-24T10:30:00+02:00'; must equal it to the ms. */
    start: ZInstantSchema,
    specialty: ZDocumentIdSchema.nullish(),
    service: ZDocumentIdSchema.nullish(),
    source: ZBookingSourceSchema,
    /** The language the patient booked in: the call centre confirms in it, the snapshot is stored in it. */
    locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }).default('en'),
    patient: ZPatientInformationSchema,
    consent: z.object(
      {
        accepted: z.literal(true, { error: ValidationMessage.consentRequired }),
        /** The privacy policy version shown, kept as proof of what the patient agreed to. */
        policyVersion: createLineSchema(1, POLICY_VERSION_MAX_LENGTH),
      },
      { error: requiredOr() },
    ),
  },
  { error: requiredOr() },
);

export type TBookingRequest = z.infer<typeof ZBookingRequestSchema>;
export type TBookingRequestInput = z.input<typeof ZBookingRequestSchema>;

export type TBookingValidation =
  | { ok: true; value: TBookingRequest }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * Validates the booking data and the presence of the card files together, returning message
 * keys by dotted path ('patient.phone', 'consent.accepted', 'cardFront'). The card rule runs
 * whenever the contract type is readable, so the form shows every error at once.
 */
export function validateBookingRequest(data: unknown, files: TCardPresence): TBookingValidation {
  const result = ZBookingRequestSchema.safeParse(data);
  const fieldErrors = result.success ? {} : collectFieldErrors(result.error);
  const contractType = ZContractTypeSchema.safeParse(readContractType(data));
  if (contractType.success) {
    for (const fieldError of checkContractCards(contractType.data, files)) {
      fieldErrors[fieldError.path] = fieldError.message;
    }
  }
  if (result.success && Object.keys(fieldErrors).length === 0) {
    return { ok: true, value: result.data };
  }
  return { ok: false, fieldErrors };
}

function readContractType(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return undefined;
  const patient: unknown = (data as Record<string, unknown>).patient;
  if (typeof patient !== 'object' || patient === null) return undefined;
  return (patient as Record<string, unknown>).contractType;
}
