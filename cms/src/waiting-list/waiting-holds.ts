import { type TWaitingOfferState, toCairoDate } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { TimedPlace } from '../booking/doctor-time';
import { releaseBooking } from '../booking/seats';
import {
  BATCH_SIZE,
  type EntryRow,
  lockEntryOfOffer,
  offerGoneError,
  readOfferRow,
  readPlace,
  toTimedPlace,
} from './waiting-list-rows';
import {
  WAITING_ENTRIES_TABLE,
  WAITING_OFFERS_TABLE,
  WAITING_PHONES_TABLE,
  WAITING_PLACES_TABLE,
  toHoldNumber,
} from './waiting-list-tables';
import { offerFreedPlacesSoon } from './waiting-offers';

/*
 * How a held place is let go: an offer declined, expired or withdrawn with its entry gives its seat
 * back and its place to the next entry, and an entry closes.
 */

/**
 * Ends a live offer as `state` (declined, expired, withdrawn) inside `trx`, if it is still live:
 * its hold is released, its entry may be offered again, and its place waits for the next entry.
 * `isExpiry` ends it only once its hold has run out, so an offer taken at its last moment stays taken.
 */
export const endOffer = async (
  trx: Knex.Transaction,
  offerId: number,
  { state, by, now, isExpiry = false }: { state: TWaitingOfferState; by: string | null; now: Date; isExpiry?: boolean },
) => {
  await lockEntryOfOffer(trx, offerId);
  const live = trx(WAITING_OFFERS_TABLE).where({ id: offerId, state: 'live' });
  if (isExpiry) live.andWhere('expires_at_ms', '<=', now.getTime());
  const ended = await live.update({ state, answered_at_ms: now.getTime(), answered_by: by });
  if (ended !== 1) return false;
  const offer = await readOfferRow(trx, offerId);
  const place = await readPlace(trx, offer.place_id);
  await releaseBooking(trx, toHoldNumber(offerId), toTimedPlace(place).endsAt);
  await trx(WAITING_ENTRIES_TABLE)
    .where({ id: offer.entry_id, live_offer_id: offerId })
    .update({ live_offer_id: null });
  await trx(WAITING_PLACES_TABLE).where({ id: place.id, state: 'held' }).update({ state: 'waiting' });
  return true;
};

/**
 * A cancellation taken back while its place is held for the waiting list takes the place back, inside
 * the undo's transaction: the live offer holding it is withdrawn, its hold released, and the place is
 * offered no more (the cancellation was a mistake). Answers whether a hold was let go.
 */
export const takePlaceBack = async (
  trx: Knex.Transaction,
  place: TimedPlace,
  { by, now }: { by: string; now: Date },
) => {
  const held = (await trx(WAITING_PLACES_TABLE)
    .where({
      doctor_document_id: place.doctorDocumentId,
      branch_document_id: place.branchDocumentId,
      starts_at_ms: place.startsAt.getTime(),
      state: 'held',
    })
    .orderBy('id')
    .first('id')) as { id: number } | undefined;
  const offer = held
    ? ((await trx(WAITING_OFFERS_TABLE).where({ place_id: held.id, state: 'live' }).first('id')) as
        | { id: number }
        | undefined)
    : undefined;
  if (!held || !offer || !(await endOffer(trx, offer.id, { state: 'withdrawn', by, now }))) return false;
  await trx(WAITING_PLACES_TABLE).where({ id: held.id, state: 'waiting' }).update({ state: 'done' });
  return true;
};

/**
 * Ends the offers whose hold ran out, each in its own transaction; the scheduled job calls this, in
 * whichever CMS process claims its period, and taking an offer races it safely (endOffer).
 */
export const expireOffers = async (strapi: Core.Strapi, now: Date) => {
  const due = (await strapi.db
    .connection(WAITING_OFFERS_TABLE)
    .where({ state: 'live' })
    .andWhere('expires_at_ms', '<=', now.getTime())
    .orderBy('id')
    .limit(BATCH_SIZE)
    .select('id')) as { id: number }[];
  for (const { id } of due) {
    await strapi.db.transaction(({ trx }) => endOffer(trx, id, { state: 'expired', by: null, now, isExpiry: true }));
  }
  return due.length;
};

/** Declines a live offer: its place goes at once to the next entry it suits. */
export const declineOffer = async (strapi: Core.Strapi, offerId: number, by: string, now = new Date()) => {
  const declined = await strapi.db.transaction(({ trx }) => endOffer(trx, offerId, { state: 'declined', by, now }));
  if (!declined) throw offerGoneError(await readOfferRow(strapi.db.connection, offerId), now);
  offerFreedPlacesSoon(strapi);
};

/** Closes an entry that is still open, inside `trx`: its phone waits for one doctor less, and its live offer is withdrawn. */
export const closeEntry = async (
  trx: Knex.Transaction,
  entry: EntryRow,
  {
    state,
    by,
    reason,
    now,
  }: { state: Exclude<EntryRow['state'], 'open'>; by: string | null; reason: string | null; now: Date },
) => {
  const closed = await trx(WAITING_ENTRIES_TABLE)
    .where({ id: entry.id, state: 'open' })
    .update({ state, closed_at_ms: now.getTime(), closed_by: by, closed_reason: reason });
  if (closed !== 1) return false;
  await trx(WAITING_PHONES_TABLE).where({ phone: entry.phone }).decrement('open_entries', 1);
  const current = (await trx(WAITING_ENTRIES_TABLE).where({ id: entry.id }).first('live_offer_id')) as {
    live_offer_id: number | null;
  };
  if (current.live_offer_id !== null) {
    await endOffer(trx, current.live_offer_id, { state: 'withdrawn', by, now });
  }
  return true;
};

/** Closes the open entries whose last day has passed (the job, once a period). */
export const closeEndedEntries = async (strapi: Core.Strapi, now: Date) => {
  const ended = (await strapi.db
    .connection(WAITING_ENTRIES_TABLE)
    .where({ state: 'open' })
    .andWhere('to_date', '<', toCairoDate(now))
    .limit(BATCH_SIZE)
    .select('*')) as EntryRow[];
  for (const entry of ended) {
    await strapi.db.transaction(({ trx }) => closeEntry(trx, entry, { state: 'ended', by: null, reason: null, now }));
  }
  if (ended.length > 0) offerFreedPlacesSoon(strapi);
  return ended.length;
};
