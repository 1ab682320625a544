import { AppError, ErrorCode, type TReschedule, canReschedule, findOpeningAt, toCairoDate } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findDoctorAvailability } from './availability';
import { appendHistoryEvent, findAppointment, updateAppointments } from '../appointments/appointment-records';
import { queuePatientMessage } from '../messages/outbox';
import { fieldErrorsToDetails } from '../utils/validation-details';
import { placeOfVisit } from './doctor-time';
import { claimPlace, releaseBooking } from './seats';
import { noteFreedPlace } from '../waiting-list/waiting-offers';
import { MOVING_FIELDS, type MovingRow } from './moving-row';

const readMovingRow = (strapi: Core.Strapi, documentId: string) =>
  findAppointment<MovingRow>(strapi, { where: { documentId }, select: [...MOVING_FIELDS] });

/**
 * Moves a visit still booked to another time of its doctor at its branch, in one transaction: its
 * places are released and the new place claimed under the same database guards as a booking, so of
 * many moves and bookings racing for one place exactly one gets it, and a refused move keeps the old
 * place. Refusals: NOT_FOUND; INVALID_TRANSITION for a closed visit; CONFLICT when the visit is no
 * longer at `move.from` (a colleague moved it); a ValidationError on `start` for a time the hours do
 * not offer or that has passed; SLOT_FULL when the new place is taken. The history records who moved
 * it, when, from and to; a visit displaced by a change of hours is no longer displaced once moved.
 * The place it leaves goes to the waiting list first (noteFreedPlace).
 * The patient's own move (#19) is meant to call this too.
 */
export const rescheduleAppointment = async (
  strapi: Core.Strapi,
  documentId: string,
  move: TReschedule,
  movedBy: string,
  now = new Date(),
) => {
  const before = await readMovingRow(strapi, documentId);
  if (!before) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
  if (!canReschedule(before.status) || !before.doctorDocumentId || !before.branchDocumentId) {
    throw new AppError(ErrorCode.INVALID_TRANSITION, 'Only a visit still booked can move', {
      details: { current: before.status },
    });
  }
  const [doctor, branch] = [before.doctorDocumentId, before.branchDocumentId];
  // Read outside the transaction: availability reads the booking tables, which on SQLite (one
  // connection) would wait on the transaction itself.
  const start = new Date(move.start);
  const days = await findDoctorAvailability(strapi, {
    doctor,
    branch,
    from: toCairoDate(start),
    days: 1,
  });
  const opening = findOpeningAt(days, start);
  if (!opening || opening.status === 'closed') {
    throw new errors.ValidationError(
      'The doctor has no appointment at this time',
      fieldErrorsToDetails({ start: opening ? 'validation.slotInPast' : 'validation.slotNotInSchedule' }),
    );
  }
  if (opening.status === 'full') throw new AppError(ErrorCode.SLOT_FULL, 'This time is taken');

  await strapi.db.transaction(async ({ trx }) => {
    const row = await readMovingRow(strapi, documentId);
    if (!row || !canReschedule(row.status)) {
      throw new AppError(ErrorCode.INVALID_TRANSITION, 'Only a visit still booked can move', {
        details: { current: row?.status ?? null },
      });
    }
    if (Date.parse(row.startsAt) !== Date.parse(move.from)) {
      throw new AppError(ErrorCode.CONFLICT, 'Someone moved this visit meanwhile', {
        details: { current: row.status, startsAt: new Date(row.startsAt).toISOString() },
      });
    }
    await releaseBooking(trx, row.bookingNumber, new Date(row.endsAt));
    const place = { doctorDocumentId: doctor, branchDocumentId: branch, startsAt: opening.start, endsAt: opening.end };
    if ((await claimPlace(trx, place, opening.capacity, row.bookingNumber)) === null) {
      throw new AppError(ErrorCode.SLOT_FULL, 'This time was taken meanwhile');
    }
    const freed = placeOfVisit({ ...row, doctorDocumentId: doctor, branchDocumentId: branch });
    await noteFreedPlace(strapi, trx, { place: freed, mode: row.mode }, now);
    await updateAppointments(
      strapi,
      { documentId },
      { startsAt: opening.start, endsAt: opening.end, mode: opening.mode, displacedAt: null, displacedBy: null },
    );
    await appendHistoryEvent(strapi, documentId, {
      fromStatus: row.status,
      toStatus: row.status,
      changedAt: now.toISOString(),
      changedBy: movedBy,
      movedFrom: new Date(row.startsAt).toISOString(),
      movedTo: opening.start.toISOString(),
    });
    await queuePatientMessage(strapi, trx, documentId, 'moved', { movedFrom: new Date(row.startsAt), now });
  });
};
