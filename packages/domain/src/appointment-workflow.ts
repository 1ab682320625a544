import { z } from 'zod';
import { type TAppointmentStatus, ZAppointmentStatusSchema } from './appointment-status';
import { MS_PER_MINUTE } from './calendar-date';
import { AppError, ErrorCode } from './errors';
import { ValidationMessage, requiredOr } from './messages';

/**
 * Why a visit was cancelled, as reception records it. The category goes into the figures and the CSV;
 * the note (required for `other`) is for staff only: never sent to the patient, anonymized with the visit.
 */
export const CANCEL_REASONS = ['patientRequest', 'doctorUnavailable', 'duplicate', 'unreachable', 'other'] as const;

export type TCancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_NOTE_MAX_LENGTH = 200;

/**
 * A completion or a no-show marked by mistake can be taken back for this long, by any staff member:
 * a completion to confirmed, a no-show to the status it had.
 */
export const COMPLETION_UNDO_HOURS = 24;
/** A cancellation made by mistake can be undone for this long, while its place is still free. */
export const CANCELLATION_UNDO_MINUTES = 15;

export const ZCancelReasonSchema = z
  .object(
    {
      category: z.enum(CANCEL_REASONS, { error: requiredOr(ValidationMessage.invalidChoice) }),
      note: z
        .string({ error: ValidationMessage.invalidType })
        .trim()
        .max(CANCEL_NOTE_MAX_LENGTH, { error: ValidationMessage.tooLong })
        .optional()
        .transform((note) => note || undefined),
    },
    { error: requiredOr() },
  )
  .superRefine((reason, ctx) => {
    if (reason.category === 'other' && !reason.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: ValidationMessage.required });
    }
  });

export type TCancelReasonInput = z.infer<typeof ZCancelReasonSchema>;

/**
 * A receptionist's status change: the status they saw (for the compare-and-swap), the new one, and,
 * for a cancellation, its reason.
 */
export const ZAppointmentStatusChangeSchema = z
  .object(
    { from: ZAppointmentStatusSchema, to: ZAppointmentStatusSchema, reason: ZCancelReasonSchema.optional() },
    { error: requiredOr() },
  )
  .superRefine((change, ctx) => {
    if (change.to === 'canceled' && !change.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ValidationMessage.required });
    }
  });

export type TAppointmentStatusChange = z.infer<typeof ZAppointmentStatusChangeSchema>;
export type TAppointmentStatusChangeInput = z.input<typeof ZAppointmentStatusChangeSchema>;

/** What the workflow needs to know of an appointment. */
export type TWorkflowState = {
  status: TAppointmentStatus;
  startsAt: Date;
  /** When it became done, canceled or noShow; null while open (and for rows closed before this was kept). */
  closedAt: Date | null;
  /** What a canceled or noShow appointment was before, which taking the change back restores. */
  statusBeforeClosing: TAppointmentStatus | null;
};

/**
 * A change staff may make. `forward` moves the visit on; `undo` takes back a mistaken completion,
 * no-show or cancellation until `closesAt`. Completion and no-show `opensAt` the visit's start.
 */
export type TWorkflowStep = {
  to: TAppointmentStatus;
  kind: 'forward' | 'undo';
  opensAt?: Date;
  closesAt?: Date;
};

const addMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MS_PER_MINUTE);

/**
 * The changes the workflow has for an appointment in its current status, with their time limits, the
 * ones already past left out: pending → confirmed, noShow (from the start) or canceled; confirmed →
 * done (from the start), noShow (from the start) or canceled; done → confirmed and noShow → the status
 * it had, within COMPLETION_UNDO_HOURS of closing; canceled → the status it had within
 * CANCELLATION_UNDO_MINUTES of cancelling.
 */
export function listWorkflowSteps(state: TWorkflowState, now: Date): TWorkflowStep[] {
  const undo = (to: TAppointmentStatus, minutes: number): TWorkflowStep[] => {
    if (!state.closedAt) return [];
    const closesAt = addMinutes(state.closedAt, minutes);
    return now < closesAt ? [{ to, kind: 'undo', closesAt }] : [];
  };
  switch (state.status) {
    case 'pending':
      return [
        { to: 'confirmed', kind: 'forward' },
        { to: 'noShow', kind: 'forward', opensAt: state.startsAt },
        { to: 'canceled', kind: 'forward' },
      ];
    case 'confirmed':
      return [
        { to: 'done', kind: 'forward', opensAt: state.startsAt },
        { to: 'noShow', kind: 'forward', opensAt: state.startsAt },
        { to: 'canceled', kind: 'forward' },
      ];
    case 'done':
      return undo('confirmed', COMPLETION_UNDO_HOURS * 60);
    case 'noShow':
      return undo(state.statusBeforeClosing ?? 'confirmed', COMPLETION_UNDO_HOURS * 60);
    case 'canceled':
      return undo(state.statusBeforeClosing ?? 'pending', CANCELLATION_UNDO_MINUTES);
  }
}

/**
 * Throws the AppError that refuses `change` now (each a 409 the staff screen translates): CONFLICT
 * when the appointment is no longer in `change.from`, TOO_EARLY for a completion or a no-show before
 * the visit starts, UNDO_EXPIRED for a take-back past its limit, INVALID_TRANSITION for anything the workflow
 * does not have.
 */
export function checkStatusChange(
  state: TWorkflowState,
  change: Pick<TAppointmentStatusChange, 'from' | 'to'>,
  now: Date,
): void {
  const details = { from: change.from, to: change.to, current: state.status };
  if (state.status !== change.from) {
    throw new AppError(ErrorCode.CONFLICT, 'Someone changed this appointment meanwhile', { details });
  }
  const step = listWorkflowSteps(state, now).find((candidate) => candidate.to === change.to);
  if (step?.opensAt && now < step.opensAt) {
    throw new AppError(ErrorCode.TOO_EARLY, 'A visit can be closed this way once it has started', {
      details: { ...details, opensAt: step.opensAt.toISOString() },
    });
  }
  if (step) return;
  const undoable = listWorkflowSteps({ ...state, closedAt: state.closedAt ?? new Date(0) }, new Date(0));
  if (undoable.some((candidate) => candidate.kind === 'undo' && candidate.to === change.to)) {
    throw new AppError(ErrorCode.UNDO_EXPIRED, 'It is too late to take this change back', { details });
  }
  throw new AppError(ErrorCode.INVALID_TRANSITION, `Cannot move an appointment from ${change.from} to ${change.to}`, {
    details,
  });
}
