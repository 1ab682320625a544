import { z } from 'zod';
import { ValidationMessage, requiredOr } from './messages';

/** `noShow`: the patient did not come, recorded from the visit's start; counted apart from cancellations. */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'canceled', 'done', 'noShow'] as const;

export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * The closing statuses: entering one records when the appointment closed, which retention and the
 * take-back limits (see appointment-workflow.ts) count from.
 */
export const CLOSED_APPOINTMENT_STATUSES = [
  'canceled',
  'done',
  'noShow',
] as const satisfies readonly TAppointmentStatus[];

/** The statuses of a visit still booked: past its day, one of these is a visit nobody closed. */
export const OPEN_APPOINTMENT_STATUSES = ['pending', 'confirmed'] as const satisfies readonly TAppointmentStatus[];

export function isClosedStatus(status: TAppointmentStatus): boolean {
  return (CLOSED_APPOINTMENT_STATUSES as readonly TAppointmentStatus[]).includes(status);
}

export const ZAppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, {
  error: requiredOr(ValidationMessage.invalidChoice),
});
