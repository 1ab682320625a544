import { createHmac, timingSafeEqual } from 'node:crypto';
import { readSmsReply, toMobileNumber } from '@clinic/domain';
import type { Knex } from 'knex';
import { readCmsEnvironment } from '../environment';
import { endMessageStop, recordMessageStop } from './message-stops';
import { OUTBOX_TABLE, type OutboxRow } from './outbox';
import { readAnswerPath } from './sms-gateway';

// What the SMS gateway tells the clinic, on two webhooks authenticated by a shared secret: delivery
// reports (an SMS reached the phone, or never will), and the patients' replies (STOP). Both read their
// fields where the settings say (SMS_REPORT_*, SMS_REPLY_*), since gateways name them differently.
// docs/patients.md has a worked example.

/**
 * Whether `signature` is the HMAC-SHA256 of a request's exact bytes under `secret`, in hex (a `sha256=`
 * before it is allowed), compared in constant time. Without a secret nothing is genuine.
 */
export const isSignedWith = (secret: string, rawBody: string, signature: string | undefined) => {
  if (!secret || !signature) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(signature.trim().replace(/^sha256=/i, ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** Whether a request to the SMS webhooks is signed under SMS_WEBHOOK_SECRET. */
export const isSignedByGateway = (rawBody: string, signature: string | undefined) =>
  isSignedWith(readCmsEnvironment().SMS_WEBHOOK_SECRET, rawBody, signature);

/** What a delivery report did: marked its SMS, found none, found it still being sent, or said nothing to act on. */
export type TReportOutcome = 'delivered' | 'notDelivered' | 'unknownMessage' | 'stillSending' | 'noChange';

const matchesAny = (value: string | null, words: string[]) =>
  value !== null && words.some((word) => word.toLowerCase() === value.toLowerCase());

/**
 * Applies a delivery report: its message is found by the key the clinic sent with it (its reference)
 * or by the gateway's id for it. A message the gateway took becomes `delivered`, or `failed` as
 * `notDelivered` with the gateway's status word; a report on one whose send is not yet recorded is
 * `stillSending` (the gateway tries again); a repeated or later report changes nothing.
 */
export const applyDeliveryReport = async (knex: Knex, fields: unknown, now = new Date()): Promise<TReportOutcome> => {
  const env = readCmsEnvironment();
  const reference = readAnswerPath(fields, env.SMS_REPORT_REFERENCE_PATH);
  const providerId = readAnswerPath(fields, env.SMS_REPORT_ID_PATH);
  const status = readAnswerPath(fields, env.SMS_REPORT_STATUS_PATH);
  if (!reference && !providerId) return 'unknownMessage';
  const message = (await knex(OUTBOX_TABLE)
    .where('channel', 'sms')
    .andWhere((match) =>
      reference ? match.where('message_id', reference) : match.where('provider_message_id', providerId),
    )
    .first('id', 'state')) as Pick<OutboxRow, 'id' | 'state'> | undefined;
  if (!message) return 'unknownMessage';
  if (message.state === 'sending' || message.state === 'queued') return 'stillSending';
  const taken = knex(OUTBOX_TABLE).where({ id: message.id, state: 'sent' });
  if (matchesAny(status, env.SMS_REPORT_DELIVERED)) {
    const updated = await taken.update({ state: 'delivered', delivered_at_ms: now.getTime() });
    return updated === 1 ? 'delivered' : 'noChange';
  }
  if (matchesAny(status, env.SMS_REPORT_FAILED)) {
    const updated = await taken.update({
      state: 'failed',
      last_error: `The gateway reported: ${status}`,
      last_error_reason: 'notDelivered',
    });
    return updated === 1 ? 'notDelivered' : 'noChange';
  }
  return 'noChange';
};

/** What a patient's reply did: stopped their number's SMS, started them again, or nothing. */
export type TReplyOutcome = 'stopped' | 'started' | 'noChange';

/**
 * Applies a patient's reply: STOP (or "إيقاف") stops every later SMS to the number it came from, and
 * the ones still waiting; START has them again. Any other reply, or one from no mobile number, changes nothing.
 */
export const applySmsReply = async (knex: Knex, fields: unknown, now = new Date()): Promise<TReplyOutcome> => {
  const env = readCmsEnvironment();
  const phone = toMobileNumber(readAnswerPath(fields, env.SMS_REPLY_FROM_PATH));
  const asked = readSmsReply(readAnswerPath(fields, env.SMS_REPLY_TEXT_PATH) ?? '');
  if (!phone || !asked) return 'noChange';
  if (asked === 'stop') {
    await knex.transaction((trx) => recordMessageStop(trx, { phone }, 'reply', now));
    return 'stopped';
  }
  await endMessageStop(knex, { phone }, now);
  return 'started';
};
