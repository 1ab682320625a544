import { z } from 'zod';
import { pageAnswer } from './answers';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ValidationMessage } from './messages';
import { ZPositiveIntegerSchema, emptyAsMissing } from './staff-appointments';

/**
 * What the access log records of staff reading patient data (Law 151/2020 accountability): who
 * opened an appointment's page, who opened a card image, who exported a list (and of what), who opened
 * a doctor's waiting list, and a
 * manager's handling of a person's request: finding, exporting, correcting or erasing their data.
 */
export const ACCESS_LOG_ACTIONS = [
  'viewAppointment',
  'openCardImage',
  'exportAppointments',
  'viewWaitingList',
  'viewDoctorList',
  'findPatientData',
  'exportPatientData',
  'correctPatientData',
  'erasePatientData',
] as const;

export type TAccessLogAction = (typeof ACCESS_LOG_ACTIONS)[number];

export const ACCESS_LOG_PAGE_SIZE = 50;
export const ACCESS_LOG_SEARCH_MAX_LENGTH = 100;

const ZSearchTextSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().max(ACCESS_LOG_SEARCH_MAX_LENGTH, { error: ValidationMessage.tooLong }).optional(),
);

/**
 * A manager's look at the access log: a range of Cairo days (both ends included), optionally one
 * staff member (by email, or part of it), one booking number and one kind of access; newest first.
 */
export const ZAccessLogQuerySchema = z
  .object({
    from: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    to: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    staff: ZSearchTextSchema,
    bookingNumber: ZSearchTextSchema,
    action: z.preprocess(
      emptyAsMissing,
      z.enum(ACCESS_LOG_ACTIONS, { error: ValidationMessage.invalidChoice }).optional(),
    ),
    page: z.preprocess(emptyAsMissing, ZPositiveIntegerSchema.default(1)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: ValidationMessage.invalidDate,
    path: ['to'],
  });

export type TAccessLogQuery = z.output<typeof ZAccessLogQuerySchema>;

/** One time a staff member read patient data, as the access log lists it. */
export const ZAccessLogEntryAnswerSchema = z.object({
  occurredAt: z.iso.datetime(),
  staffEmail: z.string(),
  action: z.enum(ACCESS_LOG_ACTIONS),
  appointmentId: z.string().nullable(),
  bookingNumber: z.string().nullable(),
  /** A card's side, an export's filters. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});

export type TAccessLogEntryAnswer = z.infer<typeof ZAccessLogEntryAnswerSchema>;

/** A page of the access log, newest first. */
export const ZAccessLogPageAnswerSchema = pageAnswer(ZAccessLogEntryAnswerSchema);

export type TAccessLogPageAnswer = z.infer<typeof ZAccessLogPageAnswerSchema>;
