import {
  AppError,
  ErrorCode,
  type TWaitingEntryAnswer,
  type TWaitingListQuery,
  toIsoWithCairoOffset,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointments } from '../appointments/appointment-records';
import { findDoctorWorkplaces } from '../booking/weekly-hours';
import type { StaffScope } from '../staff/staff-scope';
import { closeEntry } from './waiting-holds';
import { type EntryRow, type OfferRow, type PlaceRow, describeEntry } from './waiting-list-rows';
import { offerFreedPlacesSoon } from './waiting-offers';
import { WAITING_ENTRIES_TABLE, WAITING_OFFERS_TABLE, WAITING_PLACES_TABLE } from './waiting-list-tables';

/** How long staff still see an entry after it closed, with its offers and outcome. */
const CLOSED_SHOWN_MS = 14 * 24 * 3_600_000;

/**
 * Which of a doctor's entries the member may see and change: a manager every one; a receptionist those
 * for one of her branches, and those for any branch when the doctor works at one of hers. A
 * receptionist with no branch sees none.
 */
export const readEntryVisibility = async (strapi: Core.Strapi, scope: StaffScope, doctor: string) => {
  const own = scope.branches;
  if (own === null) return () => true;
  const workplaces = (await findDoctorWorkplaces(strapi, doctor))?.branches ?? [];
  const worksAtOwn = workplaces.some((branch) => own.includes(branch));
  return (branch: string | null) => (branch === null ? worksAtOwn : own.includes(branch));
};

export const refuseOutOfScope = () => new AppError(ErrorCode.NOT_FOUND, 'No such waiting-list entry');

const toIso = (milliseconds: number | string | null) =>
  milliseconds === null ? null : new Date(Number(milliseconds)).toISOString();

const toOfferAnswer = (offer: OfferRow & { bookingNumber: string | null }, place: PlaceRow) => ({
  id: offer.id,
  branch: place.branch_document_id,
  start: toIsoWithCairoOffset(new Date(Number(place.starts_at_ms))),
  end: toIsoWithCairoOffset(new Date(Number(place.ends_at_ms))),
  state: offer.state,
  offeredAt: toIso(offer.offered_at_ms) ?? '',
  holdUntil: toIso(offer.expires_at_ms) ?? '',
  answeredAt: toIso(offer.answered_at_ms),
  answeredBy: offer.answered_by,
  appointmentId: offer.bookingNumber === null ? null : offer.appointment_document_id,
  bookingNumber: offer.bookingNumber,
});

/**
 * One doctor's waiting list as staff see it: the open entries in order of joining, then those closed
 * in the last two weeks, each with its offers. A receptionist sees the entries for their branches and
 * for any branch; a branch outside their scope is refused as unknown.
 */
export const listWaitingEntries = async (
  strapi: Core.Strapi,
  query: TWaitingListQuery,
  scope: StaffScope,
  now = new Date(),
): Promise<TWaitingEntryAnswer[]> => {
  if (query.branch && scope.branches !== null && !scope.branches.includes(query.branch)) throw refuseOutOfScope();
  const isVisible = await readEntryVisibility(strapi, scope, query.doctor);
  const knex = strapi.db.connection;
  const rows = (await knex(WAITING_ENTRIES_TABLE)
    .where({ doctor_document_id: query.doctor })
    .whereNull('anonymized_at_ms')
    .andWhere((recent) =>
      recent.where({ state: 'open' }).orWhere('closed_at_ms', '>=', now.getTime() - CLOSED_SHOWN_MS),
    )
    .andWhere((atBranch) => {
      if (query.branch) atBranch.whereNull('branch_document_id').orWhere('branch_document_id', query.branch);
    })
    .orderBy([{ column: 'created_at_ms' }, { column: 'id' }])
    .select('*')) as EntryRow[];
  const entries = rows.filter((entry) => isVisible(entry.branch_document_id));
  const offerRows = (await knex(WAITING_OFFERS_TABLE)
    .whereIn(
      'entry_id',
      entries.map((entry) => entry.id),
    )
    .orderBy('id')
    .select('*')) as OfferRow[];
  const booked = await findAppointments<{ documentId: string; bookingNumber: string }>(strapi, {
    where: { documentId: { $in: offerRows.flatMap((offer) => offer.appointment_document_id ?? []) } },
    select: ['documentId', 'bookingNumber'],
  });
  const bookingNumbers = new Map(booked.map((row) => [row.documentId, row.bookingNumber]));
  const offers = offerRows.map((offer) => ({
    ...offer,
    bookingNumber: offer.appointment_document_id ? (bookingNumbers.get(offer.appointment_document_id) ?? null) : null,
  }));
  const places = new Map(
    (
      (await knex(WAITING_PLACES_TABLE).whereIn(
        'id',
        offers.map((offer) => offer.place_id),
      )) as PlaceRow[]
    ).map((place) => [place.id, place]),
  );
  const answers = entries.map((entry) => ({
    ...describeEntry(entry),
    key: entry.entry_key,
    doctor: entry.doctor_document_id,
    branch: entry.branch_document_id,
    patient: { firstName: entry.first_name, lastName: entry.last_name, phone: entry.phone, age: entry.age },
    source: entry.source,
    addedBy: entry.added_by,
    closedReason: entry.closed_reason,
    offers: offers.flatMap((offer) => {
      const place = places.get(offer.place_id);
      return offer.entry_id === entry.id && place ? [toOfferAnswer(offer, place)] : [];
    }),
  }));
  return [...answers.filter((entry) => entry.state === 'open'), ...answers.filter((entry) => entry.state !== 'open')];
};

/** Takes an entry off the list with the desk's reason; its live offer is withdrawn and its place offered on. */
export const removeWaitingEntry = async (
  strapi: Core.Strapi,
  key: string,
  { reason, by, scope, now = new Date() }: { reason: string; by: string; scope: StaffScope; now?: Date },
) => {
  const entry = (await strapi.db.connection(WAITING_ENTRIES_TABLE).where({ entry_key: key }).first('*')) as
    | EntryRow
    | undefined;
  if (!entry || !(await readEntryVisibility(strapi, scope, entry.doctor_document_id))(entry.branch_document_id)) {
    throw refuseOutOfScope();
  }
  const removed = await strapi.db.transaction(({ trx }) =>
    closeEntry(trx, entry, { state: 'removed', by, reason, now }),
  );
  if (!removed) {
    throw new AppError(ErrorCode.CONFLICT, 'This entry is closed already', { details: { current: entry.state } });
  }
  offerFreedPlacesSoon(strapi);
};
