import {
  AppError,
  type TContractType,
  type TDayPart,
  type TEarlierWaitAnswer,
  type TLocale,
  type TPhoneChannel,
  type TScheduleMode,
  ErrorCode,
  addDaysToIsoDate,
  canReschedule,
  toCairoDate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  appendHistoryEvent,
  findAppointment,
  findAppointments,
  updateAppointments,
} from '../appointments/appointment-records';
import { type TimedPlace, placeOfVisit } from '../booking/doctor-time';
import { MOVING_FIELDS, type MovingRow } from '../booking/moving-row';
import { passHeldSeat, releaseBooking } from '../booking/seats';
import { queuePatientMessage } from '../messages/outbox';
import { insertEntry } from './new-entries';
import { closeEntry } from './waiting-holds';
import type { EntryRow } from './waiting-list-rows';
import { offerFreedPlacesSoon, noteFreedPlace } from './waiting-offers';
import { WAITING_ENTRIES_TABLE, toHoldNumber } from './waiting-list-tables';

/*
 * "Earlier than my booking": the patient of a booking waits, from its manage page, for an earlier time
 * with its doctor at its branch. The entry is linked to the booking (appointment_document_id) with its
 * start (before_ms): only earlier places suit it, an offer taken moves the booking (its old place is
 * offered in turn), and an entry whose booking was cancelled or moved meanwhile closes unoffered.
 */

const BY_PATIENT = 'patient';

/** What taking an offer moves (a move's row), and what the entry copies of the booking's patient. */
type EarlierBooking = MovingRow & {
  documentId: string;
  firstName: string;
  lastName: string;
  phone: string;
  phoneChannel: TPhoneChannel | null;
  email: string | null;
  age: number | null;
  notes: string | null;
  contractType: TContractType;
  locale: TLocale | null;
  consentPolicyVersion: string | null;
};

const BOOKING_FIELDS = [
  ...MOVING_FIELDS,
  'documentId',
  'firstName',
  'lastName',
  'phone',
  'phoneChannel',
  'email',
  'age',
  'notes',
  'contractType',
  'locale',
  'consentPolicyVersion',
];

const readBooking = (strapi: Core.Strapi, documentId: string) =>
  findAppointment<EarlierBooking>(strapi, { where: { documentId }, select: BOOKING_FIELDS });

/** The days an earlier place may be on: from tomorrow (today's are the desk's) to the visit's day; null when none. */
const findEarlierDays = (startsAt: Date, now: Date) => {
  const fromDate = addDaysToIsoDate(toCairoDate(now), 1);
  const toDate = toCairoDate(startsAt);
  return toDate >= fromDate ? { fromDate, toDate } : null;
};

const findOpenEntry = async (knex: Knex, documentId: string) =>
  (await knex(WAITING_ENTRIES_TABLE).where({ appointment_document_id: documentId, state: 'open' }).first('*')) as
    | EntryRow
    | undefined;

/** What the manage page shows: whether the patient may start waiting (`canChange`: the visit may still change), and their entry. */
export const readEarlierWait = async (
  knex: Knex,
  booking: { documentId: string; startsAt: Date; canChange: boolean },
  now: Date,
): Promise<TEarlierWaitAnswer> => {
  const entry = await findOpenEntry(knex, booking.documentId);
  return {
    canWait: !entry && booking.canChange && findEarlierDays(booking.startsAt, now) !== null,
    waiting: entry ? { dayParts: entry.day_parts.split(',') as TDayPart[] } : null,
  };
};

/**
 * Puts the booking's patient on its doctor's list for an earlier time at its branch, in the parts of
 * the day that suit, with the booking's details and consent. INVALID_TRANSITION when nothing earlier can
 * be offered; the list's limits refuse on `patient.phone` as for any entry.
 */
export const waitForEarlier = async (strapi: Core.Strapi, documentId: string, dayParts: TDayPart[], now: Date) => {
  const booking = await readBooking(strapi, documentId);
  if (!booking?.doctorDocumentId || !booking.branchDocumentId) {
    throw new AppError(ErrorCode.NOT_FOUND, 'No such booking');
  }
  const startsAt = new Date(booking.startsAt);
  const days = findEarlierDays(startsAt, now);
  if (!days) {
    throw new AppError(ErrorCode.INVALID_TRANSITION, 'Nothing earlier than this visit can be offered', {
      details: { current: booking.status, reason: 'nothingEarlier' },
    });
  }
  const entry = {
    doctor: booking.doctorDocumentId,
    branch: booking.branchDocumentId,
    ...days,
    dayParts,
    locale: booking.locale ?? 'en',
    patient: {
      firstName: booking.firstName,
      lastName: booking.lastName,
      phone: booking.phone,
      phoneChannel: booking.phoneChannel ?? 'whatsapp',
      email: booking.email ?? undefined,
      age: booking.age ?? 0,
      notes: booking.notes ?? undefined,
      contractType: booking.contractType,
    },
    source: 'website' as const,
    addedBy: null,
    policyVersion: booking.consentPolicyVersion ?? '',
    earlierThan: { documentId, startsAt },
  };
  await strapi.db.transaction(({ trx }) => insertEntry(trx, entry, now));
  offerFreedPlacesSoon(strapi);
};

/** The patient stops waiting for an earlier time (a live offer's place passes on); stopping twice changes nothing. */
export const stopWaitingForEarlier = async (strapi: Core.Strapi, documentId: string, now: Date) => {
  const entry = await findOpenEntry(strapi.db.connection, documentId);
  if (!entry) return;
  const hasLeft = await strapi.db.transaction(({ trx }) =>
    closeEntry(trx, entry, { state: 'left', by: BY_PATIENT, reason: null, now }),
  );
  if (hasLeft) offerFreedPlacesSoon(strapi);
};

/** Whether the entry's booking is still where it was when its patient joined, and may still move. */
const isStillWaiting = (entry: EntryRow, booking: Pick<EarlierBooking, 'status' | 'startsAt'> | undefined) =>
  booking !== undefined && canReschedule(booking.status) && Date.parse(booking.startsAt) === Number(entry.before_ms);

/**
 * The candidates for a place, less the entries whose booking was cancelled or moved since they joined:
 * those close (ended), since an earlier time than a booking that changed means nothing.
 */
export const dropChangedBookings = async (strapi: Core.Strapi, entries: EntryRow[], now: Date) => {
  const linked = entries.flatMap((entry) => entry.appointment_document_id ?? []);
  if (linked.length === 0) return entries;
  const bookings = await findAppointments<Pick<EarlierBooking, 'documentId' | 'status' | 'startsAt'>>(strapi, {
    where: { documentId: { $in: linked } },
    select: ['documentId', 'status', 'startsAt'],
  });
  const byId = new Map(bookings.map((booking) => [booking.documentId, booking]));
  const kept: EntryRow[] = [];
  for (const entry of entries) {
    if (!entry.appointment_document_id || isStillWaiting(entry, byId.get(entry.appointment_document_id))) {
      kept.push(entry);
      continue;
    }
    await strapi.db.transaction(({ trx }) =>
      closeEntry(trx, entry, { state: 'ended', by: null, reason: 'The booking changed', now }),
    );
  }
  return kept;
};

/** The waiting list's job: closes every open entry whose booking was cancelled or moved since its patient joined. */
export const closeChangedEarlierEntries = async (strapi: Core.Strapi, now: Date) => {
  const linked = (await strapi.db
    .connection(WAITING_ENTRIES_TABLE)
    .where({ state: 'open' })
    .whereNotNull('appointment_document_id')
    .select('*')) as EntryRow[];
  await dropChangedBookings(strapi, linked, now);
};

/**
 * Moves the entry's booking into the offer's held place, inside the take's transaction: its old seats
 * are released, the held seat passes to it, its old place goes to the waiting list, and the patient
 * is sent the move on their channel. CONFLICT when the booking changed since the patient joined.
 * Answers the booking's document id and number.
 */
export const moveBookingIntoOffer = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  {
    entry,
    place,
    offerId,
    by,
    now,
  }: { entry: EntryRow; place: TimedPlace & { mode: TScheduleMode }; offerId: number; by: string; now: Date },
) => {
  const booking = await readBooking(strapi, String(entry.appointment_document_id));
  if (!booking?.doctorDocumentId || !booking.branchDocumentId || !isStillWaiting(entry, booking)) {
    throw new AppError(ErrorCode.CONFLICT, 'The booking changed since its patient joined the waiting list', {
      details: { current: booking?.status ?? null },
    });
  }
  const left = placeOfVisit({
    ...booking,
    doctorDocumentId: booking.doctorDocumentId,
    branchDocumentId: booking.branchDocumentId,
  });
  await releaseBooking(trx, booking.bookingNumber, left.endsAt);
  await passHeldSeat(trx, place, toHoldNumber(offerId), booking.bookingNumber);
  await noteFreedPlace(strapi, trx, { place: left, mode: booking.mode }, now);
  await updateAppointments(
    strapi,
    { documentId: booking.documentId },
    { startsAt: place.startsAt, endsAt: place.endsAt, mode: place.mode, displacedAt: null, displacedBy: null },
  );
  await appendHistoryEvent(strapi, booking.documentId, {
    fromStatus: booking.status,
    toStatus: booking.status,
    changedAt: now.toISOString(),
    changedBy: by,
    movedFrom: left.startsAt.toISOString(),
    movedTo: place.startsAt.toISOString(),
  });
  await queuePatientMessage(strapi, trx, booking.documentId, 'moved', { movedFrom: left.startsAt, now });
  return { documentId: booking.documentId, bookingNumber: booking.bookingNumber };
};
