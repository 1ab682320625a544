import {
  AppError,
  ErrorCode,
  type TPatientMessageAnswer,
  type TPatientMessageChannel,
  type TPatientMessageState,
  toMobileNumber,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointment } from '../appointments/appointment-records';
import { readOpenChannels } from './message-stops';
import { OUTBOX_TABLE, type OutboxRow } from './outbox';
import { findSmsFallback, queueSmsFallback } from './sms-fallback';

// What staff, retention and the metrics do with the messages already queued (outbox.ts): list them,
// send one again, forget their words, count them.

/** A message's columns staff may see: never its words or the address. */
type MessageViewRow = Pick<
  OutboxRow,
  | 'id'
  | 'kind'
  | 'channel'
  | 'segments'
  | 'state'
  | 'attempts'
  | 'last_error'
  | 'last_error_reason'
  | 'created_at_ms'
  | 'sent_at_ms'
  | 'delivered_at_ms'
  | 'read_at_ms'
  | 'fallback_of'
>;

const toInstant = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A message as staff read it, on a booking's page and in the delivery log. */
export const toMessageView = (row: MessageViewRow): TPatientMessageAnswer => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  segments: row.segments === null ? null : Number(row.segments),
  state: row.state,
  attempts: row.attempts,
  lastError: row.last_error,
  lastErrorReason: row.last_error_reason,
  createdAt: new Date(Number(row.created_at_ms)).toISOString(),
  sentAt: toInstant(row.sent_at_ms),
  deliveredAt: toInstant(row.delivered_at_ms),
  readAt: toInstant(row.read_at_ms),
  fallbackOf: row.fallback_of === null ? null : Number(row.fallback_of),
});

/**
 * What staff see of a booking's messages, oldest first: never their words or the address. Why the last
 * try failed is shown while the message waits, and once it has failed for good.
 */
export const listPatientMessages = async (strapi: Core.Strapi, documentId: string) => {
  const rows = (await strapi.db
    .connection(OUTBOX_TABLE)
    .where({ appointment_document_id: documentId })
    .orderBy('id', 'asc')
    .select(
      'id',
      'kind',
      'channel',
      'segments',
      'state',
      'attempts',
      'last_error',
      'last_error_reason',
      'created_at_ms',
      'sent_at_ms',
      'delivered_at_ms',
      'read_at_ms',
      'fallback_of',
    )) as MessageViewRow[];
  return rows.map(toMessageView);
};

/**
 * Retention: a message's words go a set time after it was delivered or given up on (its state and
 * times stay), and at once with its booking's (or its waiting-list entries') anonymization.
 */
export const scrubPatientMessages = async (
  strapi: Core.Strapi,
  { deliveredBefore, documentId, entryIds }: { deliveredBefore?: Date; documentId?: string; entryIds?: number[] },
) => {
  const scrubbed = {
    recipient: '',
    subject: null,
    body_text: null,
    body_html: null,
    attachment_name: null,
    attachment_text: null,
    last_error: null,
  };
  const knex = strapi.db.connection;
  if (documentId || entryIds) {
    const ofSubject = () =>
      documentId
        ? knex(OUTBOX_TABLE).where({ appointment_document_id: documentId })
        : knex(OUTBOX_TABLE).whereIn('waiting_entry_id', entryIds ?? []);
    // What was still waiting is never sent: there is nobody left to send it to.
    await ofSubject().where({ state: 'queued' }).update({ state: 'failed' });
    return ofSubject().update(scrubbed);
  }
  if (!deliveredBefore) return 0;
  return knex(OUTBOX_TABLE)
    .whereNotNull('body_text')
    .andWhere((query) =>
      query
        .where((sent) =>
          sent.whereIn('state', ['sent', 'delivered', 'read']).andWhere('sent_at_ms', '<', deliveredBefore.getTime()),
        )
        .orWhere((failed) => failed.where('state', 'failed').andWhere('created_at_ms', '<', deliveredBefore.getTime())),
    )
    .update(scrubbed);
};

/** Where a message of `channel` goes for the booking as it is now: its email, or its mobile number. */
const readRecipient = (
  channel: OutboxRow['channel'],
  booking: { email: string | null; phone: string | null } | null,
) => (channel === 'email' ? (booking?.email ?? null) : toMobileNumber(booking?.phone ?? null));

const REFUSED_RESEND =
  'Only a failed message that is still kept, of a booking with its email or mobile number and no stop in force, can be sent again';

/**
 * Queues a failed message again, from its first try, to the booking's email or mobile number as it is
 * now (a manager may have corrected a mistyped one since): for staff's "Send again". With `bySms`, a
 * failed WhatsApp message goes by SMS instead (sms-fallback.ts), or, when an SMS already stood in for
 * it, that SMS is sent again if it failed too. NOT_FOUND when the booking has no
 * such message; INVALID_TRANSITION when it is not failed, its words are gone, the booking has no such
 * address or number any more, or the patient stopped such messages (message-stops.ts).
 */
export const resendPatientMessage = async (
  strapi: Core.Strapi,
  documentId: string,
  messageId: number,
  { bySms = false }: { bySms?: boolean } = {},
): Promise<void> => {
  const knex = strapi.db.connection;
  const message = (await knex(OUTBOX_TABLE)
    .where({ id: messageId, appointment_document_id: documentId })
    .first('id', 'state', 'body_text', 'channel', 'kind', 'locale', 'appointment_document_id', 'waiting_entry_id')) as
    | Pick<
        OutboxRow,
        'id' | 'state' | 'body_text' | 'channel' | 'kind' | 'locale' | 'appointment_document_id' | 'waiting_entry_id'
      >
    | undefined;
  if (!message) throw new AppError(ErrorCode.NOT_FOUND, 'No such message');
  const refuse = () =>
    new AppError(ErrorCode.INVALID_TRANSITION, REFUSED_RESEND, { details: { current: message.state } });
  if (bySms && message.channel !== 'sms') {
    const isFallen = message.channel === 'whatsapp' && message.state === 'failed';
    const fallback = isFallen ? await findSmsFallback(strapi, message.id) : undefined;
    // Its SMS already went, or failed too: that SMS is what is sent again.
    if (fallback) return resendPatientMessage(strapi, documentId, fallback.id);
    if (!isFallen || !(await queueSmsFallback(strapi, message))) throw refuse();
    return;
  }
  const booking = await findAppointment<{ email: string | null; phone: string | null }>(strapi, {
    where: { documentId },
    select: ['email', 'phone'],
  });
  const openChannels = await readOpenChannels(knex, documentId, toMobileNumber(booking?.phone ?? null));
  const recipient = openChannels.has(message.channel) ? readRecipient(message.channel, booking) : null;
  const requeued = recipient
    ? await knex(OUTBOX_TABLE).where({ id: messageId, state: 'failed' }).whereNotNull('body_text').update({
        state: 'queued',
        recipient,
        attempts: 0,
        next_attempt_at_ms: Date.now(),
        last_error: null,
        last_error_reason: null,
      })
    : 0;
  if (requeued !== 1) throw refuse();
};

/** The outbox's messages by channel and state, for the metrics. */
export const countOutboxMessages = async (strapi: Core.Strapi) => {
  const rows = (await strapi.db
    .connection(OUTBOX_TABLE)
    .groupBy('channel', 'state')
    .select('channel', 'state')
    .count({ count: '*' })) as {
    channel: TPatientMessageChannel;
    state: TPatientMessageState;
    count: number | string;
  }[];
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
};
