import { AppError, ErrorCode, type TDayPart, type TScheduleMode, type TWaitingOfferState } from '@clinic/domain';
import type { Knex } from 'knex';
import type { TimedPlace } from '../booking/doctor-time';
import { WAITING_ENTRIES_TABLE, WAITING_OFFERS_TABLE, WAITING_PLACES_TABLE } from './waiting-list-tables';

/** The waiting list's rows as its tables keep them (waiting-list-tables.ts), and how they read. */

export type PlaceRow = {
  id: number;
  doctor_document_id: string;
  branch_document_id: string;
  starts_at_ms: number | string;
  ends_at_ms: number | string;
  mode: TScheduleMode;
  freed_at_ms: number | string;
  offers_made: number;
  state: 'waiting' | 'held' | 'done';
};

export type OfferRow = {
  id: number;
  entry_id: number;
  place_id: number;
  state: TWaitingOfferState;
  offered_at_ms: number | string;
  expires_at_ms: number | string;
  answered_at_ms: number | string | null;
  answered_by: string | null;
  appointment_document_id: string | null;
};

export type EntryRow = {
  id: number;
  entry_key: string;
  doctor_document_id: string;
  branch_document_id: string | null;
  from_date: string;
  to_date: string;
  day_parts: string;
  first_name: string;
  last_name: string;
  phone: string;
  phone_channel: 'whatsapp' | 'sms';
  email: string | null;
  age: number | null;
  notes: string | null;
  contract_type: string;
  locale: 'en' | 'ar';
  source: 'website' | 'staff';
  added_by: string | null;
  consent_at_ms: number | string;
  consent_policy_version: string;
  state: 'open' | 'booked' | 'left' | 'removed' | 'ended';
  live_offer_id: number | null;
  created_at_ms: number | string;
  closed_at_ms: number | string | null;
  closed_by: string | null;
  closed_reason: string | null;
  /** The booking whose patient waits for an earlier time, and its start when they joined (earlier-entries.ts). */
  appointment_document_id: string | null;
  before_ms: number | string | null;
};

/** How many freed places, offers or entries one pass of the job handles; the next pass takes the rest. */
export const BATCH_SIZE = 50;

export const toTimedPlace = (place: PlaceRow): TimedPlace => ({
  doctorDocumentId: place.doctor_document_id,
  branchDocumentId: place.branch_document_id,
  startsAt: new Date(Number(place.starts_at_ms)),
  endsAt: new Date(Number(place.ends_at_ms)),
});

const toIso = (milliseconds: number | string | null) =>
  milliseconds === null ? null : new Date(Number(milliseconds)).toISOString();

/** What every answer about an entry says of it: what it waits for, in which language, and where it stands. */
export const describeEntry = (entry: EntryRow) => ({
  fromDate: entry.from_date,
  toDate: entry.to_date,
  dayParts: entry.day_parts.split(',') as TDayPart[],
  locale: entry.locale,
  joinedAt: toIso(entry.created_at_ms) ?? '',
  state: entry.state,
  closedAt: toIso(entry.closed_at_ms),
});

/** What the entry waits for, as the domain's rules read it. */
export const toWish = (entry: EntryRow) => ({
  doctor: entry.doctor_document_id,
  branch: entry.branch_document_id,
  fromDate: entry.from_date,
  toDate: entry.to_date,
  dayParts: entry.day_parts.split(',') as TDayPart[],
  beforeMs: entry.before_ms === null ? null : Number(entry.before_ms),
});

export const readPlace = async (knex: Knex, placeId: number) =>
  (await knex(WAITING_PLACES_TABLE).where({ id: placeId }).first('*')) as PlaceRow;

/**
 * Locks the entry an offer is for, first: every change to an offer and its entry takes the entry's
 * row before the offer's (closing an entry updates it, then ends its offer), so two of them never
 * wait on each other (on PostgreSQL; SQLite runs one transaction at a time).
 */
export const lockEntryOfOffer = (trx: Knex.Transaction, offerId: number) =>
  trx(WAITING_ENTRIES_TABLE)
    .whereIn('id', trx(WAITING_OFFERS_TABLE).where({ id: offerId }).select('entry_id'))
    .forUpdate()
    .select('id');

/** An offer as it stands now. */
export const readOfferRow = async (knex: Knex, offerId: number) =>
  (await knex(WAITING_OFFERS_TABLE).where({ id: offerId }).first('*')) as OfferRow;

/** An offer, its place and its entry; NOT_FOUND when there is no such offer. */
export const readOffer = async (knex: Knex, offerId: number) => {
  const offer = (await knex(WAITING_OFFERS_TABLE).where({ id: offerId }).first('*')) as OfferRow | undefined;
  if (!offer) throw new AppError(ErrorCode.NOT_FOUND, 'No such offer');
  const place = await readPlace(knex, offer.place_id);
  const entry = (await knex(WAITING_ENTRIES_TABLE).where({ id: offer.entry_id }).first('*')) as EntryRow;
  return { offer, place, entry };
};

/** The refusal of an answer to an offer that is no longer live: what it became, or that its hold ran out. */
export const offerGoneError = (offer: OfferRow, now: Date) =>
  new AppError(ErrorCode.CONFLICT, 'This offer is no longer open', {
    details: {
      current: offer.state === 'live' && Number(offer.expires_at_ms) <= now.getTime() ? 'expired' : offer.state,
    },
  });
