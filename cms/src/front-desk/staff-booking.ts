import { randomBytes } from 'node:crypto';
import { type TStaffBooking, checkStaffBooking, generateBookingNumber, rateOpeningForStaff } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findOpeningStarting, listNextOpenings } from '../booking/availability';
import { findDoctorAtBranch } from '../booking/doctor-at-branch';
import { PlaceTakenError, describeNewAppointment, writeNewAppointment } from '../booking/new-appointment';
import { fieldErrorsToDetails } from '../utils/validation-details';

/**
 * A booking a receptionist makes for a caller or a walk-in: the same availability and the same
 * database guard as a patient's, but it starts confirmed, with the patient's spoken consent
 * recorded by `recordedBy`. What staff may do that patients may not (see checkStaffBooking) is
 * written in its first history entry, an extra place's reason as that entry's note. A refusal is a
 * field error on `start`, or a conflict with the next free times when the place is taken.
 */
export const createStaffBooking = async (
  strapi: Core.Strapi,
  request: TStaffBooking,
  recordedBy: string,
  now = new Date(),
) => {
  const { doctor, branch, consultationFeeEgp } = await findDoctorAtBranch(strapi, request.doctor, request.branch);
  const start = new Date(request.start);
  const opening = await findOpeningStarting(strapi, { doctor: request.doctor, branch: request.branch, start, now });
  const check = checkStaffBooking(rateOpeningForStaff(opening, now), request);
  const conflict = async () => ({
    kind: 'conflict' as const,
    nextOpenings: await listNextOpenings(strapi, request.doctor, request.branch, start),
  });
  if (!check.ok && check.refusal === 'slotFull') return conflict();
  if (!check.ok) {
    throw new errors.ValidationError(
      'Staff cannot book this time',
      fieldErrorsToDetails({ start: `validation.${check.refusal}` }),
    );
  }
  const bookingNumber = generateBookingNumber((size) => randomBytes(size));
  const appointment = {
    ...describeNewAppointment(
      request,
      { bookingNumber, status: 'confirmed', opening, now, consultationFeeEgp },
      { doctor, branch },
    ),
    isExtraPlace: check.isExtraPlace,
    consentRecordedBy: recordedBy,
  };
  try {
    const documentId = await strapi.db.transaction(({ trx }) =>
      writeNewAppointment(strapi, trx, {
        appointment,
        // An extra place is the first seat number past every one taken: two desks adding one at once
        // race for it, and one of them is told the place is taken.
        seats: check.isExtraPlace ? Math.max(opening.capacity, opening.booked) + 1 : opening.capacity,
        firstEvent: {
          fromStatus: null,
          toStatus: 'confirmed',
          changedAt: now.toISOString(),
          changedBy: recordedBy,
          exceptions: check.exceptions,
          note: check.isExtraPlace ? (request.extraPlaceReason ?? null) : null,
        },
        // A walk-in checked in with the booking hears once, of their place (checkIn's message).
        message: request.checkInNow ? null : 'confirmed',
        branch,
        refusesSms: !request.wantsSms,
        now,
      }),
    );
    return { kind: 'booked' as const, booking: { documentId, bookingNumber } };
  } catch (error) {
    if (error instanceof PlaceTakenError) return conflict();
    throw error;
  }
};
