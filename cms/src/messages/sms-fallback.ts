import { type TLocale, toMobileNumber } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readOpenChannels } from './message-stops';
import { readMessageSubject } from './message-subject';
import { OUTBOX_TABLE, type OutboxRow, composePhoneMessage } from './outbox';
import { isSmsConfigured } from './sms-gateway';

/** The WhatsApp message an SMS stands in for, as the fallback reads it. */
type FallenMessage = Pick<OutboxRow, 'id' | 'appointment_document_id' | 'kind' | 'locale'>;

/** The SMS that stands in for WhatsApp message `id`, if one does. */
export const findSmsFallback = (strapi: Core.Strapi, id: number) =>
  strapi.db.connection(OUTBOX_TABLE).where({ fallback_of: id }).first('id') as Promise<{ id: number } | undefined>;

/**
 * Queues the SMS that stands in for a WhatsApp message that will not reach the patient (their number is
 * not on WhatsApp, it failed there for good, or staff send it again by SMS): composed anew for SMS from
 * the booking as it is now, to its mobile number now. Once for each WhatsApp message, however many
 * processes or statuses find it failed (`fallback_of` is unique); none without a gateway, for a booking
 * anonymized or without a mobile, or with its mobile's messages stopped. Answers whether it queued one.
 */
export const queueSmsFallback = async (strapi: Core.Strapi, message: FallenMessage, now = new Date()) => {
  if (!isSmsConfigured() || (await findSmsFallback(strapi, message.id))) return false;
  const knex = strapi.db.connection;
  const booking = await readMessageSubject(strapi, message.appointment_document_id);
  const number = toMobileNumber(booking?.phone ?? null);
  if (!booking || booking.anonymizedAt || !number) return false;
  if (!(await readOpenChannels(knex, message.appointment_document_id, number)).has('sms')) return false;
  const locale: TLocale = message.locale === 'ar' ? 'ar' : 'en';
  await knex(OUTBOX_TABLE)
    .insert({
      appointment_document_id: message.appointment_document_id,
      kind: message.kind,
      locale,
      state: 'queued',
      attempts: 0,
      next_attempt_at_ms: now.getTime(),
      created_at_ms: now.getTime(),
      ...composePhoneMessage(booking, message.kind, locale, 'sms'),
      recipient: number,
      fallback_of: message.id,
    })
    .onConflict('fallback_of')
    .ignore();
  return true;
};
