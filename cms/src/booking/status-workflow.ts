import {
  AppError,
  ErrorCode,
  type TAppointmentStatus,
  type TAppointmentStatusChange,
  type TScheduleMode,
  type TWorkflowState,
  checkStatusChange,
  findStatusMessage,
  findOpeningAt,
  isClosedStatus,
  toCairoDate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { findDoctorAvailability } from './availability';
import {
  type HistoryEvent,
  appendHistoryEvent,
  findAppointment,
  readHistory,
  updateAppointments,
} from '../appointments/appointment-records';
import { queuePatientMessage } from '../messages/outbox';
import { placeOfVisit } from './doctor-time';
import { claimPlace, claimPlaceIfFree, releaseBooking } from './seats';
import { takePlaceBack } from '../waiting-list/waiting-holds';
import { noteFreedPlace } from '../waiting-list/waiting-offers';
import { queueReviewInvitation, withdrawReviewInvitation } from '../reviews/review-invitations';

type WorkflowRow = {
  status: TAppointmentStatus;
  startsAt: string;
  endsAt: string;
  mode: TScheduleMode;
  closedAt: string | null;
  bookingNumber: string;
  doctorDocumentId: string | null;
  branchDocumentId: string | null;
};

/**
 * What the workflow rules need of a stored appointment; taking back a cancellation or a no-show
 * restores the status it had before, read from the history entry that closed it.
 */
export const toWorkflowState = (
  row: Pick<WorkflowRow, 'status' | 'startsAt' | 'closedAt'>,
  history: readonly Pick<HistoryEvent, 'fromStatus' | 'toStatus'>[],
): TWorkflowState => {
  const closing = [...history].reverse().find((entry) => entry.toStatus === row.status);
  return {
    status: row.status,
    startsAt: new Date(row.startsAt),
    closedAt: row.closedAt ? new Date(row.closedAt) : null,
    statusBeforeClosing: closing?.fromStatus ?? null,
  };
};

/** What a change writes on the appointment besides its status: when it closed, and why it was cancelled. */
const fieldsFor = (change: TAppointmentStatusChange, now: Date) => {
  if (change.to === 'canceled') {
    return { closedAt: now, cancelReason: change.reason?.category ?? null, cancelNote: change.reason?.note ?? null };
  }
  if (isClosedStatus(change.to)) return { closedAt: now };
  if (change.from === 'canceled') return { closedAt: null, cancelReason: null, cancelNote: null };
  if (isClosedStatus(change.from)) return { closedAt: null };
  return {};
};

const refuseReclaim = () =>
  new AppError(ErrorCode.SLOT_FULL, 'The time of this visit has been booked since, or is no longer offered', {
    details: { current: 'canceled' },
  });

/**
 * How many patients the place of a cancelled visit holds, read from the doctor's hours before the
 * status transaction opens: availability reads the booking tables outside any transaction, which on
 * SQLite (one connection) would wait on the transaction itself. Null when the hours no longer offer it.
 */
const findPlaceCapacity = async (strapi: Core.Strapi, documentId: string) => {
  const row = await findAppointment<Pick<WorkflowRow, 'startsAt' | 'doctorDocumentId' | 'branchDocumentId'>>(strapi, {
    where: { documentId },
    select: ['startsAt', 'doctorDocumentId', 'branchDocumentId'],
  });
  if (!row?.doctorDocumentId || !row.branchDocumentId) return null;
  const startsAt = new Date(row.startsAt);
  const days = await findDoctorAvailability(strapi, {
    doctor: row.doctorDocumentId,
    branch: row.branchDocumentId,
    from: toCairoDate(startsAt),
    days: 1,
  });
  return findOpeningAt(days, startsAt)?.capacity ?? null;
};

/**
 * Books the place of a cancelled visit again for its booking number: the seat and the doctor's time,
 * under the same database guards as a new booking. A place held for the waiting list meanwhile is
 * taken back (its offer withdrawn: the cancellation was a mistake), and only then. Refused (SLOT_FULL)
 * when someone booked the place since, or the doctor's hours no longer offer it.
 */
const reclaimPlace = async (
  trx: Knex.Transaction,
  row: WorkflowRow,
  capacity: number | null,
  undo: { by: string; now: Date },
) => {
  if (!row.doctorDocumentId || !row.branchDocumentId || capacity === null) throw refuseReclaim();
  const place = placeOfVisit({
    ...row,
    doctorDocumentId: row.doctorDocumentId,
    branchDocumentId: row.branchDocumentId,
  });
  if ((await claimPlaceIfFree(trx, place, capacity, row.bookingNumber)) !== null) return;
  if (!(await takePlaceBack(trx, place, undo))) throw refuseReclaim();
  if ((await claimPlace(trx, place, capacity, row.bookingNumber)) === null) throw refuseReclaim();
};

/**
 * Moves an appointment from the status the receptionist saw to a new one, if the workflow allows it
 * now (see checkStatusChange in @clinic/domain; each refusal is an AppError the controller answers
 * with a 409). The update only matches a row still in `from`, so of two receptionists acting at once
 * exactly one wins and the other gets CONFLICT. Cancelling frees the places in the same transaction
 * and undoing it books them again (a freed place goes to the waiting list first, see noteFreedPlace); every change is added to the status history with who, when and,
 * for a cancellation, why. Closing records `closedAt`, which retention and the take-back limits count from.
 */
export const changeAppointmentStatus = async (
  strapi: Core.Strapi,
  documentId: string,
  change: TAppointmentStatusChange,
  changedBy: string,
  now = new Date(),
) => {
  const capacity = change.from === 'canceled' ? await findPlaceCapacity(strapi, documentId) : null;
  await strapi.db.transaction(async ({ trx }) => {
    const row = await findAppointment<WorkflowRow>(strapi, {
      where: { documentId },
      select: [
        'status',
        'startsAt',
        'endsAt',
        'mode',
        'closedAt',
        'bookingNumber',
        'doctorDocumentId',
        'branchDocumentId',
      ],
    });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
    checkStatusChange(toWorkflowState(row, await readHistory(strapi, documentId)), change, now);
    const count = await updateAppointments(
      strapi,
      { documentId, status: change.from },
      { status: change.to, ...fieldsFor(change, now) },
    );
    if (count !== 1) {
      const current = await findAppointment<{ status: TAppointmentStatus }>(strapi, {
        where: { documentId },
        select: ['status'],
      });
      throw new AppError(ErrorCode.CONFLICT, 'Someone changed this appointment meanwhile', {
        details: { from: change.from, to: change.to, current: current?.status },
      });
    }
    if (change.to === 'canceled') {
      await releaseBooking(trx, row.bookingNumber, new Date(row.endsAt));
      if (row.doctorDocumentId && row.branchDocumentId) {
        const place = placeOfVisit({
          ...row,
          doctorDocumentId: row.doctorDocumentId,
          branchDocumentId: row.branchDocumentId,
        });
        await noteFreedPlace(strapi, trx, { place, mode: row.mode }, now);
      }
    }
    if (change.from === 'canceled') await reclaimPlace(trx, row, capacity, { by: changedBy, now });
    await appendHistoryEvent(strapi, documentId, {
      fromStatus: change.from,
      toStatus: change.to,
      changedAt: now.toISOString(),
      changedBy,
      reason: change.reason?.category ?? null,
      note: change.reason?.note ?? null,
    });
    const message = findStatusMessage(change.from, change.to);
    if (message) await queuePatientMessage(strapi, trx, documentId, message, { now });
    // A visit that took place invites its patient to review it; taking that back withdraws the invitation.
    if (change.to === 'done') await queueReviewInvitation(strapi, trx, documentId, now);
    if (change.from === 'done') await withdrawReviewInvitation(trx, documentId);
  });
};
