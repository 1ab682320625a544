import {
  WAITING_LIST_RULES,
  findHoldEnd,
  findOpeningAt,
  hasWishEnded,
  isOfferingTime,
  suitsWish,
  toCairoDate,
  type TScheduleMode,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { findDoctorAvailability } from '../booking/availability';
import type { TimedPlace } from '../booking/doctor-time';
import { claimPlace } from '../booking/seats';
import { readCmsEnvironment } from '../environment';
import { dropChangedBookings } from './earlier-entries';
import { type OfferedPlaceNames, describeOfferedPlace, queueOfferMessage } from './offer-messages';
import { BATCH_SIZE, type EntryRow, type PlaceRow, toTimedPlace, toWish } from './waiting-list-rows';
import { WAITING_ENTRIES_TABLE, WAITING_OFFERS_TABLE, WAITING_PLACES_TABLE, toHoldNumber } from './waiting-list-tables';

/** When offers go out, from WAITING_LIST_OFFER_FROM and _UNTIL. */
const readOfferingHours = () => {
  const env = readCmsEnvironment();
  return { fromMs: env.WAITING_LIST_OFFER_FROM, untilMs: env.WAITING_LIST_OFFER_UNTIL };
};

/**
 * Offers the freed places soon after a change commits, in this process: one pass at a time, and one
 * more when a change comes during a pass. The scheduled job (waiting-list-job.ts) passes too, for the
 * places this process could not offer (the night, a crash).
 */
let passUnderWay: Promise<void> | null = null;
let passWanted = false;

export const offerFreedPlacesSoon = (strapi: Core.Strapi) => {
  passWanted = true;
  if (passUnderWay) return;
  passUnderWay = (async () => {
    while (passWanted) {
      passWanted = false;
      await offerFreedPlaces(strapi, new Date());
    }
  })()
    .catch((error: unknown) => {
      strapi.log.error(`The waiting list could not offer freed places: ${String(error)}`);
    })
    .finally(() => {
      passUnderWay = null;
    });
};

/**
 * Keeps a place freed by a cancellation or a move for the waiting list, inside that change's
 * transaction, when anyone waits for its doctor: a change that commits never loses its place to a
 * crash before the offer. Once the change commits, this process offers it (offerFreedPlacesSoon).
 */
export const noteFreedPlace = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  { place, mode }: { place: TimedPlace; mode: TScheduleMode },
  now: Date,
) => {
  const waiting = await trx(WAITING_ENTRIES_TABLE)
    .where({ doctor_document_id: place.doctorDocumentId, state: 'open' })
    .first('id');
  if (!waiting) return;
  await trx(WAITING_PLACES_TABLE).insert({
    doctor_document_id: place.doctorDocumentId,
    branch_document_id: place.branchDocumentId,
    starts_at_ms: place.startsAt.getTime(),
    ends_at_ms: place.endsAt.getTime(),
    mode,
    freed_at_ms: now.getTime(),
    offers_made: 0,
    state: 'waiting',
  });
  trx.executionPromise.then(
    () => offerFreedPlacesSoon(strapi),
    () => {},
  );
};

/** The opening a place is, as the doctor's hours offer it now (whatever its seats); none when they no longer do. */
export const findOpeningOfPlace = async (strapi: Core.Strapi, place: TimedPlace, now: Date) => {
  const days = await findDoctorAvailability(strapi, {
    doctor: place.doctorDocumentId,
    branch: place.branchDocumentId,
    from: toCairoDate(place.startsAt),
    days: 1,
    now,
  });
  const opening = findOpeningAt(days, place.startsAt);
  return opening?.end.getTime() === place.endsAt.getTime() ? opening : undefined;
};

/** Rolls a hold's transaction back: the entry got another offer (or this one) meanwhile, or the place was booked. */
class EntryBusyError extends Error {}
class PlaceGoneError extends Error {}

/** A place nobody (more) may be offered is freed for everyone: its row is done, if no one claimed it meanwhile. */
const closePlace = (knex: Knex, placeId: number) =>
  knex(WAITING_PLACES_TABLE).where({ id: placeId, state: 'waiting' }).update({ state: 'done' });

/**
 * Holds the place for the entry, in one transaction: the place's row goes from waiting to held (one
 * process wins it), an offer is written and becomes the entry's live one (unless it has one already),
 * the place's seat and the doctor's time are claimed under the offer's hold number as a booking
 * claims them, and the offer's message is queued. Answers what happened.
 */
const holdPlaceFor = async (
  strapi: Core.Strapi,
  { place, entry, capacity, names }: { place: PlaceRow; entry: EntryRow; capacity: number; names: OfferedPlaceNames },
  now: Date,
): Promise<'held' | 'claimedElsewhere' | 'entryBusy' | 'placeGone'> => {
  const timed = toTimedPlace(place);
  const holdsUntil = findHoldEnd(timed.startsAt, now);
  try {
    return await strapi.db.transaction(async ({ trx }) => {
      // Counted in the update itself: a pass that read the place before another offered it counts from
      // the database's number, not its own.
      const claimed = await trx(WAITING_PLACES_TABLE)
        .where({ id: place.id, state: 'waiting' })
        .andWhere('offers_made', '<', WAITING_LIST_RULES.maxOffersPerPlace)
        .update({ state: 'held', offers_made: trx.raw('offers_made + 1') });
      if (claimed !== 1) return 'claimedElsewhere' as const;
      // An entry offered this place before (a pass that read its candidates earlier) inserts nothing.
      const [inserted] = (await trx(WAITING_OFFERS_TABLE)
        .insert({
          entry_id: entry.id,
          place_id: place.id,
          state: 'live',
          offered_at_ms: now.getTime(),
          expires_at_ms: holdsUntil.getTime(),
        })
        .onConflict(['entry_id', 'place_id'])
        .ignore()
        .returning('id')) as ({ id: number } | number)[];
      if (inserted === undefined) throw new EntryBusyError();
      const offerId = typeof inserted === 'object' ? inserted.id : Number(inserted);
      const isEntryFree = await trx(WAITING_ENTRIES_TABLE)
        .where({ id: entry.id, state: 'open' })
        .whereNull('live_offer_id')
        .update({ live_offer_id: offerId });
      if (isEntryFree !== 1) throw new EntryBusyError();
      if ((await claimPlace(trx, timed, capacity, toHoldNumber(offerId))) === null) throw new PlaceGoneError();
      await queueOfferMessage(trx, { entry, place, holdsUntil, names }, now);
      return 'held' as const;
    });
  } catch (error) {
    if (error instanceof EntryBusyError) return 'entryBusy';
    if (error instanceof PlaceGoneError) return 'placeGone';
    throw error;
  }
};

/** The open entries of the place's doctor that may be offered it, in order of joining. */
const listCandidates = async (knex: Knex, place: PlaceRow, now: Date) => {
  const entries = (await knex(WAITING_ENTRIES_TABLE)
    .where({ doctor_document_id: place.doctor_document_id, state: 'open' })
    .whereNull('live_offer_id')
    .andWhere((query) => query.whereNull('branch_document_id').orWhere('branch_document_id', place.branch_document_id))
    .whereNotIn('id', knex(WAITING_OFFERS_TABLE).where({ place_id: place.id }).select('entry_id'))
    .orderBy([{ column: 'created_at_ms' }, { column: 'id' }])
    .select('*')) as EntryRow[];
  const freed = {
    doctor: place.doctor_document_id,
    branch: place.branch_document_id,
    startsAt: new Date(Number(place.starts_at_ms)),
  };
  return entries.filter((entry) => suitsWish(toWish(entry), freed) && !hasWishEnded(toWish(entry), now));
};

/**
 * Offers one freed place to the first entry it suits that has not been offered it, or frees it for
 * everyone: after WAITING_LIST_RULES.maxOffersPerPlace offers, when nobody (more) waits for it, or when
 * the place is no longer bookable (taken meanwhile, gone from the hours, or inside the lead time).
 */
const offerPlace = async (strapi: Core.Strapi, place: PlaceRow, now: Date) => {
  const knex = strapi.db.connection;
  if (place.offers_made >= WAITING_LIST_RULES.maxOffersPerPlace) return closePlace(knex, place.id);
  const timed = toTimedPlace(place);
  // Read outside the hold's transaction: availability reads the booking tables, which on SQLite (one
  // connection) would wait on the transaction itself.
  const opening = await findOpeningOfPlace(strapi, timed, now);
  if (opening?.status !== 'open') {
    return closePlace(knex, place.id);
  }
  const names = await describeOfferedPlace(strapi, timed);
  for (const entry of await dropChangedBookings(strapi, await listCandidates(knex, place, now), now)) {
    const outcome = await holdPlaceFor(strapi, { place, entry, capacity: opening.capacity, names }, now);
    if (outcome === 'held' || outcome === 'claimedElsewhere') return;
    if (outcome === 'placeGone') return closePlace(knex, place.id);
  }
  return closePlace(knex, place.id);
};

/**
 * Offers the places waiting to be offered, oldest first, during the offering hours (08:00–22:00 Cairo
 * time by default); a place freed at night waits, bookable by anyone meanwhile, and is offered in the
 * morning if it is still free and outside the lead time.
 */
export const offerFreedPlaces = async (strapi: Core.Strapi, now: Date) => {
  if (!isOfferingTime(now, readOfferingHours())) return;
  const places = (await strapi.db
    .connection(WAITING_PLACES_TABLE)
    .where({ state: 'waiting' })
    .orderBy([{ column: 'freed_at_ms' }, { column: 'id' }])
    .limit(BATCH_SIZE)
    .select('*')) as PlaceRow[];
  for (const place of places) await offerPlace(strapi, place, now);
};
