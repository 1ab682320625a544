// Why a message to a patient was not delivered, and what comes of it: the same rules for the mail
// server's answers, the SMS gateway's and WhatsApp's.

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

/**
 * Why a message did not reach the patient, as staff read it in their language: the mail server's
 * reasons, the SMS gateway's (a refused number, or a report that the phone never got it), WhatsApp's
 * (the number is not on it), and the patient's own stop.
 */
export const DELIVERY_FAILURE_REASONS = [
  'addressRefused',
  'mailboxFull',
  'rejectedAsSpam',
  'numberRefused',
  'notDelivered',
  'notOnWhatsApp',
  'stoppedByPatient',
  'other',
] as const;

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
 * What a failed try says of the next, whichever the channel: it `mayPass` (a mail server's 4xx, a
 * gateway's 429 or 5xx, a refused connection, a timeout); the provider refused this message's address,
 * number or words `forGood`; or it refused the `clinic`'s own login or sender, whatever the message.
 */
export type TFailureClass = 'mayPass' | 'forGood' | 'clinic';

/** A mail server's answer: a 5xx to AUTH or MAIL FROM refuses the clinic, a 5xx to RCPT TO or DATA the message. */
export function classifySmtpFailure(failure: TSendFailure): TFailureClass {
  if (isSenderRefused(failure)) return 'clinic';
  return isPermanentRefusal(failure) && isAboutTheMessage(failure) ? 'forGood' : 'mayPass';
}

/**
 * What becomes of a message after a failed try of class `failureClass`:
 * - `retry` at `nextAttemptAtMs`, after a wait that doubles with each try, for what may pass;
 * - `fail` for good: the provider refused it for good, which no later try changes, or this was try
 *   number `policy.maxAttempts`;
 * - `pauseDelivery` until `resumeAtMs`: the provider refused the clinic itself. No message is at
 *   fault: this one waits as it was, its try not counted.
 * `attempt` is this try's number, 1 for the first.
 */
export function planRetry(
  attempt: number,
  nowMs: number,
  policy: TDeliveryPolicy,
  failureClass: TFailureClass,
):
  | { outcome: 'retry'; nextAttemptAtMs: number }
  | { outcome: 'fail' }
  | { outcome: 'pauseDelivery'; resumeAtMs: number } {
  if (failureClass === 'clinic') return { outcome: 'pauseDelivery', resumeAtMs: nowMs + policy.senderPauseMs };
  if (failureClass === 'forGood' || attempt >= policy.maxAttempts) return { outcome: 'fail' };
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

/** An SMS the gateway did not take: its HTTP status (null when it did not answer in time) and its words. */
export type TGatewayFailure = { status: number | null; text: string };

/**
 * A gateway's answer: 408, 429, a 5xx or none may pass; 401 and 403 refuse the clinic's own account (a
 * misconfiguration: delivery pauses and the alarm is raised); any other 4xx refuses this message, whose
 * number is what a gateway checks.
 */
export function classifyGatewayFailure({ status }: TGatewayFailure): TFailureClass {
  if (status === null || status === 408 || status === 429 || status >= 500) return 'mayPass';
  return status === 401 || status === 403 ? 'clinic' : 'forGood';
}

/** A phone number in a gateway's words: a + or a digit, then at least eight more digits, spaces or dashes. */
const PHONE_NUMBER = /\+?\d[\d\s-]{7,}\d/g;

/** What staff see of an SMS's failed try: a refused number, or other; the gateway's words without any number. */
export function describeGatewayFailure(failure: TGatewayFailure): {
  reason: TDeliveryFailureReason;
  serverText: string;
} {
  const reason = classifyGatewayFailure(failure) === 'forGood' ? 'numberRefused' : 'other';
  return { reason, serverText: failure.text.replace(PHONE_NUMBER, '…') };
}

/**
 * A WhatsApp send the Cloud API did not take: its HTTP status (null when it did not answer in time),
 * the error code of its answer (Meta's `error.code`, null when none) and its words.
 */
export type TWhatsAppFailure = TGatewayFailure & { code: number | null };

/** Meta's error codes for a number WhatsApp cannot reach: not a WhatsApp user, or not one that may get this message. */
const NOT_ON_WHATSAPP_CODES: ReadonlySet<number> = new Set([131026, 131049, 131030]);
/** Meta's codes for the clinic's own token or account: expired, revoked, missing permission. */
const CLINIC_ACCOUNT_CODES: ReadonlySet<number> = new Set([0, 10, 190, 200, 131031]);
/** Meta's codes for a limit or an outage of its own, which passes: rate limits, a temporary error. */
const PASSING_CODES: ReadonlySet<number> = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

export function isNotOnWhatsApp(code: number | null) {
  return code !== null && NOT_ON_WHATSAPP_CODES.has(code);
}

/**
 * The Cloud API's answer, read by its error code first and its HTTP status otherwise: a limit or an
 * outage may pass, the clinic's token or account refused pauses WhatsApp (and raises the alarm), and
 * any other refusal (a number not on WhatsApp, a template it rejects) is for good, when the message
 * falls back to SMS.
 */
export function classifyWhatsAppFailure(failure: TWhatsAppFailure): TFailureClass {
  if (failure.code !== null && PASSING_CODES.has(failure.code)) return 'mayPass';
  if (failure.code !== null && CLINIC_ACCOUNT_CODES.has(failure.code)) return 'clinic';
  if (failure.code !== null) return 'forGood';
  return classifyGatewayFailure(failure);
}

/** What staff see of a WhatsApp try that failed: not on WhatsApp, or other; the API's words without any number. */
export function describeWhatsAppFailure(failure: TWhatsAppFailure): {
  reason: TDeliveryFailureReason;
  serverText: string;
} {
  return {
    reason: isNotOnWhatsApp(failure.code) ? 'notOnWhatsApp' : 'other',
    serverText: failure.text.replace(PHONE_NUMBER, '…'),
  };
}
