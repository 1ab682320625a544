import { type TDeliveryPolicy, type TPatientMessageChannel, planRetry } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { countMessageAttempt } from '../operations/metrics';
import { watchLoop } from '../operations/scheduled-jobs';
import { DELIVERY_JOBS, readDeliverySettings } from './delivery-settings';
import { forgetToken, readChannelFailure, sendByChannel } from './message-channels';
import { readOpenChannels } from './message-stops';
import { OUTBOX_TABLE, type OutboxRow } from './outbox';
import { queueSmsFallback } from './sms-fallback';
import { isSmsConfigured } from './sms-gateway';
import { isWhatsAppConfigured } from './whatsapp-cloud';

// The delivery of the outbox (outbox.ts): a loop per channel in every CMS process claims due messages
// for a lease, sends them, and records each try; a provider refusing the clinic raises its loop's alarm.

const ERROR_TEXT_MAX = 500;
const BATCH_SIZE = 20;

/** A message that may be sent at `nowMs`: queued and due, or claimed by a process whose lease has run out. */
const whereDue = (query: Knex.QueryBuilder, nowMs: number) =>
  // One group, so that with a row's own condition before it the OR cannot reach other rows.
  query.where((due) =>
    due
      .where((queued) => queued.where('state', 'queued').andWhere('next_attempt_at_ms', '<=', nowMs))
      .orWhere((stale) => stale.where('state', 'sending').andWhere('lease_until_ms', '<', nowMs)),
  );

/**
 * Keeps a claimed message this process's while its send is under way: the claim is renewed every
 * third of its length, so it runs out only for a process that died mid-send, however slow the mail
 * server is. Each renewal names the claim it renews, so one another process has taken is left alone.
 * The returned release stops renewing and waits for a renewal under way.
 */
const holdClaim = (strapi: Core.Strapi, id: number, claimedUntilMs: number, leaseMs: number) => {
  const knex = strapi.db.connection;
  let heldUntilMs = claimedUntilMs;
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(
    () => {
      const renewedUntilMs = Date.now() + leaseMs;
      renewing = knex(OUTBOX_TABLE)
        .where({ id, state: 'sending', lease_until_ms: heldUntilMs })
        .update({ lease_until_ms: renewedUntilMs })
        .then(
          (renewed) => {
            if (renewed === 1) heldUntilMs = renewedUntilMs;
            else clearInterval(timer);
          },
          // The next renewal tries again; a claim that runs out meanwhile is sent again under its Message-ID.
          (error: unknown) => {
            strapi.log.warn(`Renewing patient message ${id}'s claim failed: ${String(error)}`);
          },
        );
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await renewing;
  };
};

type DeliveryPass = {
  /** How many messages were due (at most a batch). */
  due: number;
  /** Whether the server took any of them. */
  hasSent: boolean;
  /** The provider refused the clinic's own login, account or sender: what it said, and until when delivery pauses. */
  senderRefusal: { description: string; resumeAtMs: number } | null;
};

/**
 * Sends what is due once: each message is claimed by one conditional update (of several CMS processes
 * on one database only one can match it) and held while it is sent (holdClaim), sent with its own
 * Message-ID, and marked sent. A failed try is planned by the server's answer (planRetry): tried again
 * after an exponential wait, failed for good (at once when the server refuses its address or words),
 * or, when the server refuses the clinic's sender, left as it was while the pass claims nothing more.
 * A failed try keeps why, and the server's words without the address. A process that dies mid-send
 * leaves the claim to expire, and the message is sent again with the same Message-ID, so a mail app
 * shows it once.
 */
const deliverDueMessages = async (
  strapi: Core.Strapi,
  {
    channel,
    policy,
    leaseMs,
    concurrency,
  }: { channel: TPatientMessageChannel; policy: TDeliveryPolicy; leaseMs: number; concurrency: number },
  nowMs = Date.now(),
): Promise<DeliveryPass> => {
  const knex = strapi.db.connection;
  const due = (await whereDue(
    knex(OUTBOX_TABLE).where({ channel }).select('id', 'appointment_document_id', 'waiting_entry_id'),
    nowMs,
  )
    .orderBy('id', 'asc')
    .limit(BATCH_SIZE)) as Pick<OutboxRow, 'id' | 'appointment_document_id' | 'waiting_entry_id'>[];
  const pass: DeliveryPass = { due: due.length, hasSent: false, senderRefusal: null };
  const deliverOne = async (id: number) => {
    // A claim runs from when it is taken, not from when the pass began: the sends before it in the
    // batch may have taken longer than a claim lasts, and another process would take it at once.
    const claimedAtMs = Math.max(nowMs, Date.now());
    // The claim answers the message as it leaves it; a message another process claimed answers none.
    const [message] = (await whereDue(knex(OUTBOX_TABLE).where({ id }), claimedAtMs)
      .update({
        state: 'sending',
        lease_until_ms: claimedAtMs + leaseMs,
        attempts: knex.raw('attempts + 1'),
      })
      .returning('*')) as OutboxRow[];
    if (!message) return;
    if (await isHeldBackByStop(knex, message)) return;
    const releaseClaim = holdClaim(strapi, id, claimedAtMs + leaseMs, leaseMs);
    let sentToken: string | null = null;
    const triedAtMs = Date.now();
    const tried = (outcome: 'sent' | 'failed') =>
      countMessageAttempt(channel, outcome, {
        seconds: (Date.now() - triedAtMs) / 1000,
        segments: message.segments === null ? null : Number(message.segments),
      });
    try {
      const { providerMessageId } = await sendByChannel(strapi, message, (token) => {
        sentToken = token;
      });
      tried('sent');
      await releaseClaim();
      await knex(OUTBOX_TABLE).where({ id, state: 'sending' }).update({
        state: 'sent',
        sent_at_ms: Date.now(),
        lease_until_ms: null,
        last_error: null,
        last_error_reason: null,
        provider_message_id: providerMessageId,
      });
      pass.hasSent = true;
    } catch (error) {
      tried('failed');
      await releaseClaim();
      if (sentToken) await forgetToken(knex, message, sentToken);
      const { failureClass, reason, serverText, clinicRefusal } = readChannelFailure(channel, error);
      const retry = planRetry(message.attempts, Date.now(), policy, failureClass);
      const stillClaimed = knex(OUTBOX_TABLE).where({ id, state: 'sending' });
      if (retry.outcome === 'pauseDelivery') {
        pass.senderRefusal ??= { description: clinicRefusal, resumeAtMs: retry.resumeAtMs };
        await stillClaimed.update({ state: 'queued', attempts: knex.raw('attempts - 1'), lease_until_ms: null });
        return;
      }
      await stillClaimed.update({
        state: retry.outcome === 'retry' ? 'queued' : 'failed',
        next_attempt_at_ms: retry.outcome === 'retry' ? retry.nextAttemptAtMs : message.next_attempt_at_ms,
        lease_until_ms: null,
        last_error: serverText.slice(0, ERROR_TEXT_MAX),
        last_error_reason: reason,
      });
      // A WhatsApp message that will not arrive goes by SMS instead.
      if (channel === 'whatsapp' && retry.outcome === 'fail') await queueSmsFallback(strapi, message);
    }
  };
  // A few at once, over the mail provider's kept-open connections (SMTP_MAX_CONNECTIONS): each claim
  // is its own, so they never send one message twice. One booking's messages go one after another, in
  // the order they were written: 'received' before 'moved'; one entry's offers likewise. A refused
  // sender stops every claim after it.
  const bySubject = new Map<string, number[]>();
  for (const { id, appointment_document_id: booking, waiting_entry_id: entry } of due) {
    const subject = booking ?? `entry ${entry}`;
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), id]);
  }
  const queue = [...bySubject.values()];
  const sender = async () => {
    for (let ids = queue.shift(); ids !== undefined; ids = queue.shift()) {
      for (const id of ids) {
        if (pass.senderRefusal) return;
        await deliverOne(id);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  return pass;
};

/**
 * Fails a claimed message as stopped when a stop the patient asked for since it was written covers it
 * (message-stops.ts): a stop holds back what waits, and this catches one that was being tried meanwhile.
 */
const isHeldBackByStop = async (knex: Knex, message: OutboxRow) => {
  const mobile = message.channel === 'email' ? null : message.recipient;
  if ((await readOpenChannels(knex, message.appointment_document_id, mobile)).has(message.channel)) return false;
  await knex(OUTBOX_TABLE).where({ id: message.id, state: 'sending' }).update({
    state: 'failed',
    lease_until_ms: null,
    last_error: null,
    last_error_reason: 'stoppedByPatient',
  });
  return true;
};

/**
 * Delivers one channel's messages every MESSAGE_POLL_MS (2 s by default) in this process, a pass at a
 * time; a failing pass is logged and the next one tries again. A provider refusing the clinic's own
 * login, account or sender pauses this channel for MESSAGE_SENDER_PAUSE_MS (5 minutes) and raises the
 * jobs' alarm under its name (`message-delivery` for email, `sms-delivery`, `whatsapp-delivery`); the first message the
 * provider takes after this process started, or after such a refusal, clears it. The other channel goes
 * on. The returned stop waits for a pass under way.
 */
const startChannelDelivery = (strapi: Core.Strapi, channel: TPatientMessageChannel) => {
  const { pollMs, ...delivery } = readDeliverySettings(channel);
  const alarm = watchLoop(strapi, DELIVERY_JOBS[channel]);
  /** Whether the server took a message since this process started or last met a refused sender. */
  let isSenderAccepted = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;
  /**
   * Raises the alarm for a refused sender, or clears it at the first message taken since, and answers
   * when the next pass starts: after the pause, at once after a full batch (a burst of bookings: more
   * may be waiting), else a poll later.
   */
  const reportPass = async (pass: DeliveryPass, startedAtMs: number) => {
    if (pass.senderRefusal) {
      const { description: error, resumeAtMs } = pass.senderRefusal;
      strapi.log.error(`Patient ${channel} delivery paused until ${new Date(resumeAtMs).toISOString()}: ${error}`);
      isSenderAccepted = false;
      await alarm.report({ startedAtMs, finishedAtMs: Date.now(), error });
      return Math.max(0, resumeAtMs - Date.now());
    }
    if (pass.hasSent && !isSenderAccepted) {
      isSenderAccepted = true;
      await alarm.report({ startedAtMs, finishedAtMs: Date.now(), error: undefined });
    }
    return pass.due >= BATCH_SIZE ? 0 : pollMs;
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      const startedAtMs = Date.now();
      running = deliverDueMessages(strapi, delivery)
        .then(
          (pass) => reportPass(pass, startedAtMs),
          (error: unknown) => {
            strapi.log.error(`Patient ${channel} delivery failed: ${String(error)}`);
            return pollMs;
          },
        )
        .then((nextDelayMs) => {
          running = undefined;
          if (!isStopped) schedule(nextDelayMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(pollMs);
  return async () => {
    isStopped = true;
    clearTimeout(timer);
    alarm.stop();
    await running;
  };
};

/**
 * Delivers the outbox's emails, its SMS when the clinic has a gateway (SMS_GATEWAY_URL), and its WhatsApp
 * messages when it has the Cloud API (WHATSAPP_API_URL); the stop stops them all.
 */
export const startMessageDelivery = (strapi: Core.Strapi) => {
  const channels: TPatientMessageChannel[] = [
    'email',
    ...(isSmsConfigured() ? (['sms'] as const) : []),
    ...(isWhatsAppConfigured() ? (['whatsapp'] as const) : []),
  ];
  const stops = channels.map((channel) => startChannelDelivery(strapi, channel));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
};
