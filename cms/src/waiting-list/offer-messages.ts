import { type TLocale, type TPhoneChannel, WAITING_LINK_PATH, toMobileNumber } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { findDoctorAtBranch } from '../booking/doctor-at-branch';
import type { TimedPlace } from '../booking/doctor-time';
import { buildOfferEmail } from '../messages/offer-email';
import { readOpenChannels } from '../messages/message-stops';
import { OUTBOX_TABLE, choosePhoneChannel, composePhoneText, emailMessageId } from '../messages/outbox';
import { type EntryRow, type PlaceRow, toTimedPlace } from './waiting-list-rows';
import { WAITING_ENTRIES_TABLE, WAITING_OFFERS_TABLE, WAITING_PLACES_TABLE } from './waiting-list-tables';

/* The message that tells a waiting patient a place is held for them, with their entry's link. */

/**
 * What an offer's messages say of its place besides the time: the doctor and the branch, named in both
 * languages (findDoctorAtBranch), and the clinic's name in each. Read before the hold's transaction.
 */
export const describeOfferedPlace = async (strapi: Core.Strapi, place: TimedPlace) => {
  const workplace = await findDoctorAtBranch(strapi, place.doctorDocumentId, place.branchDocumentId);
  const clinicNames = (await strapi.db.query('api::main-info.main-info').findMany({
    where: { publishedAt: { $notNull: true } },
    select: ['locale', 'clinicName'],
  })) as { locale: string; clinicName: string | null }[];
  const clinicName = (locale: TLocale) => clinicNames.find((row) => row.locale === locale)?.clinicName ?? '';
  return { ...workplace, clinicName };
};
export type OfferedPlaceNames = Awaited<ReturnType<typeof describeOfferedPlace>>;

/** A place held for an entry until `holdsUntil`, as its offer's messages say it. */
type OfferedPlace = { entry: EntryRow; place: PlaceRow; holdsUntil: Date; names: OfferedPlaceNames };

/** The offer's SMS or WhatsApp message, in the entry's language, its link's token left as a mark. */
const composeOfferText = ({ entry, place, holdsUntil, names }: OfferedPlace, channel: TPhoneChannel) =>
  composePhoneText(
    {
      kind: 'offer',
      locale: entry.locale,
      firstName: entry.first_name,
      bookingNumber: '',
      doctorName: names.doctor.name[entry.locale],
      branchName: names.branch.name[entry.locale],
      startsAt: toTimedPlace(place).startsAt,
      linkPath: WAITING_LINK_PATH,
      holdsUntil,
    },
    channel,
  );

/** The offer's email, in the entry's language, its link left as a mark (its caller gives it its Message-ID). */
const composeOfferEmail = ({ entry, place, holdsUntil, names }: OfferedPlace) => {
  const email = buildOfferEmail({
    locale: entry.locale,
    clinicName: names.clinicName(entry.locale),
    firstName: entry.first_name,
    doctorName: names.doctor.name[entry.locale],
    branchName: names.branch.name[entry.locale],
    branchAddress: names.branch.address[entry.locale] || null,
    startsAt: toTimedPlace(place).startsAt,
    holdsUntil,
  });
  const unused = { attachment_name: null, attachment_text: null, segments: null };
  return { channel: 'email', subject: email.subject, body_text: email.text, body_html: email.html, ...unused };
};

/**
 * Queues the offer's messages inside the transaction that holds the place: to the entry's mobile, by
 * WhatsApp or SMS as the patient chose and the clinic can, and to its email when it has one, each
 * unless a stop on that mobile holds it back. They are delivered only if the hold commits.
 */
export const queueOfferMessage = async (trx: Knex.Transaction, offered: OfferedPlace, now: Date) => {
  const { entry } = offered;
  const number = toMobileNumber(entry.phone);
  const openChannels = await readOpenChannels(trx, null, number);
  const channel = choosePhoneChannel(entry.phone_channel);
  const waiting = {
    waiting_entry_id: entry.id,
    appointment_document_id: null,
    kind: 'offer',
    locale: entry.locale,
    state: 'queued',
    attempts: 0,
    next_attempt_at_ms: now.getTime(),
    created_at_ms: now.getTime(),
  };
  const rows: Record<string, unknown>[] = [];
  if (entry.email && openChannels.has('email')) {
    rows.push({ ...waiting, ...composeOfferEmail(offered), recipient: entry.email, message_id: emailMessageId() });
  }
  if (number && channel && openChannels.has(channel)) {
    rows.push({ ...waiting, ...composeOfferText(offered, channel), recipient: number });
  }
  if (rows.length > 0) await trx(OUTBOX_TABLE).insert(rows);
};

/**
 * The SMS that stands in for an offer's WhatsApp message that will not arrive, composed for the
 * entry's live offer as it is now: null when the entry has none any more (taken, passed on, expired)
 * or was anonymized.
 */
export const composeOfferSms = async (strapi: Core.Strapi, entryId: number) => {
  const knex = strapi.db.connection;
  const entry = (await knex(WAITING_ENTRIES_TABLE).where({ id: entryId }).whereNull('anonymized_at_ms').first('*')) as
    | EntryRow
    | undefined;
  const offer = entry?.live_offer_id
    ? ((await knex(WAITING_OFFERS_TABLE).where({ id: entry.live_offer_id, state: 'live' }).first('*')) as
        | { place_id: number; expires_at_ms: number | string }
        | undefined)
    : undefined;
  const number = toMobileNumber(entry?.phone ?? null);
  if (!entry || !offer || !number) return null;
  const place = (await knex(WAITING_PLACES_TABLE).where({ id: offer.place_id }).first('*')) as PlaceRow;
  const names = await describeOfferedPlace(strapi, toTimedPlace(place));
  const holdsUntil = new Date(Number(offer.expires_at_ms));
  return { recipient: number, ...composeOfferText({ entry, place, holdsUntil, names }, 'sms') };
};
