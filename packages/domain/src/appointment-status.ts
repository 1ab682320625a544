import { z } from 'zod';
import { AppError, ErrorCode } from './errors';
import { ValidationMessage, requiredOr } from './messages';

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'canceled', 'done'] as const;

export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The final statuses: entering one records when the appointment closed, which retention counts from. */
export const CLOSED_APPOINTMENT_STATUSES = ['canceled', 'done'] as const satisfies readonly TAppointmentStatus[];

export function isClosedStatus(status: TAppointmentStatus): boolean {
  return (CLOSED_APPOINTMENT_STATUSES as readonly TAppointmentStatus[]).includes(status);
}

export const ZAppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, {
  error: requiredOr(ValidationMessage.invalidChoice),
});

/**
 * A booking starts pending until reception confirms it by phone. canceled and done are
 * final: reopening a canceled booking could take a seat someone else has booked since, so
 * the patient books again instead.
 */
export const ALLOWED_TRANSITIONS: Readonly<Record<TAppointmentStatus, readonly TAppointmentStatus[]>> = {
  pending: ['confirmed', 'canceled'],
  confirmed: ['done', 'canceled'],
  canceled: [],
  done: [],
};

/** Staying in the same status is not a transition, so it is refused too. */
export function canTransition(from: TAppointmentStatus, to: TAppointmentStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** Throws INVALID_TRANSITION (HTTP 409) with `details: { from, to }` when refused. */
export function assertTransition(from: TAppointmentStatus, to: TAppointmentStatus): void {
  if (!canTransition(from, to)) {
    throw new AppError(ErrorCode.INVALID_TRANSITION, `Cannot move an appointment from ${from} to ${to}`, {
      details: { from, to },
    });
  }
}
