import {
  type TDeliveryPolicy,
  type TSendFailure,
  describeSendFailure,
  planRetry,
  readSendFailure,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { forgetManageToken, issueManageToken } from '../booking/manage-links';
import { countMessageAttempt } from '../operations/metrics';
import { watchLoop } from '../operations/scheduled-jobs';
import { MANAGE_LINK_MARK } from './patient-email';
import { readCmsEnvironment } from '../environment';
import { OUTBOX_TABLE, type OutboxRow } from './outbox';

// The delivery of the outbox (outbox.ts): a loop in every CMS process claims due messages for a lease,
// sends them, and records each try; a refused sender raises the delivery's alarm.

/** The delivery's name beside the scheduled jobs, under whose alarm a refused sender is raised. */
const DELIVERY_JOB = 'message-delivery';

const ERROR_TEXT_MAX = 500;
const BATCH_SIZE = 20;
/** The one kind of file a message carries today: a visit's calendar file, published for the patient to add. */
const CALENDAR_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

type EmailService = {
  send(options: {
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    attachments: { filename: string; content: string; contentType: string }[];
  }): Promise<unknown>;
};

/** A message that may be sent at `nowMs`: queued and due, or claimed by a process whose lease has run out. */
const whereDue = (query: Knex.QueryBuilder, nowMs: number) =>
  // One group, so that with a row's own condition before it the OR cannot reach other rows.
  query.where((due) =>
    due
      .where((queued) => queued.where('state', 'queued').andWhere('next_attempt_at_ms', '<=', nowMs))
      .orWhere((stale) => stale.where('state', 'sending').andWhere('lease_until_ms', '<', nowMs)),
  );

/**
 * The message's words with its manage link filled in: a token made now for this send, so that the
 * link exists only in the email itself. A send the server refused forgets its token (nobody got it);
 * the retry makes another.
 */
const withManageLink = async (knex: Knex, message: OutboxRow) => {
  const text = message.body_text ?? '';
  const html = message.body_html ?? '';
  if (!text.includes(MANAGE_LINK_MARK) && !html.includes(MANAGE_LINK_MARK)) return { text, html, token: null };
  const token = await issueManageToken(knex, message.appointment_document_id);
  const link = `${readCmsEnvironment().SITE_URL}/${message.locale}/booking/manage/${token}`;
  return { text: text.replaceAll(MANAGE_LINK_MARK, link), html: html.replaceAll(MANAGE_LINK_MARK, link), token };
};

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
  /** The server refused the clinic's own login or sender: what it said, and until when delivery pauses. */
  senderRefusal: { failure: TSendFailure; resumeAtMs: number } | null;
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
  { policy, leaseMs, concurrency }: { policy: TDeliveryPolicy; leaseMs: number; concurrency: number },
  nowMs = Date.now(),
): Promise<DeliveryPass> => {
  const knex = strapi.db.connection;
  const due = (await whereDue(knex(OUTBOX_TABLE).select('id', 'appointment_document_id'), nowMs)
    .orderBy('id', 'asc')
    .limit(BATCH_SIZE)) as { id: number; appointment_document_id: string }[];
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
    const releaseClaim = holdClaim(strapi, id, claimedAtMs + leaseMs, leaseMs);
    let sentToken: string | null = null;
    try {
      const { text, html, token } = await withManageLink(knex, message);
      sentToken = token;
      await (strapi.plugin('email').service('email') as EmailService).send({
        to: message.recipient,
        subject: message.subject ?? '',
        text,
        html,
        messageId: message.message_id,
        attachments:
          message.attachment_name && message.attachment_text
            ? [{ filename: message.attachment_name, content: message.attachment_text, contentType: CALENDAR_TYPE }]
            : [],
      });
      await releaseClaim();
      await knex(OUTBOX_TABLE).where({ id, state: 'sending' }).update({
        state: 'sent',
        sent_at_ms: Date.now(),
        lease_until_ms: null,
        last_error: null,
        last_error_reason: null,
      });
      pass.hasSent = true;
      countMessageAttempt('sent');
    } catch (error) {
      await releaseClaim();
      countMessageAttempt('failed');
      if (sentToken) await forgetManageToken(knex, sentToken);
      const failure = readSendFailure(error);
      const retry = planRetry(message.attempts, Date.now(), policy, failure);
      const stillClaimed = knex(OUTBOX_TABLE).where({ id, state: 'sending' });
      if (retry.outcome === 'pauseDelivery') {
        pass.senderRefusal ??= { failure, resumeAtMs: retry.resumeAtMs };
        await stillClaimed.update({ state: 'queued', attempts: knex.raw('attempts - 1'), lease_until_ms: null });
        return;
      }
      const { reason, serverText } = describeSendFailure(failure);
      await stillClaimed.update({
        state: retry.outcome === 'retry' ? 'queued' : 'failed',
        next_attempt_at_ms: retry.outcome === 'retry' ? retry.nextAttemptAtMs : message.next_attempt_at_ms,
        lease_until_ms: null,
        last_error: serverText.slice(0, ERROR_TEXT_MAX),
        last_error_reason: reason,
      });
    }
  };
  // A few at once, over the mail provider's kept-open connections (SMTP_MAX_CONNECTIONS): each claim
  // is its own, so they never send one message twice. One booking's messages go one after another, in
  // the order they were written: 'received' before 'moved'. A refused sender stops every claim after it.
  const byBooking = new Map<string, number[]>();
  for (const { id, appointment_document_id: booking } of due) {
    byBooking.set(booking, [...(byBooking.get(booking) ?? []), id]);
  }
  const queue = [...byBooking.values()];
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

/** The delivery settings from the environment (MESSAGE_*, SMTP_MAX_CONNECTIONS). */
const readDeliverySettings = () => {
  const env = readCmsEnvironment();
  return {
    pollMs: env.MESSAGE_POLL_MS,
    leaseMs: env.MESSAGE_LEASE_MS,
    concurrency: env.SMTP_MAX_CONNECTIONS,
    policy: {
      maxAttempts: env.MESSAGE_MAX_ATTEMPTS,
      baseDelayMs: env.MESSAGE_RETRY_BASE_MS,
      maxDelayMs: env.MESSAGE_RETRY_MAX_MS,
      senderPauseMs: env.MESSAGE_SENDER_PAUSE_MS,
    },
  };
};

/**
 * Delivers the outbox every MESSAGE_POLL_MS (2 s by default) in this process, a pass at a time; a
 * failing pass is logged and the next one tries again. A mail server refusing the clinic's own login
 * or sender pauses delivery for MESSAGE_SENDER_PAUSE_MS (5 minutes) and raises the jobs' alarm under
 * `message-delivery`; the first message the server takes after this process started, or after such a
 * refusal, clears it. The returned stop waits for a pass under way.
 */
export const startMessageDelivery = (strapi: Core.Strapi) => {
  const { pollMs, ...delivery } = readDeliverySettings();
  const alarm = watchLoop(strapi, DELIVERY_JOB);
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
      const { failure, resumeAtMs } = pass.senderRefusal;
      const error = `The mail server refused the clinic's login or sender (${failure.command}): ${failure.text}`;
      strapi.log.error(`Patient message delivery paused until ${new Date(resumeAtMs).toISOString()}: ${error}`);
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
            strapi.log.error(`Patient message delivery failed: ${String(error)}`);
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
