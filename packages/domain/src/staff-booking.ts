import { z } from 'zod';
import type { TOpening } from './availability';
import { POLICY_VERSION_MAX_LENGTH, ZInstantSchema } from './booking';
import { toCairoDate } from './cairo-time';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ZDocumentIdSchema } from './identifier-schemas';
import { LOCALES } from './locale';
import { ValidationMessage, requiredOr } from './messages';
import { ZPatientInformationSchema } from './patient';
import { ZEgyptianPhoneSchema } from './phone-schema';
import { createLineSchema, optionalField } from './text-fields';

/** How a booking made by staff reached the clinic: a caller, or a patient standing at the desk. */
export const STAFF_BOOKING_SOURCES = ['phone', 'walk-in'] as const;
export const ZStaffBookingSourceSchema = z.enum(STAFF_BOOKING_SOURCES, {
  error: requiredOr(ValidationMessage.invalidChoice),
});
export type TStaffBookingSource = z.infer<typeof ZStaffBookingSourceSchema>;

export const EXTRA_PLACE_REASON_MAX_LENGTH = 200;

/** The patient's agreement to the privacy policy, given on the phone or at the desk and recorded by staff. */
export const ZVerbalConsentSchema = z.object(
  {
    givenVerbally: z.literal(true, { error: ValidationMessage.verbalConsentRequired }),
    policyVersion: createLineSchema(1, POLICY_VERSION_MAX_LENGTH),
  },
  { error: requiredOr() },
);

/**
 * POST /api/staff/appointments: a booking a receptionist makes for a caller or a walk-in. The patient
 * is the public form's, but no card image travels (the patient brings the card to the visit). The patient agreed to the privacy policy on the phone or
 * at the desk, and the staff member records it. `locale` is the language the clinic writes to the
 * patient in. `isExtraPlace` is the explicit choice to seat the patient beyond the place's capacity,
 * which needs a reason.
 */
export const ZStaffBookingSchema = z
  .object(
    {
      doctor: ZDocumentIdSchema,
      branch: ZDocumentIdSchema,
      // The form's list of times sends '' until one is ticked: that asks for a time, not a valid date.
      start: z
        .string({ error: ValidationMessage.timeRequired })
        .min(1, { error: ValidationMessage.timeRequired })
        .pipe(ZInstantSchema),
      source: ZStaffBookingSourceSchema,
      locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }),
      patient: ZPatientInformationSchema,
      consent: ZVerbalConsentSchema,
      /** The caller's choice: false records that they want no SMS about this booking (an email still goes). */
      wantsSms: z.boolean({ error: ValidationMessage.invalidType }).default(true),
      isExtraPlace: z.boolean({ error: ValidationMessage.invalidType }).default(false),
      extraPlaceReason: optionalField(createLineSchema(1, EXTRA_PLACE_REASON_MAX_LENGTH)),
      /** A walk-in standing at the desk for a visit today: checked in with the booking, in one step. */
      checkInNow: z.boolean({ error: ValidationMessage.invalidType }).default(false),
    },
    { error: requiredOr() },
  )
  .refine((booking) => !booking.isExtraPlace || booking.extraPlaceReason !== undefined, {
    path: ['extraPlaceReason'],
    error: ValidationMessage.required,
  })
  .refine((booking) => !booking.checkInNow || booking.source === 'walk-in', {
    path: ['checkInNow'],
    error: ValidationMessage.invalidChoice,
  });

export type TStaffBooking = z.infer<typeof ZStaffBookingSchema>;
export type TStaffBookingInput = z.input<typeof ZStaffBookingSchema>;

/** GET /api/staff/availability: one Cairo day (today when absent) of a doctor's openings at a branch. */
export const ZStaffAvailabilityQuerySchema = z.object(
  { doctor: ZDocumentIdSchema, branch: ZDocumentIdSchema, date: ZIsoDateSchema.optional() },
  { error: requiredOr() },
);
export type TStaffAvailabilityQuery = z.infer<typeof ZStaffAvailabilityQuerySchema>;

/** GET /api/staff/patients: the phone a caller gives, in any form a person types it. */
export const ZPatientLookupQuerySchema = z.object({ phone: ZEgyptianPhoneSchema }, { error: requiredOr() });
export type TPatientLookupQuery = z.infer<typeof ZPatientLookupQuerySchema>;

/** How many distinct patients one phone lists: a family, not a call centre's whole book. */
export const PATIENT_LOOKUP_LIMIT = 20;

/**
 * Where an opening stands for the front desk, which may do what patients may not:
 * - ahead: bookable online too;
 * - insideLeadTime: still ahead, but too soon for an online booking;
 * - running: a first-come session that has begun and not yet ended;
 * - earlierToday: started earlier today, for a walk-in recorded after the fact;
 * - past: any other time gone by, which nobody books.
 */
export const STAFF_TIMINGS = ['ahead', 'insideLeadTime', 'running', 'earlierToday', 'past'] as const;
export type TStaffTiming = (typeof STAFF_TIMINGS)[number];

/** What staff may do at an opening that patients may not, each written in the booking's history. */
export const STAFF_BOOKING_EXCEPTIONS = [
  'insideLeadTime',
  'runningSession',
  'walkInAfterTheFact',
  'extraPlace',
] as const;
export type TStaffBookingException = (typeof STAFF_BOOKING_EXCEPTIONS)[number];

export type TStaffOpening = {
  timing: TStaffTiming;
  /** Every seat taken (or the doctor elsewhere): only an extra place seats one more. */
  isFull: boolean;
};

/** Rates one opening of the public availability for the front desk at `now`. */
export function rateOpeningForStaff(opening: TOpening, now: Date): TStaffOpening {
  const isFull = opening.status === 'full' || opening.booked >= opening.capacity;
  return { timing: getStaffTiming(opening, now), isFull };
}

function getStaffTiming(opening: TOpening, now: Date): TStaffTiming {
  if (opening.start >= now) return opening.status === 'closed' ? 'insideLeadTime' : 'ahead';
  if (opening.mode === 'fcfs' && now < opening.end) return 'running';
  return toCairoDate(opening.start) === toCairoDate(now) ? 'earlierToday' : 'past';
}

export type TStaffBookingCheck =
  | { ok: true; exceptions: TStaffBookingException[]; isExtraPlace: boolean }
  | { ok: false; refusal: 'slotInPast' | 'pastOnlyForWalkIn' | 'slotFull' };

/**
 * Whether staff may book this opening, and which of their exceptions it takes. A time gone by is
 * refused, except a running first-come session and, for a walk-in, a time earlier today; a full one
 * is refused unless the extra place was chosen. An extra place asked for where a seat is free is a
 * plain booking: nobody is seated beyond capacity who need not be.
 */
export function checkStaffBooking(
  rated: TStaffOpening,
  request: { source: TStaffBookingSource; isExtraPlace: boolean },
): TStaffBookingCheck {
  const exceptions: TStaffBookingException[] = [];
  switch (rated.timing) {
    case 'past':
      return { ok: false, refusal: 'slotInPast' };
    case 'earlierToday':
      if (request.source !== 'walk-in') return { ok: false, refusal: 'pastOnlyForWalkIn' };
      exceptions.push('walkInAfterTheFact');
      break;
    case 'running':
      exceptions.push('runningSession');
      break;
    case 'insideLeadTime':
      exceptions.push('insideLeadTime');
      break;
    case 'ahead':
      break;
  }
  if (rated.isFull) {
    if (!request.isExtraPlace) return { ok: false, refusal: 'slotFull' };
    exceptions.push('extraPlace');
  }
  return { ok: true, exceptions, isExtraPlace: rated.isFull };
}
