import { randomBytes } from 'node:crypto';
import { type TBookingRequest, generateBookingNumber } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findAppointment } from '../appointments/appointment-records';
import { fieldErrorsToDetails } from '../utils/validation-details';
import { findOpeningStarting, listNextOpenings } from './availability';
import { type CardSide, deleteCardImage, storeCardImage } from './card-images';
import { findDoctorAtBranch, readBranchContact, readPublishedTexts } from './doctor-at-branch';
import { issueManageToken } from './manage-links';
import { PlaceTakenError, describeNewAppointment, writeNewAppointment } from './new-appointment';
import { PUBLIC_BOOKING_FIELDS, type PublicBookingRow, toPublicBooking } from './public-booking';
import { claimIdempotencyKey, findBookingNumberByIdempotencyKey } from './seats';

// A patient's own booking, from the site's form: it starts pending, for the front desk to confirm.

export type PatientBookingInput = {
  request: TBookingRequest;
  /** Paths of validated multipart temp files, by field. */
  cardFiles: Partial<Record<CardSide, string>>;
  idempotencyKey?: string;
};

/** Thrown inside the transaction when a retry of the same submit already made the booking. */
class AlreadyBookedError extends Error {
  constructor(readonly bookingNumber: string) {
    super('already booked');
  }
}

/** A chosen specialty or service's name in both languages; an unknown one is a validation error on its field. */
const findNamedEntry = async (
  strapi: Core.Strapi,
  uid: 'api::specialty.specialty' | 'api::service.service',
  documentId: string | null | undefined,
) => {
  if (!documentId) return null;
  const texts = await readPublishedTexts(strapi, uid, documentId, ['name']);
  if (!texts) {
    const field = uid === 'api::service.service' ? 'service' : 'specialty';
    throw new errors.ValidationError(`Unknown ${field}`, fieldErrorsToDetails({ [field]: 'validation.invalidChoice' }));
  }
  return texts.name;
};

/**
 * A booking as its patient's answer gives it, with a new manage link: every answer, a retry's too,
 * carries one, since only a link's hash is kept and none can be read back.
 */
const readBooking = async (strapi: Core.Strapi, bookingNumber: string) => {
  const row = await findAppointment<PublicBookingRow>(strapi, {
    where: { bookingNumber },
    select: PUBLIC_BOOKING_FIELDS,
  });
  if (!row) throw new errors.ApplicationError('The booking could not be read back');
  const { locationLink } = await readBranchContact(strapi, row.branchDocumentId);
  const manageToken = await issueManageToken(strapi.db.connection, row.documentId);
  return {
    kind: 'booked' as const,
    booking: toPublicBooking(row, locationLink),
    documentId: row.documentId,
    manageToken,
  };
};

/** The booking an earlier submit with the same Idempotency-Key made, if any. */
const findEarlierBooking = async (strapi: Core.Strapi, idempotencyKey: string | undefined) => {
  const bookingNumber = idempotencyKey ? await findBookingNumberByIdempotencyKey(strapi, idempotencyKey) : null;
  return bookingNumber ? readBooking(strapi, bookingNumber) : null;
};

/**
 * Books the opening a patient chose: the same availability the site showed, then the database's
 * guard on the seat and the doctor's time. A retry of the same submit (its Idempotency-Key) answers
 * the booking it made; a place taken meanwhile answers a conflict with the next free times.
 * A retry is told by its key only where the first submit's booking shows: the place full or passed,
 * or the key already claimed in the transaction. Every first submit, nearly all of them, is spared
 * a lookup of its key.
 */
export const createPatientBooking = async (
  strapi: Core.Strapi,
  { request, cardFiles, idempotencyKey }: PatientBookingInput,
) => {
  const { doctor, branch, consultationFeeEgp } = await findDoctorAtBranch(strapi, request.doctor, request.branch);
  const [specialty, service] = await Promise.all([
    findNamedEntry(strapi, 'api::specialty.specialty', request.specialty),
    findNamedEntry(strapi, 'api::service.service', request.service),
  ]);

  const start = new Date(request.start);
  const opening = await findOpeningStarting(strapi, { doctor: request.doctor, branch: request.branch, start });
  // The place may be full because a retry of this very submit took it since the check above: its seat
  // and its key commit together, so the key tells.
  const conflict = async () =>
    (await findEarlierBooking(strapi, idempotencyKey)) ?? {
      kind: 'conflict' as const,
      nextOpenings: await listNextOpenings(strapi, request.doctor, request.branch, start),
    };
  if (opening.status === 'closed') {
    const earlier = await findEarlierBooking(strapi, idempotencyKey);
    if (earlier) return earlier;
    throw new errors.ValidationError(
      'This time can no longer be booked',
      fieldErrorsToDetails({ start: 'validation.slotInPast' }),
    );
  }
  if (opening.status === 'full') return conflict();

  const storedFiles: Partial<Record<CardSide, string>> = {};
  try {
    for (const [side, filepath] of Object.entries(cardFiles) as [CardSide, string][]) {
      storedFiles[side] = await storeCardImage(filepath);
    }
    const bookingNumber = generateBookingNumber((size) => randomBytes(size));
    const now = new Date();
    const appointment = {
      ...describeNewAppointment(
        request,
        { bookingNumber, status: 'pending', opening, now, consultationFeeEgp },
        { doctor, branch, specialty, service },
      ),
      specialtyDocumentId: request.specialty ?? null,
      serviceDocumentId: request.service ?? null,
      cardFrontFile: storedFiles.cardFront ?? null,
      cardBackFile: storedFiles.cardBack ?? null,
    };
    const booked = await strapi.db.transaction(async ({ trx }) => {
      if (idempotencyKey) {
        const owner = await claimIdempotencyKey(trx, idempotencyKey, bookingNumber);
        if (owner !== bookingNumber && owner) throw new AlreadyBookedError(owner);
      }
      const documentId = await writeNewAppointment(strapi, trx, {
        appointment,
        seats: opening.capacity,
        firstEvent: { fromStatus: null, toStatus: 'pending', changedAt: now.toISOString(), changedBy: 'patient' },
        message: 'received',
        branch,
        now,
      });
      // The new booking's manage link commits with it: one commit, not two.
      return { documentId, manageToken: await issueManageToken(trx, documentId) };
    });
    // What was just written is what a read would give: the answer is made from it.
    return {
      kind: 'booked' as const,
      booking: toPublicBooking({ ...appointment, documentId: booked.documentId }, branch.locationLink),
      ...booked,
    };
  } catch (error) {
    await Promise.all(Object.values(storedFiles).map((fileName) => deleteCardImage(fileName)));
    if (error instanceof AlreadyBookedError) return readBooking(strapi, error.bookingNumber);
    if (error instanceof PlaceTakenError) return conflict();
    throw error;
  }
};
