import { z } from 'zod';
import { ValidationMessage, requiredOr } from './messages';

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'canceled', 'done'] as const;

export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * The closing statuses: entering one records when the appointment closed, which retention and the
 * take-back limits (see appointment-workflow.ts) count from.
 */
export const CLOSED_APPOINTMENT_STATUSES = ['canceled', 'done'] as const satisfies readonly TAppointmentStatus[];

export function isClosedStatus(status: TAppointmentStatus): boolean {
  return (CLOSED_APPOINTMENT_STATUSES as readonly TAppointmentStatus[]).includes(status);
}

export const ZAppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, {
  error: requiredOr(ValidationMessage.invalidChoice),
});
