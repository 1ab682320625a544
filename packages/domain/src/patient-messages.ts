import { z } from 'zod';
import { pageAnswer } from './answers';
import type { TAppointmentStatus } from './appointment-status';
import { isBookingNumber, normalizeBookingNumber } from './booking-number';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ValidationMessage } from './messages';
import { ZPositiveIntegerSchema, emptyAsMissing } from './staff-appointments';

/**
 * What the clinic tells a patient about their booking. Each is written to the outbox in the same
 * transaction as the change that causes it, so a committed change never loses its message and a
 * rolled-back one never sends.
 */
export const PATIENT_MESSAGE_KINDS = ['received', 'confirmed', 'canceled', 'moved', 'reminder'] as const;
export type TPatientMessageKind = (typeof PATIENT_MESSAGE_KINDS)[number];

/**
 * A message's delivery: queued (waiting for its next try), sending (claimed by one CMS process until
 * its lease ends), sent, or failed after its last try.
 */
export const PATIENT_MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type TPatientMessageState = (typeof PATIENT_MESSAGE_STATES)[number];

export type TDeliveryPolicy = {
  /** Tries before a message is failed for good. */
  maxAttempts: number;
  /** The wait after the first failed try; each later one doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long delivery pauses once the mail server refuses the clinic's own login or sender. */
  senderPauseMs: number;
};

/**
 * About three hours of tries: after 30 s, 1, 2, 4, 8, 16 and 32 minutes, then hourly; failed after the
 * tenth. A refused sender pauses delivery five minutes at a time.
 */
export const DEFAULT_DELIVERY_POLICY: TDeliveryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  senderPauseMs: 300_000,
};

/** Why the mail server refused a message, as staff read it in their language. */
export const DELIVERY_FAILURE_REASONS = ['addressRefused', 'mailboxFull', 'rejectedAsSpam', 'other'] as const;

export type TDeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

/**
 * A failed try as nodemailer reports it: the SMTP command the server refused ('RCPT TO', 'DATA',
 * 'MAIL FROM', 'AUTH PLAIN', 'CONN' for the connection; none for an error of nodemailer's own), the
 * server's reply code (none when no server answered: a refused connection, a timeout) and its words,
 * or the error's own when the server said nothing.
 */
export type TSendFailure = { command: string | null; responseCode: number | null; text: string };

/** Reads a send's error: nodemailer's `command`, `responseCode` and `response`, or its message. */
export function readSendFailure(error: unknown): TSendFailure {
  const { command, responseCode, response, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    command?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  return {
    command: typeof command === 'string' ? command : null,
    responseCode: typeof responseCode === 'number' ? responseCode : null,
    text: typeof response === 'string' ? response : typeof message === 'string' ? message : String(error),
  };
}

const isPermanentRefusal = (failure: TSendFailure) =>
  failure.responseCode !== null && failure.responseCode >= 500 && failure.responseCode < 600;

/** An answer about this message: its address (RCPT TO) or its words (DATA). */
const isAboutTheMessage = (failure: TSendFailure) => failure.command === 'RCPT TO' || failure.command === 'DATA';

/** A 5xx to AUTH or MAIL FROM: the server refuses the clinic's own login or sender, whatever the message. */
const isSenderRefused = (failure: TSendFailure) =>
  isPermanentRefusal(failure) && (failure.command === 'MAIL FROM' || /^AUTH\b/.test(failure.command ?? ''));

/**
 * What becomes of a message after a failed try:
 * - `retry` at `nextAttemptAtMs`, after a wait that doubles with each try: a 4xx, a refused
 *   connection, a timeout (anything that may pass);
 * - `fail` for good: the server refused its address or its words (a 5xx to RCPT TO or DATA), which no
 *   later try changes, or this was try number `policy.maxAttempts`;
 * - `pauseDelivery` until `resumeAtMs`: the server refused the clinic's own login or sender (a 5xx
 *   to AUTH or MAIL FROM). No message is at fault: this one waits as it was, its try not counted.
 * `attempt` is this try's number, 1 for the first.
 */
export function planRetry(
  attempt: number,
  nowMs: number,
  policy: TDeliveryPolicy,
  failure: TSendFailure,
):
  | { outcome: 'retry'; nextAttemptAtMs: number }
  | { outcome: 'fail' }
  | { outcome: 'pauseDelivery'; resumeAtMs: number } {
  if (isSenderRefused(failure)) return { outcome: 'pauseDelivery', resumeAtMs: nowMs + policy.senderPauseMs };
  if ((isPermanentRefusal(failure) && isAboutTheMessage(failure)) || attempt >= policy.maxAttempts) {
    return { outcome: 'fail' };
  }
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return { outcome: 'retry', nextAttemptAtMs: nowMs + delay };
}

/** RFC 3463's enhanced status code after the reply code ('550 5.1.1 …', '550-5.7.1 …'): its subject and detail. */
const ENHANCED_STATUS = /^\d{3}[ -][245]\.(\d{1,3})\.(\d{1,3})\b/;

const reasonOfEnhancedStatus = (subject: string, detail: string): TDeliveryFailureReason | null => {
  // x.1.*: the address; x.2.1: a mailbox that takes no mail; x.2.2: a full one; x.7.*: the receiver's policy.
  if (subject === '1' || (subject === '2' && detail === '1')) return 'addressRefused';
  if (subject === '2' && detail === '2') return 'mailboxFull';
  if (subject === '7') return 'rejectedAsSpam';
  return null;
};

/** The words of servers that give no telling status code. */
const REASON_WORDS: readonly [RegExp, TDeliveryFailureReason][] = [
  [/spam|unsolicited|junk|block ?list|black ?list/i, 'rejectedAsSpam'],
  [/\bfull\b|quota/i, 'mailboxFull'],
  [/not exist|n't exist|unknown|no such|not found|unavailable|disabled/i, 'addressRefused'],
];

/** A refused address's plain reply codes: no such mailbox, not local, a bad name; over its storage. */
const ADDRESS_REPLY_REASONS: Readonly<Record<number, TDeliveryFailureReason>> = {
  550: 'addressRefused',
  551: 'addressRefused',
  553: 'addressRefused',
  552: 'mailboxFull',
};

const readReason = (failure: TSendFailure): TDeliveryFailureReason => {
  if (!isAboutTheMessage(failure)) return 'other';
  const [, subject, detail] = ENHANCED_STATUS.exec(failure.text) ?? [];
  const byStatus = subject && detail ? reasonOfEnhancedStatus(subject, detail) : null;
  const byWords = REASON_WORDS.find(([words]) => words.test(failure.text))?.[1];
  const byReply = failure.command === 'RCPT TO' ? ADDRESS_REPLY_REASONS[failure.responseCode ?? 0] : undefined;
  return byStatus ?? byWords ?? byReply ?? 'other';
};

/** Anything shaped like an email address, without the brackets, quotes or punctuation around it. */
const EMAIL_ADDRESS = /[^\s<>()[\]{}"'=,;:]+@[^\s<>()[\]{}"'=,;:]+/gu;

/** A mail server's words with every address in them replaced by '…': the delivery log never shows one. */
export const withoutEmailAddresses = (text: string) => text.replace(EMAIL_ADDRESS, '…');

/**
 * What staff see of a failed try: why, as a TDeliveryFailureReason (read only from an answer
 * about the message itself), and the server's words without any address.
 */
export function describeSendFailure(failure: TSendFailure): { reason: TDeliveryFailureReason; serverText: string } {
  return { reason: readReason(failure), serverText: withoutEmailAddresses(failure.text) };
}

/**
 * The message a change of status sends: confirmed, or cancelled (by the clinic). Taking a step back
 * (an undone cancellation, a completion or no-show taken back) and closing a visit that took place
 * send nothing: the patient was not told of the mistake in the first place, or was there.
 */
export function findStatusMessage(from: TAppointmentStatus, to: TAppointmentStatus): TPatientMessageKind | null {
  if (to === 'confirmed' && from === 'pending') return 'confirmed';
  if (to === 'canceled') return 'canceled';
  return null;
}

export const DELIVERY_LOG_PAGE_SIZE = 50;

/**
 * A manager's look at the delivery log of patient messages: the days they were queued (Cairo days,
 * both ends included), optionally one delivery state, one kind and one booking number; newest first.
 */
export const ZDeliveryLogQuerySchema = z
  .object({
    from: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    to: z.preprocess(emptyAsMissing, ZIsoDateSchema.optional()),
    state: z.preprocess(
      emptyAsMissing,
      z.enum(PATIENT_MESSAGE_STATES, { error: ValidationMessage.invalidChoice }).optional(),
    ),
    kind: z.preprocess(
      emptyAsMissing,
      z.enum(PATIENT_MESSAGE_KINDS, { error: ValidationMessage.invalidChoice }).optional(),
    ),
    /** Typed as people type it (lower case, spaces, Arabic digits): found in its canonical form. */
    bookingNumber: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value.trim() === ''
            ? undefined
            : (normalizeBookingNumber(value) ?? value)
          : value,
      z.string().refine(isBookingNumber, { error: ValidationMessage.invalidBookingNumber }).optional(),
    ),
    page: z.preprocess(emptyAsMissing, ZPositiveIntegerSchema.default(1)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: ValidationMessage.invalidDate,
    path: ['to'],
  });

export type TDeliveryLogQuery = z.output<typeof ZDeliveryLogQuerySchema>;

/** One patient message as staff read it, on a visit's page and in the delivery log: never its words or the address. */
export const ZPatientMessageAnswerSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(PATIENT_MESSAGE_KINDS),
  channel: z.literal('email'),
  state: z.enum(PATIENT_MESSAGE_STATES),
  /** Tries so far. */
  attempts: z.number().int().min(0),
  /** The mail server's words on the last failed try, without any address: while it waits, and once failed. */
  lastError: z.string().nullable(),
  lastErrorReason: z.enum(DELIVERY_FAILURE_REASONS).nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});

export type TPatientMessageAnswer = z.infer<typeof ZPatientMessageAnswerSchema>;

/** One message in the delivery log, with the booking it is about. */
export const ZDeliveryLogEntryAnswerSchema = ZPatientMessageAnswerSchema.extend({
  appointmentId: z.string(),
  bookingNumber: z.string().nullable(),
});

/** A page of the delivery log, newest first, with each state's count over the filters but the state. */
export const ZDeliveryLogPageAnswerSchema = pageAnswer(ZDeliveryLogEntryAnswerSchema).extend({
  states: z.record(z.enum(PATIENT_MESSAGE_STATES), z.number().int().min(0)),
});

export type TDeliveryLogPageAnswer = z.infer<typeof ZDeliveryLogPageAnswerSchema>;
