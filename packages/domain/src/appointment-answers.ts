import { z } from 'zod';
import { fieldMask, pageAnswer } from './answers';
import { ZAppointmentStatusSchema } from './appointment-status';
import { CANCEL_REASONS } from './appointment-workflow';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ZCardCheckAnswerSchema, ZCardStateSchema } from './card-checks';
import { ZContractTypeSchema } from './contract-cards';
import { DAY_SHEET_STATUSES } from './day-sheet';
import { LOCALES } from './locale';
import { ZMessageStopAnswerSchema } from './message-stops';
import { ZPatientMessageAnswerSchema } from './patient-messages';
import { ZScheduleModeSchema } from './schedule';
import { STAFF_BOOKING_EXCEPTIONS } from './staff-booking';
import { ZArrivalAnswerSchema, ZArrivalEventSchema } from './waiting-room';
import { ZQueuePauseAnswerSchema } from './waiting-room-screen';
import { APPOINTMENT_SOURCES, ZStatusCountsSchema } from './statistics';

// What the front desk's routes answer about appointments (see CODE_STYLE.md, "one contract"): the
// list and its export, the call list, and one appointment's page. Names (doctor, branch, specialty,
// service) come in the language the page asked for.

/** Which change to the doctor's hours left a visit outside them: a closure or leave, or new weekly hours. */
export const DISPLACED_BY = ['closure', 'hoursChange'] as const;

/** One row of the staff list and the CSV export: never the email, the notes or the card files. */
export const ZAppointmentRowAnswerSchema = z.object({
  documentId: z.string(),
  bookingNumber: z.string(),
  status: ZAppointmentStatusSchema,
  createdAt: z.iso.datetime(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  mode: ZScheduleModeSchema,
  firstName: z.string(),
  lastName: z.string(),
  /** E.164, e.g. +201001234567. */
  phone: z.string(),
  doctorName: z.string(),
  branchName: z.string(),
  specialtyName: z.string().nullable(),
  serviceName: z.string().nullable(),
  contractType: ZContractTypeSchema,
  /** Why the visit was cancelled, while it is. */
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** When a change to the doctor's hours left the visit outside them, and which; the front desk calls the patient. */
  displacedAt: z.iso.datetime().nullable(),
  displacedBy: z.enum(DISPLACED_BY).nullable(),
  /** Seated beyond the place's capacity by staff's explicit choice. */
  isExtraPlace: z.boolean(),
  /** The fee the patient was shown when booking, in Egyptian pounds; null when none was given. */
  consultationFeeEgp: z.number().int().min(0).nullable(),
  /** When the patient's details were removed: the name, phone and email then hold nothing of the patient. */
  anonymizedAt: z.iso.datetime().nullable(),
});

export type TAppointmentRowAnswer = z.infer<typeof ZAppointmentRowAnswerSchema>;

/**
 * A page of the list with the counters of its range and filters. The counters ignore the status
 * filter (they are what it chooses between); `pagination.total` is the sum of the chosen statuses'.
 */
export const ZAppointmentListAnswerSchema = pageAnswer(ZAppointmentRowAnswerSchema).extend({
  counters: ZStatusCountsSchema,
  /** Of the range's visits, those seated beyond a place's capacity. */
  extraPlaces: z.number().int().min(0),
});

export type TAppointmentListAnswer = z.infer<typeof ZAppointmentListAnswerSchema>;

/** One visit on the call list: a list row, the language to write to the patient in, and the unanswered calls. */
export const ZCallRowAnswerSchema = ZAppointmentRowAnswerSchema.extend({
  locale: z.enum(LOCALES),
  callAttempts: z.number().int().min(0),
  lastCallAttemptAt: z.iso.datetime().nullable(),
  /** A company or syndicate visit's card verdict; null while unchecked (and for cash). */
  cardCheck: ZCardStateSchema.nullable(),
});

export type TCallRowAnswer = z.infer<typeof ZCallRowAnswerSchema>;

export const ZCallListAnswerSchema = z.array(ZCallRowAnswerSchema);

/** The unanswered calls counted on a visit, the one just recorded included. */
export const ZCallAttemptCountAnswerSchema = z.object({
  callAttempts: z.number().int().min(1),
  lastCallAttemptAt: z.iso.datetime(),
});

export type TCallAttemptCountAnswer = z.infer<typeof ZCallAttemptCountAnswerSchema>;

/** One entry of an appointment's history: a status change, or a move (the same status, with its times). */
export const ZStatusHistoryEntryAnswerSchema = z.object({
  fromStatus: ZAppointmentStatusSchema.nullable(),
  toStatus: ZAppointmentStatusSchema,
  changedAt: z.iso.datetime(),
  /** A staff member's email, or `patient` for the booking itself. */
  changedBy: z.string().nullable(),
  /** For a cancellation: its reason, and staff's note (never shown to the patient). */
  reason: z.enum(CANCEL_REASONS).nullable(),
  note: z.string().nullable(),
  /** For a move to another time: the start before and after. */
  movedFrom: z.iso.datetime().nullable(),
  movedTo: z.iso.datetime().nullable(),
  /** For a booking staff made: what they did that patients may not; an extra place's reason is `note`. */
  exceptions: z.array(z.enum(STAFF_BOOKING_EXCEPTIONS)),
  /**
   * For the waiting room: a check-in, its taking back, or the call in to the doctor (the status stays
   * as it was); a call out of turn's reason is `note`.
   */
  arrival: ZArrivalEventSchema.nullable(),
  /** For the desk's verdict on the patient's card (the status stays as it was). */
  cardCheck: ZCardStateSchema.nullable(),
});

export type TStatusHistoryEntryAnswer = z.infer<typeof ZStatusHistoryEntryAnswerSchema>;

/** A note staff wrote on an appointment, never shown to the patient; `writtenBy` is the staff member's email. */
export const ZStaffNoteAnswerSchema = z.object({
  text: z.string(),
  /** Also printed on the doctor's day sheet. */
  isForDoctor: z.boolean(),
  writtenBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export type TStaffNoteAnswer = z.infer<typeof ZStaffNoteAnswerSchema>;

/** A change staff may make now: forward in the workflow, or taking back a mistake until `closesAt`. */
export const ZWorkflowStepAnswerSchema = z.object({
  to: ZAppointmentStatusSchema,
  kind: z.enum(['forward', 'undo']),
  /** Completion and no-show open at the visit's start; a take-back closes after its allowed time. */
  opensAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable(),
});

/** One appointment's page: the row, the rest of what the patient gave, its history, notes and messages, and what staff may do. */
export const ZAppointmentDetailAnswerSchema = ZAppointmentRowAnswerSchema.extend({
  updatedAt: z.iso.datetime(),
  /** Optional when staff booked for a caller or a walk-in. */
  email: z.string().nullable(),
  /** The privacy policy version the patient agreed to. */
  consentPolicyVersion: z.string(),
  /** The staff member who recorded the patient's spoken consent; null when the patient agreed online. */
  consentRecordedBy: z.string().nullable(),
  age: z.number().int().nullable(),
  /** What the patient wrote when booking. */
  notes: z.string().nullable(),
  source: z.enum(APPOINTMENT_SOURCES),
  locale: z.enum(LOCALES),
  branchAddress: z.string().nullable(),
  /** The doctor's and branch's document ids, whose hours the visit can move within; null once deleted. */
  doctorId: z.string().nullable(),
  branchId: z.string().nullable(),
  /** Which card images exist; they are read through `/appointments/:id/cards/:side`. */
  cards: z.object({ front: z.boolean(), back: z.boolean() }),
  statusHistory: z.array(ZStatusHistoryEntryAnswerSchema),
  /** Oldest first. */
  staffNotes: z.array(ZStaffNoteAnswerSchema),
  /** What the clinic sent or is sending the patient, oldest first. */
  messages: z.array(ZPatientMessageAnswerSchema),
  /** The patient's stops in force on these messages (none: every message goes). */
  messageStops: z.array(ZMessageStopAnswerSchema),
  /** When it became done or canceled, while it is. */
  closedAt: z.iso.datetime().nullable(),
  cancelNote: z.string().nullable(),
  workflow: z.array(ZWorkflowStepAnswerSchema),
  /** The patient's check-in today, while it stands (none: not arrived, or taken back). */
  arrival: ZArrivalAnswerSchema.nullable(),
  /** The desk's latest verdict on a company or syndicate card; null while unchecked. */
  cardCheck: ZCardCheckAnswerSchema.nullable(),
});

export type TAppointmentDetailAnswer = z.infer<typeof ZAppointmentDetailAnswerSchema>;

/** One visit on a doctor's day sheet: what the doctor needs of the patient, and whose page it goes on. */
export const ZDaySheetVisitAnswerSchema = ZAppointmentDetailAnswerSchema.pick(
  fieldMask(
    ['documentId', 'bookingNumber', 'createdAt', 'startsAt', 'endsAt', 'mode', 'firstName', 'lastName', 'age'],
    ['phone', 'contractType', 'notes', 'isExtraPlace', 'anonymizedAt', 'doctorName', 'branchName'],
  ),
).extend({
  status: z.enum(DAY_SHEET_STATUSES),
  /** The staff notes marked for the doctor, oldest first. */
  doctorNotes: z.array(ZStaffNoteAnswerSchema.omit({ isForDoctor: true })),
  doctorId: z.string(),
  branchId: z.string(),
  /** The patient's check-in standing: when they came, their number in a first-come session, and whether late. */
  arrival: ZArrivalAnswerSchema.pick({ arrivedAt: true, queueNumber: true, isLate: true }).nullable(),
  cardCheck: ZCardStateSchema.nullable(),
});

export type TDaySheetVisitAnswer = z.infer<typeof ZDaySheetVisitAnswerSchema>;

/** A Cairo day's sheet: the day shown (the one asked for, or today) and its visits. */
export const ZDaySheetAnswerSchema = z.object({
  data: z.array(ZDaySheetVisitAnswerSchema),
  date: ZIsoDateSchema,
  /** False when the day holds more visits than one sheet lists (DAY_SHEET_MAX_VISITS). */
  isComplete: z.boolean(),
  /** The doctors' queues paused today (none for another day), for the sheet's pause controls. */
  pauses: z.array(ZQueuePauseAnswerSchema),
});

export type TDaySheetAnswer = z.infer<typeof ZDaySheetAnswerSchema>;
