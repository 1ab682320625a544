import { z } from 'zod';
import { ZPhoneChannelSchema } from './phone-channel';
import { ZEarlierWaitAnswerSchema } from './waiting-earlier';
import { ZAppointmentStatusSchema } from './appointment-status';
import { CAIRO_TIME_ZONE } from './cairo-format';
import { WEEKDAYS } from './calendar-date';
import { ZClockTimeSchema, ZIsoDateSchema } from './calendar-date-schemas';
import { ZContractTypeSchema } from './contract-cards';
import { LOCALES } from './locale';
import { PATIENT_CHANGE_REFUSALS } from './manage-booking';
import { ZScheduleModeSchema } from './schedule';
import { STAFF_TIMINGS } from './staff-booking';
import { ZArrivalAnswerSchema } from './waiting-room';
import { ZQueueStandingAnswerSchema } from './waiting-room-screen';

// What the booking's routes answer (see CODE_STYLE.md, "one contract"): a doctor's openings and
// hours, the next free times, the booking a patient made and its manage page, and the front desk's
// day of openings, its booking and the patients known under a phone.

/** full: every place is taken. closed: in the past or too soon to book; `remaining` is then 0. */
export const OPENING_STATUSES = ['open', 'full', 'closed'] as const;

/** An instant with the Cairo offset, e.g. "2026-11-24T10:30:00+02:00": sent back as it is to book. */
const ZCairoInstantSchema = z.iso.datetime({ offset: true });
const ZCountSchema = z.number().int().min(0);

export const ZOpeningAnswerSchema = z.object({
  start: ZCairoInstantSchema,
  end: ZCairoInstantSchema,
  /** slots: fixed appointments; fcfs: one first-come-first-served session with several places. */
  mode: ZScheduleModeSchema,
  capacity: ZCountSchema,
  remaining: ZCountSchema,
  status: z.enum(OPENING_STATUSES),
});

export type TOpeningAnswer = z.infer<typeof ZOpeningAnswerSchema>;

/** A doctor's openings at a branch per Cairo day (GET /availability), sorted by start. */
export const ZAvailabilityAnswerSchema = z.object({
  doctor: z.string(),
  branch: z.string(),
  timeZone: z.literal(CAIRO_TIME_ZONE),
  days: z.array(z.object({ date: ZIsoDateSchema, weekday: z.enum(WEEKDAYS), openings: z.array(ZOpeningAnswerSchema) })),
});

export type TAvailabilityAnswer = z.infer<typeof ZAvailabilityAnswerSchema>;

/** Every published doctor's soonest open time at each branch, and when the CMS worked them out. */
export const ZNextFreeTimesAnswerSchema = z.object({
  madeAt: z.iso.datetime(),
  times: z.array(
    z.object({
      doctor: z.string(),
      branch: z.string(),
      start: ZCairoInstantSchema,
      end: ZCairoInstantSchema,
      mode: ZScheduleModeSchema,
    }),
  ),
});

export type TNextFreeTimesAnswer = z.infer<typeof ZNextFreeTimesAnswerSchema>;

/** A doctor's hours in force this week at each of their branches, from Saturday, in Cairo wall-clock times. */
export const ZWeeklyHoursAnswerSchema = z.object({
  doctor: z.string(),
  timeZone: z.literal(CAIRO_TIME_ZONE),
  hours: z.array(
    z.object({
      branch: z.string(),
      weekday: z.enum(WEEKDAYS),
      startTime: ZClockTimeSchema,
      endTime: ZClockTimeSchema,
      mode: ZScheduleModeSchema,
    }),
  ),
});

export type TWeeklyHoursAnswer = z.infer<typeof ZWeeklyHoursAnswerSchema>;

/**
 * A booking as its patient reads it back, each name in the language it was booked in; the names
 * are those when booked, and a document id is null once its entry is deleted.
 */
export const ZPublicBookingAnswerSchema = z.object({
  bookingNumber: z.string(),
  status: ZAppointmentStatusSchema,
  start: ZCairoInstantSchema,
  end: ZCairoInstantSchema,
  mode: ZScheduleModeSchema,
  locale: z.enum(LOCALES),
  doctor: z.object({ documentId: z.string().nullable(), name: z.string() }),
  branch: z.object({
    documentId: z.string().nullable(),
    name: z.string(),
    address: z.string().nullable(),
    locationLink: z.string().nullable(),
  }),
  specialty: z.string().nullable(),
  service: z.string().nullable(),
  /** The doctor's fee at the branch when booked, in Egyptian pounds; null when none was given. */
  consultationFeeEgp: ZCountSchema.nullable(),
});

export type TPublicBookingAnswer = z.infer<typeof ZPublicBookingAnswerSchema>;

/** The answer to a booking: the booking, and its manage link's token, shown once (only its hash is kept). */
export const ZBookedAppointmentAnswerSchema = ZPublicBookingAnswerSchema.extend({ manageToken: z.string() });

export type TBookedAppointmentAnswer = z.infer<typeof ZBookedAppointmentAnswerSchema>;

/** A booking as its manage page shows it: never the phone or the email in full. */
export const ZManagedBookingAnswerSchema = z.object({
  booking: ZPublicBookingAnswerSchema,
  patient: z.object({ firstName: z.string(), phone: z.string(), email: z.string().nullable() }),
  branchContact: z.object({ phone: z.string().nullable(), whatsapp: z.string().nullable() }),
  change: z.object({
    /** Why the patient may not change the visit through the link now (the page says to call the branch). */
    refusal: z.enum(PATIENT_CHANGE_REFUSALS).nullable(),
    /** Wrong answers to the phone's last digits used up the link's tries: changes go through the branch. */
    locked: z.boolean(),
    /** How many hours before the visit the patient may still change it. */
    cutoffHours: z.number().min(0),
  }),
  /** The patient stopped this booking's messages from the page (they may have them again there). */
  messagesStopped: z.boolean(),
  /** How the mobile's messages go, which the page lets the patient change; null when there is no choice (no mobile, or no WhatsApp). */
  phoneChannel: ZPhoneChannelSchema.nullable(),
  /** Waiting for an earlier time with the doctor (waiting-earlier.ts). */
  earlier: ZEarlierWaitAnswerSchema,
  /** On the visit's day, once checked in: the patient's place in the queue (null otherwise). */
  queue: ZQueueStandingAnswerSchema.nullable(),
});

export type TManagedBookingAnswer = z.infer<typeof ZManagedBookingAnswerSchema>;

/** An opening as the front desk sees it: the seats taken, extra places included, and where it stands for staff. */
export const ZStaffOpeningAnswerSchema = ZOpeningAnswerSchema.omit({ remaining: true }).extend({
  booked: ZCountSchema,
  timing: z.enum(STAFF_TIMINGS),
  isFull: z.boolean(),
});

/** One day of a doctor's openings at a branch, for the front desk's booking. */
export const ZStaffAvailabilityAnswerSchema = z.object({
  date: ZIsoDateSchema,
  openings: z.array(ZStaffOpeningAnswerSchema),
});

export type TStaffAvailabilityAnswer = z.infer<typeof ZStaffAvailabilityAnswerSchema>;

/** A booking the front desk made. */
export const ZStaffBookingResultAnswerSchema = z.object({
  documentId: z.string(),
  bookingNumber: z.string(),
  /** A walk-in checked in with the booking (`checkInNow`): the check-in; null otherwise. */
  arrival: ZArrivalAnswerSchema.nullable(),
});

export type TStaffBookingResultAnswer = z.infer<typeof ZStaffBookingResultAnswerSchema>;

/** A patient once booked under a phone, with what they gave last time, to fill a new booking in. */
export const ZKnownPatientAnswerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  email: z.string().nullable(),
  contractType: ZContractTypeSchema,
  locale: z.enum(LOCALES).nullable(),
  lastBookedAt: z.iso.datetime(),
});

export type TKnownPatientAnswer = z.infer<typeof ZKnownPatientAnswerSchema>;

export const ZKnownPatientsAnswerSchema = z.array(ZKnownPatientAnswerSchema);
