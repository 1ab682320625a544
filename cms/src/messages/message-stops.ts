import {
  PHONE_CHANNELS,
  type TMessageStopAnswer,
  type TMessageStopSource,
  type TPatientMessageChannel,
} from '@clinic/domain';
import type { Knex } from 'knex';
import { OUTBOX_TABLE } from './outbox';

// The patients' "no more messages" (created by database/migrations/2026.11.30T00.00.00.message-stops.ts):
// a booking's messages stopped from its manage page, its mobile's stopped by the desk for a caller, or a
// number's stopped by a STOP reply. A stop of channel `sms` covers the mobile's messages, by SMS and by
// WhatsApp alike. Each is kept once it ends, so staff can read what was asked when.

const STOPS_TABLE = 'message_stops';

type StopRow = {
  appointment_document_id: string | null;
  phone: string | null;
  channel: 'sms' | null;
  source: TMessageStopSource;
  created_at_ms: number | string;
};

/** What a stop covers: one booking's messages (all of them, or its mobile's), or every message to one mobile number. */
type StopScope = { documentId: string; channel: 'sms' | null } | { phone: string };

const whereScope = (query: Knex.QueryBuilder, scope: StopScope) =>
  'phone' in scope
    ? query.where({ phone: scope.phone, appointment_document_id: null })
    : query
        .where({ appointment_document_id: scope.documentId, phone: null })
        .andWhere((channel) =>
          scope.channel ? channel.where('channel', scope.channel) : channel.whereNull('channel'),
        );

/** The messages still waiting that a stop of `scope` holds back: they fail as stopped, and none is sent. */
const holdBackWaiting = (knex: Knex | Knex.Transaction, scope: StopScope, nowMs: number) => {
  const waiting = knex(OUTBOX_TABLE).where('state', 'queued');
  const held =
    'phone' in scope
      ? waiting.where('recipient', scope.phone).whereIn('channel', [...PHONE_CHANNELS])
      : waiting
          .where('appointment_document_id', scope.documentId)
          .andWhere((channel) => (scope.channel ? channel.whereIn('channel', [...PHONE_CHANNELS]) : channel));
  return held.update({
    state: 'failed',
    next_attempt_at_ms: nowMs,
    last_error: null,
    last_error_reason: 'stoppedByPatient',
  });
};

/**
 * Records a stop of `scope` asked by `source`, and holds back what of it still waits; a stop already in
 * force stays as it was. A message being sent at this very moment goes: it was on its way.
 */
export const recordMessageStop = async (
  knex: Knex | Knex.Transaction,
  scope: StopScope,
  source: TMessageStopSource,
  now = new Date(),
) => {
  const inForce = await whereScope(knex(STOPS_TABLE), scope).whereNull('ended_at_ms').first('id');
  if (!inForce) {
    await knex(STOPS_TABLE).insert({
      appointment_document_id: 'phone' in scope ? null : scope.documentId,
      phone: 'phone' in scope ? scope.phone : null,
      channel: 'phone' in scope ? 'sms' : scope.channel,
      source,
      created_at_ms: now.getTime(),
    });
  }
  await holdBackWaiting(knex, scope, now.getTime());
};

/** Ends the stop of `scope` in force, if any: later messages go again (what it held back stays unsent). */
export const endMessageStop = (knex: Knex | Knex.Transaction, scope: StopScope, now = new Date()) =>
  whereScope(knex(STOPS_TABLE), scope).whereNull('ended_at_ms').update({ ended_at_ms: now.getTime() });

/** The stops in force on a booking's messages (its own, and its mobile number's), or on a mobile's alone. */
const readStopsInForce = (knex: Knex | Knex.Transaction, documentId: string | null, mobile: string | null) =>
  knex(STOPS_TABLE)
    .whereNull('ended_at_ms')
    .andWhere((scope) => {
      if (documentId) scope.where({ appointment_document_id: documentId, phone: null });
      if (mobile) scope.orWhere({ phone: mobile, appointment_document_id: null });
      if (!documentId && !mobile) scope.whereRaw('1 = 0');
    })
    .orderBy('id', 'asc')
    .select('appointment_document_id', 'phone', 'channel', 'source', 'created_at_ms') as Promise<StopRow[]>;

/**
 * The channels a booking's new messages may go by now, given the stops in force on it and its mobile
 * number; with no booking (a message about a waiting-list entry), the mobile's stops alone.
 */
export const readOpenChannels = async (
  knex: Knex | Knex.Transaction,
  documentId: string | null,
  mobile: string | null,
): Promise<Set<TPatientMessageChannel>> => {
  const stops = await readStopsInForce(knex, documentId, mobile);
  if (stops.some((stop) => stop.channel === null)) return new Set();
  return new Set(stops.length > 0 ? ['email'] : ['email', ...PHONE_CHANNELS]);
};

/** Whether the patient stopped this booking's messages from its manage page (the page's switch). */
export const isStoppedFromManagePage = async (knex: Knex | Knex.Transaction, documentId: string) =>
  Boolean(await whereScope(knex(STOPS_TABLE), { documentId, channel: null }).whereNull('ended_at_ms').first('id'));

/** A stop as staff read it: who asked, for which messages, since when. */
const toStopAnswer = (stop: Pick<StopRow, 'source' | 'channel' | 'created_at_ms'>): TMessageStopAnswer => ({
  source: stop.source,
  channel: stop.channel ?? 'all',
  createdAt: new Date(Number(stop.created_at_ms)).toISOString(),
});

/** The stops in force on a booking's messages as staff read them, oldest first. */
export const listMessageStops = async (
  knex: Knex | Knex.Transaction,
  documentId: string,
  mobile: string | null,
): Promise<TMessageStopAnswer[]> => (await readStopsInForce(knex, documentId, mobile)).map(toStopAnswer);

/** The STOP replies in force from any of `phones` (mobile numbers in E.164), with the number: for a person's data. */
export const listNumberStops = async (knex: Knex | Knex.Transaction, phones: string[]) =>
  phones.length === 0
    ? []
    : (
        (await knex(STOPS_TABLE)
          .whereIn('phone', phones)
          .whereNull('ended_at_ms')
          .orderBy('id', 'asc')
          .select('phone', 'source', 'channel', 'created_at_ms')) as (StopRow & { phone: string })[]
      ).map((stop) => ({ phone: stop.phone, ...toStopAnswer(stop) }));

/** Forgets every stop, in force or ended, of `phones` or of the bookings `documentIds`: a person's erasure. */
export const forgetStops = (
  knex: Knex | Knex.Transaction,
  { phones, documentIds }: { phones: string[]; documentIds: string[] },
) => knex(STOPS_TABLE).whereIn('phone', phones).orWhereIn('appointment_document_id', documentIds).delete();
