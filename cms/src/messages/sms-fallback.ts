import { type TLocale, toMobileNumber } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readOpenChannels } from './message-stops';
import { readMessageSubject } from './message-subject';
import { OUTBOX_TABLE, type OutboxRow, composePhoneMessage } from './outbox';
import { isSmsConfigured } from './sms-gateway';
import { composeOfferSms } from '../waiting-list/offer-messages';
import { readStandingQueueNumber } from '../waiting-room/check-in';

/** The WhatsApp message an SMS stands in for, as the fallback reads it. */
type FallenMessage = Pick<OutboxRow, 'id' | 'appointment_document_id' | 'waiting_entry_id' | 'kind' | 'locale'>;

/**
 * The SMS for a fallen message, composed anew from its booking (or its entry's live offer) as it is
 * now, to its mobile number now; null when there is none to send.
 */
const composeFallbackSms = async (strapi: Core.Strapi, message: FallenMessage) => {
  if (message.kind === 'offer' || message.appointment_document_id === null) {
    return message.waiting_entry_id === null ? null : composeOfferSms(strapi, message.waiting_entry_id);
  }
  const booking = await readMessageSubject(strapi, message.appointment_document_id);
  const recipient = toMobileNumber(booking?.phone ?? null);
  if (!booking || booking.anonymizedAt || !recipient) return null;
  // A card accepted since its refusal went out has nothing left to say.
  if (message.kind === 'cardRefused' && !booking.cardRefusalReason) return null;
  const locale: TLocale = message.locale === 'ar' ? 'ar' : 'en';
  const queueNumber =
    message.kind === 'checkedIn'
      ? await readStandingQueueNumber(strapi.db.connection, message.appointment_document_id)
      : null;
  return { recipient, ...composePhoneMessage({ ...booking, queueNumber }, message.kind, locale, 'sms') };
};

/** The SMS that stands in for WhatsApp message `id`, if one does. */
export const findSmsFallback = (strapi: Core.Strapi, id: number) =>
  strapi.db.connection(OUTBOX_TABLE).where({ fallback_of: id }).first('id') as Promise<{ id: number } | undefined>;

/**
 * Queues the SMS that stands in for a WhatsApp message that will not reach the patient (their number is
 * not on WhatsApp, it failed there for good, or staff send it again by SMS). Once for each WhatsApp
 * message, however many processes or statuses find it failed (`fallback_of` is unique); none without a
 * gateway, for a booking anonymized or without a mobile, an offer no longer live, or with the mobile's
 * messages stopped. Answers whether it queued one.
 */
export const queueSmsFallback = async (strapi: Core.Strapi, message: FallenMessage, now = new Date()) => {
  if (!isSmsConfigured() || (await findSmsFallback(strapi, message.id))) return false;
  const knex = strapi.db.connection;
  const sms = await composeFallbackSms(strapi, message);
  if (!sms || !(await readOpenChannels(knex, message.appointment_document_id, sms.recipient)).has('sms')) return false;
  await knex(OUTBOX_TABLE)
    .insert({
      appointment_document_id: message.appointment_document_id,
      waiting_entry_id: message.waiting_entry_id,
      kind: message.kind,
      locale: message.locale === 'ar' ? 'ar' : 'en',
      state: 'queued',
      attempts: 0,
      next_attempt_at_ms: now.getTime(),
      created_at_ms: now.getTime(),
      ...sms,
      fallback_of: message.id,
    })
    .onConflict('fallback_of')
    .ignore();
  return true;
};
