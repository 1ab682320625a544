import { z } from 'zod';
import { OPEN_APPOINTMENT_STATUSES, type TAppointmentStatus } from './appointment-status';
import { ZInstantSchema } from './booking';
import { ValidationMessage, requiredOr } from './messages';

/**
 * Moving a visit to another time of the same doctor at the same branch: the start the screen showed
 * (a move from a stale screen is refused with CONFLICT) and the new place's start, which the doctor's
 * hours must offer and have free.
 */
export const ZRescheduleSchema = z
  .object({ from: ZInstantSchema, start: ZInstantSchema }, { error: requiredOr() })
  .refine((move) => Date.parse(move.from) !== Date.parse(move.start), {
    path: ['start'],
    error: ValidationMessage.invalidChoice,
  });

export type TReschedule = z.infer<typeof ZRescheduleSchema>;

/** Only a visit still booked can move; a closed one is done, cancelled or missed. */
export function canReschedule(status: TAppointmentStatus): boolean {
  return (OPEN_APPOINTMENT_STATUSES as readonly TAppointmentStatus[]).includes(status);
}
