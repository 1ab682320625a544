import { randomBytes } from 'node:crypto';
import { AppError, ErrorCode, type TPatientInformation, generateBookingNumber } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { findDoctorAtBranch } from '../booking/doctor-at-branch';
import { PlaceTakenError, describeNewAppointment, writeNewAppointment } from '../booking/new-appointment';
import type { StaffScope } from '../staff/staff-scope';
import { closeEntry, endOffer } from './waiting-holds';
import { findOpeningOfPlace } from './waiting-offers';
import { dropChangedBookings, moveBookingIntoOffer } from './earlier-entries';
import {
  type EntryRow,
  type PlaceRow,
  lockEntryOfOffer,
  offerGoneError,
  readOffer,
  readOfferRow,
  toTimedPlace,
} from './waiting-list-rows';
import { WAITING_ENTRIES_TABLE, WAITING_OFFERS_TABLE, WAITING_PLACES_TABLE, toHoldNumber } from './waiting-list-tables';

/* The desk answering an offer for a caller on the phone: yes books the held place, no passes it on. */

/** The offer in the path, refused as unknown when its place is at a branch outside the member's scope. */
export const readOfferInScope = async (knex: Knex, offerId: number, scope: StaffScope) => {
  const found = await readOffer(knex, offerId);
  if (scope.branches !== null && !scope.branches.includes(found.place.branch_document_id)) {
    throw new AppError(ErrorCode.NOT_FOUND, 'No such offer');
  }
  return found;
};

/** The desk books a held place for a caller who said yes on the phone (takeOffer), within the member's branches. */
export const takeOfferForCaller = async (
  strapi: Core.Strapi,
  offerId: number,
  { by, scope, now = new Date() }: { by: string; scope: StaffScope; now?: Date },
) => takeOffer(strapi, await readOfferInScope(strapi.db.connection, offerId, scope), { by, source: 'phone', now });

/** A new confirmed visit for the entry's patient in the offer's place, as the take writes it (writeNewAppointment). */
const describeOfferVisit = async (
  strapi: Core.Strapi,
  {
    entry,
    place,
    source,
    by,
    now,
  }: {
    entry: EntryRow;
    place: PlaceRow;
    source: 'phone' | 'waiting-list';
    by: string;
    now: Date;
  },
) => {
  const timed = toTimedPlace(place);
  const { doctor, branch, consultationFeeEgp } = await findDoctorAtBranch(
    strapi,
    timed.doctorDocumentId,
    timed.branchDocumentId,
  );
  const bookingNumber = generateBookingNumber((size) => randomBytes(size));
  const appointment = {
    ...describeNewAppointment(
      {
        doctor: timed.doctorDocumentId,
        branch: timed.branchDocumentId,
        source,
        locale: entry.locale,
        patient: {
          firstName: entry.first_name,
          lastName: entry.last_name,
          phone: entry.phone,
          phoneChannel: entry.phone_channel,
          email: entry.email ?? undefined,
          age: entry.age ?? 0,
          notes: entry.notes ?? undefined,
          contractType: entry.contract_type as TPatientInformation['contractType'],
        },
        consent: { policyVersion: entry.consent_policy_version },
      },
      {
        bookingNumber,
        status: 'confirmed',
        opening: { start: timed.startsAt, end: timed.endsAt, mode: place.mode },
        now,
        consultationFeeEgp,
      },
      { doctor, branch },
    ),
    // Who heard a caller's consent: the member who put them on the list (or, before that was kept, who books).
    consentRecordedBy: entry.source === 'staff' ? (entry.added_by ?? by) : null,
  };
  return { appointment: { ...appointment, bookingNumber }, branch };
};

/**
 * Books a held place for its entry's patient, said yes to on the phone (`source` phone) or through the
 * offer's link (waiting-list): in one transaction the offer goes from live to taken (only while its hold
 * lasts: of a take and the job's expiry racing, exactly one wins), the held seat passes to a new
 * confirmed appointment, the entry closes as booked, and the patient is sent the confirmation on their
 * channel.
 */
export const takeOffer = async (
  strapi: Core.Strapi,
  { offer: { id: offerId }, place, entry }: Awaited<ReturnType<typeof readOffer>>,
  { by, source, now }: { by: string; source: 'phone' | 'waiting-list'; now: Date },
) => {
  const timed = toTimedPlace(place);
  // The hours may have changed since the offer was made (a closure, a new schedule): a place they no
  // longer offer is not booked, and its offer is withdrawn.
  if (!(await findOpeningOfPlace(strapi, timed, now))) {
    await strapi.db.transaction(({ trx }) => endOffer(trx, offerId, { state: 'withdrawn', by, now }));
    throw offerGoneError(await readOfferRow(strapi.db.connection, offerId), now);
  }
  // A patient waiting for an earlier time whose booking changed meanwhile is waiting no more.
  if (entry.appointment_document_id && (await dropChangedBookings(strapi, [entry], now)).length === 0) {
    throw offerGoneError(await readOfferRow(strapi.db.connection, offerId), now);
  }
  const newVisit = entry.appointment_document_id
    ? null
    : await describeOfferVisit(strapi, { entry, place, source, by, now });
  try {
    return await strapi.db.transaction(async ({ trx }) => {
      await lockEntryOfOffer(trx, offerId);
      const taken = await trx(WAITING_OFFERS_TABLE)
        .where({ id: offerId, state: 'live' })
        .andWhere('expires_at_ms', '>', now.getTime())
        .update({ state: 'taken', answered_at_ms: now.getTime(), answered_by: by });
      if (taken !== 1) throw offerGoneError(await readOfferRow(trx, offerId), now);
      const booked = newVisit
        ? {
            documentId: await writeNewAppointment(strapi, trx, {
              ...newVisit,
              seats: 1,
              heldAs: toHoldNumber(offerId),
              firstEvent: { fromStatus: null, toStatus: 'confirmed', changedAt: now.toISOString(), changedBy: by },
              message: 'confirmed',
              now,
            }),
            bookingNumber: newVisit.appointment.bookingNumber,
          }
        : await moveBookingIntoOffer(strapi, trx, { entry, place: { ...timed, mode: place.mode }, offerId, by, now });
      await trx(WAITING_OFFERS_TABLE).where({ id: offerId }).update({ appointment_document_id: booked.documentId });
      await trx(WAITING_ENTRIES_TABLE).where({ id: entry.id }).update({ live_offer_id: null });
      await closeEntry(trx, entry, { state: 'booked', by, reason: null, now });
      await trx(WAITING_PLACES_TABLE).where({ id: place.id }).update({ state: 'done' });
      return booked;
    });
  } catch (error) {
    // The hold's seat was not there to pass: the offer ended as the take came.
    if (error instanceof PlaceTakenError) throw offerGoneError(await readOfferRow(strapi.db.connection, offerId), now);
    throw error;
  }
};
