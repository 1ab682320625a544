import { AppError, ErrorCode, type TWaitingLinkView } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { findAppointment } from '../appointments/appointment-records';
import { type Bilingual, readPublishedTexts } from '../booking/doctor-at-branch';
import { readCmsEnvironment } from '../environment';
import { createRateLimiter } from '../utils/rate-limit';
import { takeOffer } from './caller-offers';
import { findLinkEntry } from './entry-links';
import { closeEntry, declineOffer } from './waiting-holds';
import { offerFreedPlacesSoon } from './waiting-offers';
import { type EntryRow, type OfferRow, describeEntry, readOffer, readPlace } from './waiting-list-rows';
import { WAITING_ENTRIES_TABLE, WAITING_OFFERS_TABLE } from './waiting-list-tables';

/* The patient's side of a waiting-list entry, reached only by its link's token (POST bodies, never a URL). */

const BY_PATIENT = 'patient';

const toIso = (milliseconds: number | string) => new Date(Number(milliseconds)).toISOString();

/** A doctor's or a branch's name in both languages; blank once it is no longer published. */
const namesOf = async (
  strapi: Core.Strapi,
  uid: 'api::doctor.doctor' | 'api::branch.branch',
  documentId: string,
): Promise<Bilingual> => (await readPublishedTexts(strapi, uid, documentId, ['name']))?.name ?? { en: '', ar: '' };

/** The entry's live offer, else the last one it had; an offer whose hold ran out reads as expired before the job ends it. */
const describeOffer = async (strapi: Core.Strapi, entry: EntryRow, now: Date): Promise<TWaitingLinkView['offer']> => {
  const knex = strapi.db.connection;
  const offer = (await knex(WAITING_OFFERS_TABLE).where({ entry_id: entry.id }).orderBy('id', 'desc').first('*')) as
    | OfferRow
    | undefined;
  if (!offer) return null;
  const place = await readPlace(knex, offer.place_id);
  const hasRunOut = offer.state === 'live' && Number(offer.expires_at_ms) <= now.getTime();
  const booked = offer.appointment_document_id
    ? await findAppointment<{ bookingNumber: string }>(strapi, {
        where: { documentId: offer.appointment_document_id },
        select: ['bookingNumber'],
      })
    : null;
  return {
    id: offer.id,
    state: hasRunOut ? 'expired' : offer.state,
    start: toIso(place.starts_at_ms),
    end: toIso(place.ends_at_ms),
    holdUntil: toIso(offer.expires_at_ms),
    branch: await namesOf(strapi, 'api::branch.branch', place.branch_document_id),
    bookingNumber: booked?.bookingNumber ?? null,
  };
};

/** What the entry's page shows: what the patient waits for, and their offer. */
const toView = async (strapi: Core.Strapi, entryId: number, now: Date): Promise<TWaitingLinkView> => {
  const entry = (await strapi.db.connection(WAITING_ENTRIES_TABLE).where({ id: entryId }).first('*')) as EntryRow;
  return {
    entry: {
      ...describeEntry(entry),
      doctor: await namesOf(strapi, 'api::doctor.doctor', entry.doctor_document_id),
      branch: entry.branch_document_id ? await namesOf(strapi, 'api::branch.branch', entry.branch_document_id) : null,
    },
    offer: await describeOffer(strapi, entry, now),
  };
};

/** The offer the page answers, if it is this entry's; NOT_FOUND for another entry's (as for none). */
const readOwnOffer = async (knex: Knex, entry: EntryRow, offerId: number) => {
  const found = await readOffer(knex, offerId);
  if (found.entry.id !== entry.id) throw new AppError(ErrorCode.NOT_FOUND, 'No such offer');
  return found;
};

/**
 * The entry's link, for the routes of /api/waiting-list/link: what its page shows, and the patient
 * taking or passing on the offer, or leaving the list. An unknown token or an anonymized entry is the
 * same NOT_FOUND, counted against the asking address as the manage link's are (MANAGE_RATE_LIMIT_*):
 * past the limit every answer is RATE_LIMITED.
 */
export const createWaitingLinks = (strapi: Core.Strapi) => {
  const env = readCmsEnvironment();
  const failedLookups = createRateLimiter({
    name: 'waiting-link-lookups',
    max: env.MANAGE_RATE_LIMIT_MAX,
    windowMs: env.MANAGE_RATE_LIMIT_WINDOW_MS,
  });
  const knex = strapi.db.connection;

  const openEntry = async (token: string, address: string) => {
    if (await failedLookups.isLimited(address)) {
      throw new AppError(ErrorCode.RATE_LIMITED, 'Too many unknown links from this address; try again later');
    }
    const entryId = await findLinkEntry(knex, token);
    const entry = entryId
      ? ((await knex(WAITING_ENTRIES_TABLE).where({ id: entryId }).whereNull('anonymized_at_ms').first('*')) as
          | EntryRow
          | undefined)
      : undefined;
    if (!entry) {
      await failedLookups.hit(address);
      throw new AppError(ErrorCode.NOT_FOUND, 'No such waiting-list entry');
    }
    return entry;
  };

  return {
    async open(token: string, address: string, now = new Date()) {
      return toView(strapi, (await openEntry(token, address)).id, now);
    },
    /** Books the offer's place for the patient (takeOffer); CONFLICT, with what it became, when it is no longer live. */
    async take({ token, offer }: { token: string; offer: number }, address: string, now = new Date()) {
      const entry = await openEntry(token, address);
      await takeOffer(strapi, await readOwnOffer(knex, entry, offer), { by: BY_PATIENT, source: 'waiting-list', now });
      return toView(strapi, entry.id, now);
    },
    /** Passes the place on to the next entry at once; CONFLICT when the offer is no longer live. */
    async decline({ token, offer }: { token: string; offer: number }, address: string, now = new Date()) {
      const entry = await openEntry(token, address);
      await readOwnOffer(knex, entry, offer);
      await declineOffer(strapi, offer, BY_PATIENT, now);
      return toView(strapi, entry.id, now);
    },
    /** Takes the patient off the list (a live offer's place goes to the next entry); leaving twice changes nothing. */
    async leave(token: string, address: string, now = new Date()) {
      const entry = await openEntry(token, address);
      const hasLeft = await strapi.db.transaction(({ trx }) =>
        closeEntry(trx, entry, { state: 'left', by: BY_PATIENT, reason: null, now }),
      );
      if (hasLeft) offerFreedPlacesSoon(strapi);
      return toView(strapi, entry.id, now);
    },
  };
};
