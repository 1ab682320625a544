import { z } from 'zod';
import { ValidationMessage, requiredOr } from './messages';

export const APPOINTMENT_NOTE_MAX_LENGTH = 1000;

/**
 * A note staff write on an appointment: for colleagues only, never shown to the patient, never in the
 * patient's messages or the CSV; on the doctor's day sheet only when `isForDoctor`. Deleted when the
 * visit is anonymized.
 */
export const ZAppointmentNoteSchema = z.object(
  {
    text: z
      .string({ error: requiredOr(ValidationMessage.invalidType) })
      .trim()
      .min(1, { error: ValidationMessage.required })
      .max(APPOINTMENT_NOTE_MAX_LENGTH, { error: ValidationMessage.tooLong }),
    isForDoctor: z.boolean({ error: ValidationMessage.invalidType }).default(false),
  },
  { error: requiredOr() },
);

export type TAppointmentNote = z.infer<typeof ZAppointmentNoteSchema>;
export type TAppointmentNoteInput = z.input<typeof ZAppointmentNoteSchema>;
