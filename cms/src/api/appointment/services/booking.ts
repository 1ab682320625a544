import { randomBytes } from 'node:crypto';
import {
  type TBookingRequest,
  type TStaffBooking,
  checkStaffBooking,
  findNextOpenings,
  findOpeningAt,
  generateBookingNumber,
  rateOpeningForStaff,
  toCairoDate,
  toIsoWithCairoOffset,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { type CardSide, deleteCardImage, storeCardImage } from '../../../booking/card-images';
import { createAppointment, findAppointment } from '../../../appointments/appointment-records';
import { findDoctorAtBranch, readBranchContact, readPublishedTexts } from '../../../booking/doctor-at-branch';
import { asWritten, describeNewAppointment } from '../../../booking/new-appointment';
import { claimIdempotencyKey, claimPlace, findBookingNumberByIdempotencyKey } from '../../../booking/seats';
import { issueManageToken } from '../../../booking/manage-links';
import { queuePatientMessage } from '../../../messages/outbox';
import { PUBLIC_BOOKING_FIELDS, type PublicBookingRow, toPublicBooking } from '../../../booking/public-booking';
import { fieldErrorsToDetails } from '../../../utils/validation-details';
import { findDoctorAvailability } from '../../../booking/availability';

const NEXT_OPENINGS_DAYS = 14;
const NEXT_OPENINGS_COUNT = 6;

type BookingInput = {
  request: TBookingRequest;
  /** Paths of validated multipart temp files, by field. */
  cardFiles: Partial<Record<CardSide, string>>;
  idempotencyKey?: string;
};

/** Thrown inside the transaction to roll it back when the last place, or the doctor's time, went to someone else. */
class PlaceTakenError extends Error {}
/** Thrown inside the transaction when a retry of the same submit already made the booking. */
class AlreadyBookedError extends Error {
  constructor(readonly bookingNumber: string) {
    super('already booked');
  }
}

const createBookingService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** A chosen specialty or service's name in both languages; an unknown one is a validation error on its field. */
  const findNamedEntry = async (
    uid: 'api::specialty.specialty' | 'api::service.service',
    documentId: string | null | undefined,
  ) => {
    if (!documentId) return null;
    const texts = await readPublishedTexts(strapi, uid, documentId, ['name']);
    if (!texts) {
      const field = uid === 'api::service.service' ? 'service' : 'specialty';
      throw new errors.ValidationError(
        `Unknown ${field}`,
        fieldErrorsToDetails({ [field]: 'validation.invalidChoice' }),
      );
    }
    return texts.name;
  };

  /**
   * A booking as its patient's answer gives it, with a new manage link: every answer, a retry's too,
   * carries one, since only a link's hash is kept and none can be read back.
   */
  const readBooking = async (bookingNumber: string) => {
    const row = await findAppointment<PublicBookingRow>(strapi, {
      where: { bookingNumber },
      select: PUBLIC_BOOKING_FIELDS,
    });
    if (!row) throw new errors.ApplicationError('The booking could not be read back');
    const { locationLink } = await readBranchContact(strapi, row.branchDocumentId);
    const manageToken = await issueManageToken(strapi.db.connection, row.documentId);
    return { booking: toPublicBooking(row, locationLink), documentId: row.documentId, manageToken };
  };

  /** The booking an earlier submit with the same Idempotency-Key made, if any. */
  const findEarlierBooking = async (idempotencyKey: string | undefined) => {
    const bookingNumber = idempotencyKey ? await findBookingNumberByIdempotencyKey(strapi, idempotencyKey) : null;
    return bookingNumber ? { kind: 'booked' as const, ...(await readBooking(bookingNumber)) } : null;
  };

  const findNextOpen = async (doctor: string, branch: string, after: Date) => {
    const days = await findDoctorAvailability(strapi, {
      doctor,
      branch,
      from: toCairoDate(after),
      days: NEXT_OPENINGS_DAYS,
    });
    return findNextOpenings(days, NEXT_OPENINGS_COUNT).map((opening) => ({
      start: toIsoWithCairoOffset(opening.start),
      end: toIsoWithCairoOffset(opening.end),
      mode: opening.mode,
      remaining: opening.remaining,
    }));
  };

  /** The opening starting at `start`, from the same availability patients see; a field error when there is none. */
  const findOpening = async (doctor: string, branch: string, start: Date, now?: Date) => {
    const days = await findDoctorAvailability(strapi, {
      doctor,
      branch,
      from: toCairoDate(start),
      days: 1,
      now,
    });
    const opening = findOpeningAt(days, start);
    if (!opening) {
      throw new errors.ValidationError(
        'The doctor has no appointment at this time',
        fieldErrorsToDetails({ start: 'validation.slotNotInSchedule' }),
      );
    }
    return opening;
  };

  return {
    /**
     * A booking a receptionist makes for a caller or a walk-in: the same availability and the same
     * database guard as a patient's, but it starts confirmed, with the patient's spoken consent
     * recorded by `recordedBy`. What staff may do that patients may not (see checkStaffBooking) is
     * written in its first history entry, an extra place's reason as that entry's note. A refusal is a
     * field error on `start`, or a conflict with the next free times when the place is taken.
     */
    async createStaffBooking(request: TStaffBooking, recordedBy: string, now = new Date()) {
      const { doctor, branch, consultationFeeEgp } = await findDoctorAtBranch(strapi, request.doctor, request.branch);
      const start = new Date(request.start);
      const opening = await findOpening(request.doctor, request.branch, start, now);
      const check = checkStaffBooking(rateOpeningForStaff(opening, now), request);
      const conflict = async () => ({
        kind: 'conflict' as const,
        nextOpenings: await findNextOpen(request.doctor, request.branch, start),
      });
      if (!check.ok && check.refusal === 'slotFull') return conflict();
      if (!check.ok) {
        throw new errors.ValidationError(
          'Staff cannot book this time',
          fieldErrorsToDetails({ start: `validation.${check.refusal}` }),
        );
      }
      // An extra place is the first seat number past every one taken: two desks adding one at once
      // race for it, and one of them is told the place is taken.
      const seats = check.isExtraPlace ? Math.max(opening.capacity, opening.booked) + 1 : opening.capacity;
      const bookingNumber = generateBookingNumber((size) => randomBytes(size));
      let booked: { documentId: string; bookingNumber: string } | undefined;
      try {
        const appointment = {
          ...describeNewAppointment(
            request,
            { bookingNumber, status: 'confirmed', opening, now, consultationFeeEgp },
            { doctor, branch },
          ),
          isExtraPlace: check.isExtraPlace,
          consentRecordedBy: recordedBy,
        };
        await strapi.db.transaction(async ({ trx }) => {
          const place = {
            doctorDocumentId: request.doctor,
            branchDocumentId: request.branch,
            startsAt: opening.start,
            endsAt: opening.end,
          };
          if ((await claimPlace(trx, place, seats, bookingNumber)) === null) throw new PlaceTakenError();
          const documentId = await createAppointment(strapi, appointment, {
            fromStatus: null,
            toStatus: 'confirmed',
            changedAt: now.toISOString(),
            changedBy: recordedBy,
            exceptions: check.exceptions,
            note: check.isExtraPlace ? (request.extraPlaceReason ?? null) : null,
          });
          booked = { documentId, bookingNumber };
          await queuePatientMessage(strapi, trx, documentId, 'confirmed', {
            now,
            written: { booking: asWritten(appointment), branch },
          });
        });
      } catch (error) {
        if (error instanceof PlaceTakenError) return conflict();
        throw error;
      }
      if (!booked) throw new errors.ApplicationError('The booking could not be read back');
      return { kind: 'booked' as const, booking: booked };
    },

    async createBooking({ request, cardFiles, idempotencyKey }: BookingInput) {
      const earlier = await findEarlierBooking(idempotencyKey);
      if (earlier) return earlier;

      const { doctor, branch, consultationFeeEgp } = await findDoctorAtBranch(strapi, request.doctor, request.branch);
      const [specialty, service] = await Promise.all([
        findNamedEntry('api::specialty.specialty', request.specialty),
        findNamedEntry('api::service.service', request.service),
      ]);

      const start = new Date(request.start);
      const opening = await findOpening(request.doctor, request.branch, start);
      if (opening.status === 'closed') {
        throw new errors.ValidationError(
          'This time can no longer be booked',
          fieldErrorsToDetails({ start: 'validation.slotInPast' }),
        );
      }
      if (opening.status === 'full') {
        // The place may be full because a retry of this very submit took it since the check above:
        // its seat and its key commit together, so the key tells.
        return (
          (await findEarlierBooking(idempotencyKey)) ?? {
            kind: 'conflict' as const,
            nextOpenings: await findNextOpen(request.doctor, request.branch, start),
          }
        );
      }

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
        let documentId = '';
        let manageToken = '';
        await strapi.db.transaction(async ({ trx }) => {
          if (idempotencyKey) {
            const owner = await claimIdempotencyKey(trx, idempotencyKey, bookingNumber);
            if (owner !== bookingNumber && owner) throw new AlreadyBookedError(owner);
          }
          const place = {
            doctorDocumentId: request.doctor,
            branchDocumentId: request.branch,
            startsAt: opening.start,
            endsAt: opening.end,
          };
          if ((await claimPlace(trx, place, opening.capacity, bookingNumber)) === null) throw new PlaceTakenError();

          documentId = await createAppointment(strapi, appointment, {
            fromStatus: null,
            toStatus: 'pending',
            changedAt: now.toISOString(),
            changedBy: 'patient',
          });
          await queuePatientMessage(strapi, trx, documentId, 'received', {
            now,
            written: { booking: asWritten(appointment), branch },
          });
          // The new booking's manage link commits with it: one commit, not two.
          manageToken = await issueManageToken(trx, documentId);
        });
        // What was just written is what a read would give: the answer is made from it.
        return {
          kind: 'booked' as const,
          booking: toPublicBooking({ ...appointment, documentId }, branch.locationLink),
          documentId,
          manageToken,
        };
      } catch (error) {
        await Promise.all(Object.values(storedFiles).map((fileName) => deleteCardImage(fileName)));
        if (error instanceof AlreadyBookedError)
          return { kind: 'booked' as const, ...(await readBooking(error.bookingNumber)) };
        if (error instanceof PlaceTakenError) {
          return (
            (await findEarlierBooking(idempotencyKey)) ?? {
              kind: 'conflict' as const,
              nextOpenings: await findNextOpen(request.doctor, request.branch, start),
            }
          );
        }
        throw error;
      }
    },
  };
};

export type BookingService = ReturnType<typeof createBookingService>;

export const getBookingService = (strapi: Core.Strapi) =>
  strapi.service('api::appointment.booking') as unknown as BookingService;

export default createBookingService;
