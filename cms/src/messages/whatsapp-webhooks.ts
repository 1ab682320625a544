import { timingSafeEqual } from 'node:crypto';
import { isNotOnWhatsApp, readSmsReply, toMobileNumber } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { readCmsEnvironment } from '../environment';
import { endMessageStop, recordMessageStop } from './message-stops';
import { OUTBOX_TABLE, type OutboxRow } from './outbox';
import { queueSmsFallback } from './sms-fallback';
import { isSignedWith } from './sms-webhooks';

// What WhatsApp tells the clinic on its one webhook, as Meta's Cloud API sends it: the subscription's
// handshake, then events signed with the app's secret: each message's statuses (sent, delivered,
// read, failed with Meta's error code), and the patients' own messages (STOP).

/** Whether `given` is WHATSAPP_VERIFY_TOKEN, compared in constant time; without a token, nothing is. */
export const isVerifyToken = (given: string | null) => {
  const expected = Buffer.from(readCmsEnvironment().WHATSAPP_VERIFY_TOKEN);
  const offered = Buffer.from(given ?? '');
  return expected.length > 0 && offered.length === expected.length && timingSafeEqual(offered, expected);
};

/** Whether an event is signed as Meta signs it: X-Hub-Signature-256, under WHATSAPP_APP_SECRET. */
export const isSignedByMeta = (rawBody: string, signature: string | undefined) =>
  isSignedWith(readCmsEnvironment().WHATSAPP_APP_SECRET, rawBody, signature);

type StatusEvent = {
  id?: unknown;
  status?: unknown;
  biz_opaque_callback_data?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown }[];
};
type InboundMessage = { from?: unknown; type?: unknown; text?: { body?: unknown } };
type EventValue = { statuses?: StatusEvent[]; messages?: InboundMessage[] };

/** The values of an event's changes, however many entries and changes Meta batched into it. */
const readValues = (event: unknown): EventValue[] => {
  const entries = (event as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { changes?: unknown }) =>
    Array.isArray(entry?.changes)
      ? entry.changes.map((change: { value?: unknown }) => (change?.value ?? {}) as EventValue)
      : [],
  );
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** The statuses that move a message on; `sent` and any other change nothing. */
const MOVING_STATUSES: ReadonlySet<string> = new Set(['delivered', 'read', 'failed']);

/** What a status did: moved its message on, found none, found it still being sent, or nothing new. */
export type TStatusOutcome = 'applied' | 'unknownMessage' | 'stillSending' | 'noChange';

/**
 * Applies one status: its message is found by the clinic's own key (the callback data it was sent with)
 * or by its wamid. Statuses may come out of order and again, so each only moves a message forward:
 * `delivered` a sent one, `read` a sent or delivered one, `failed` one not yet read, which then falls
 * back to SMS (sms-fallback.ts). A status on a message whose send is not yet recorded is `stillSending`.
 */
const applyStatus = async (strapi: Core.Strapi, status: StatusEvent, now: Date): Promise<TStatusOutcome> => {
  // `sent` says what the send's own answer said: nothing to read or write (a third of Meta's statuses).
  if (!MOVING_STATUSES.has(String(status.status))) return 'noChange';
  const knex = strapi.db.connection;
  const reference = textOf(status.biz_opaque_callback_data);
  const wamid = textOf(status.id);
  if (!reference && !wamid) return 'unknownMessage';
  const message = (await knex(OUTBOX_TABLE)
    .where('channel', 'whatsapp')
    .andWhere((match) => (reference ? match.where('message_id', reference) : match.where('provider_message_id', wamid)))
    .first('id', 'state', 'appointment_document_id', 'waiting_entry_id', 'kind', 'locale')) as
    | Pick<OutboxRow, 'id' | 'state' | 'appointment_document_id' | 'waiting_entry_id' | 'kind' | 'locale'>
    | undefined;
  if (!message) return 'unknownMessage';
  if (message.state === 'sending' || message.state === 'queued') return 'stillSending';
  const ofMessage = (states: string[]) => knex(OUTBOX_TABLE).where('id', message.id).whereIn('state', states);
  let updated = 0;
  if (status.status === 'delivered') {
    updated = await ofMessage(['sent']).update({ state: 'delivered', delivered_at_ms: now.getTime() });
  } else if (status.status === 'read') {
    updated = await ofMessage(['sent', 'delivered']).update({
      state: 'read',
      read_at_ms: now.getTime(),
      delivered_at_ms: knex.raw('coalesce(delivered_at_ms, ?)', [now.getTime()]),
    });
  } else if (status.status === 'failed') {
    const error = status.errors?.[0];
    const code = typeof error?.code === 'number' ? error.code : null;
    updated = await ofMessage(['sent', 'delivered']).update({
      state: 'failed',
      last_error: `WhatsApp reported${code === null ? '' : ` (#${code})`}: ${textOf(error?.title) ?? 'failed'}`,
      last_error_reason: isNotOnWhatsApp(code) ? 'notOnWhatsApp' : 'notDelivered',
    });
    if (updated === 1) await queueSmsFallback(strapi, message, now);
  }
  return updated === 1 ? 'applied' : 'noChange';
};

/** A patient's message to the clinic's number: STOP (or "إيقاف") stops their mobile's messages, START has them again. */
const applyInboundMessage = async (strapi: Core.Strapi, inbound: InboundMessage, now: Date) => {
  const from = textOf(inbound.from);
  const phone = toMobileNumber(from && `+${from.replace(/^\+/, '')}`);
  const asked = inbound.type === 'text' ? readSmsReply(textOf(inbound.text?.body) ?? '') : null;
  if (!phone || !asked) return;
  const knex = strapi.db.connection;
  if (asked === 'stop') await knex.transaction((trx) => recordMessageStop(trx, { phone }, 'reply', now));
  else await endMessageStop(knex, { phone }, now);
};

/**
 * Applies a signed event: its statuses and the patients' messages in it. Answers `stillSending` when
 * any status found its message still being sent, for the webhook to answer 409 and Meta to send the
 * event again (what was applied is not applied twice).
 */
export const applyWhatsAppEvent = async (strapi: Core.Strapi, event: unknown, now = new Date()) => {
  const outcomes: TStatusOutcome[] = [];
  for (const value of readValues(event)) {
    for (const status of Array.isArray(value.statuses) ? value.statuses : []) {
      outcomes.push(await applyStatus(strapi, status ?? {}, now));
    }
    for (const inbound of Array.isArray(value.messages) ? value.messages : []) {
      await applyInboundMessage(strapi, inbound ?? {}, now);
    }
  }
  return outcomes.includes('stillSending') ? 'stillSending' : 'applied';
};
