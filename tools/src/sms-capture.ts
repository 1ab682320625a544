// The mail capture's SMS gateway: it speaks the API the CMS's default SMS settings configure (a JSON
// POST of {to, from, text, reference}, answered with {messageId}), keeps what it is sent in memory and
// lists it as JSON, so a patient's SMS can be read without a real gateway; it reports each one's
// delivery to the CMS and forwards a patient's reply, signed as a real gateway signs its webhooks; and
// it can be told to be down, slow, to refuse a number or the clinic's key, or that a phone is off.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  answerForwardedReply,
  answerMessagesRequest,
  answerProviderFault,
  keepNewest,
  type ProviderPace,
  postSigned,
  readFields,
  readNumber,
  reportUntilTaken,
  sendJson,
  type Webhooks,
} from './capture-http';

/** An SMS as `GET /sms` lists it. */
export type CapturedSms = {
  to: string;
  from: string;
  text: string;
  /** The CMS's key for the message: a request repeated under it is answered, and kept, once. */
  reference: string;
  messageId: string;
  receivedAt: number;
  /**
   * The CMS's answer to its delivery report: its HTTP status once it took the report or the gateway
   * gave up, or null until then (or without webhooks).
   */
  reportAnswer: number | null;
};

/** What the gateway holds and how it behaves now. */
export type SmsBox = ProviderPace & {
  messages: CapturedSms[];
  limit: number;
  refusedNumbers: Set<string>;
  /** Numbers whose phone never gets its SMS: their reports say `undelivered`. */
  unreachableNumbers: Set<string>;
  /** Numbers whose SMS are never reported, as when a gateway's reports are lost. */
  unreportedNumbers: Set<string>;
  isKeyRefused: boolean;
  /** Where the gateway sends its delivery reports and the replies: `{url}/api/sms/reports` and `/replies`. */
  webhooks: Webhooks | null;
};

export const createSmsBox = (limit: number, webhooks: Webhooks | null): SmsBox => ({
  messages: [],
  limit,
  downUntilMs: 0,
  acceptDelayMs: 0,
  refusedNumbers: new Set(),
  unreachableNumbers: new Set(),
  unreportedNumbers: new Set(),
  isKeyRefused: false,
  webhooks,
});

/** How the CMS checks the gateway's webhooks: the hex HMAC-SHA256 of their bytes in X-Signature. */
const GATEWAY_SIGNATURE = { header: 'x-signature', prefix: '' };

/** A report's wait before its first try: a gateway reports once the phone answers. */
const REPORT_DELAY_MS = 200;

/**
 * Reports an SMS's delivery to the CMS, as a gateway does once the network answers: `delivered`, or
 * `undelivered` to an unreachable number; tried again while the CMS is not ready for it (reportUntilTaken).
 */
const reportDelivery = async (box: SmsBox, sms: CapturedSms) => {
  const { webhooks } = box;
  if (!webhooks || box.unreportedNumbers.has(sms.to)) return;
  const report = {
    messageId: sms.messageId,
    reference: sms.reference,
    status: box.unreachableNumbers.has(sms.to) ? 'undelivered' : 'delivered',
  };
  sms.reportAnswer = await reportUntilTaken(
    () => postSigned(webhooks, '/api/sms/reports', report, GATEWAY_SIGNATURE),
    REPORT_DELAY_MS,
  );
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** `POST /sms/send`: the gateway's one send, with its refusals. */
const acceptSms = async (box: SmsBox, request: IncomingMessage, response: ServerResponse) => {
  const fields = await readFields(request);
  const sms = {
    to: textOf(fields.to),
    from: textOf(fields.from),
    text: textOf(fields.text),
    reference: textOf(fields.reference),
  };
  if (Date.now() < box.downUntilMs) return sendJson(response, 503, { error: 'gateway unavailable, try later' });
  if (box.isKeyRefused) return sendJson(response, 401, { error: 'invalid API key' });
  if (!sms.to || !sms.text) return sendJson(response, 400, { error: 'to and text are required' });
  if (box.refusedNumbers.has(sms.to)) return sendJson(response, 400, { error: `invalid destination number ${sms.to}` });
  await new Promise((resolve) => setTimeout(resolve, box.acceptDelayMs));
  const repeated = sms.reference ? box.messages.find((kept) => kept.reference === sms.reference) : undefined;
  if (repeated) return sendJson(response, 200, { messageId: repeated.messageId });
  const kept: CapturedSms = { ...sms, messageId: randomUUID(), receivedAt: Date.now(), reportAnswer: null };
  keepNewest(box.messages, kept, box.limit);
  sendJson(response, 200, { messageId: kept.messageId });
  void reportDelivery(box, kept);
};

/** `POST /sms/reply?from=&text=`: a patient's reply, forwarded to the CMS; answers the CMS's status and words. */
const forwardReply = (box: SmsBox, url: URL, response: ServerResponse) =>
  answerForwardedReply(response, box.webhooks, (webhooks) =>
    postSigned(
      webhooks,
      '/api/sms/replies',
      { from: readNumber(url, 'from'), text: url.searchParams.get('text') ?? '' },
      GATEWAY_SIGNATURE,
    ),
  );

/**
 * The gateway's faults: besides every provider's (capture-http.ts), a refused number or key, a phone
 * that is off, a report that is lost. True when `request` was one.
 */
const answerSmsFault = (box: SmsBox, url: URL, method: string | undefined, response: ServerResponse) => {
  const route = `${method} ${url.pathname}`;
  if (route === 'POST /sms/refuse-key') box.isKeyRefused = true;
  else if (route === 'DELETE /sms/refuse-key') box.isKeyRefused = false;
  else {
    const numberFaults = {
      'refuse-number': box.refusedNumbers,
      unreachable: box.unreachableNumbers,
      unreported: box.unreportedNumbers,
    };
    return answerProviderFault(box, numberFaults, url, method, response);
  }
  response.writeHead(204).end();
  return true;
};

/**
 * The SMS side of the capture's HTTP API; true when `request` was one of its own. `GET /sms` lists
 * `{to, from, text, reference, messageId, receivedAt}` newest first, as `/messages` does (`?to=+20…`
 * keeps one number's); `DELETE /sms` forgets them; `POST /sms/send` is the gateway; `POST /sms/outage?ms=`
 * answers 503 for that long, `POST /sms/slow?ms=` answers that much later, `POST /sms/refuse-number?to=`
 * refuses a number with 400, `POST /sms/refuse-key` every send with 401, and `POST /sms/unreachable?to=`
 * reports a number's SMS `undelivered` and `POST /sms/unreported?to=` never reports them, each until its DELETE. With webhooks, each SMS taken is reported
 * to the CMS, and `POST /sms/reply?from=+20…&text=STOP` forwards a patient's reply there.
 */
export const answerSmsRequest = (box: SmsBox, url: URL, request: IncomingMessage, response: ServerResponse) => {
  const route = `${request.method} ${url.pathname}`;
  if (!url.pathname.startsWith('/sms')) return false;
  if (answerSmsFault(box, url, request.method, response)) return true;
  if (answerMessagesRequest(box.messages, '/sms', route, url, response)) return true;
  if (route === 'POST /sms/send') {
    void acceptSms(box, request, response);
  } else if (route === 'POST /sms/reply') {
    void forwardReply(box, url, response);
  } else {
    sendJson(response, 404, { error: 'Not found: the API is /sms and /sms/send' });
  }
  return true;
};
