// The mail capture's SMS gateway: it speaks the API the CMS's default SMS settings configure (a JSON
// POST of {to, from, text, reference}, answered with {messageId}), keeps what it is sent in memory and
// lists it as JSON, so a patient's SMS can be read without a real gateway; it reports each one's
// delivery to the CMS and forwards a patient's reply, signed as a real gateway signs its webhooks; and
// it can be told to be down, slow, to refuse a number or the clinic's key, or that a phone is off.
import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readMs, sendJson } from './capture-http';

/** An SMS as `GET /sms` lists it. */
export type CapturedSms = {
  to: string;
  from: string;
  text: string;
  /** The CMS's key for the message: a request repeated under it is answered, and kept, once. */
  reference: string;
  messageId: string;
  receivedAt: number;
  /** The CMS's answer to its delivery report: its HTTP status, or null until it answered (or without webhooks). */
  reportAnswer: number | null;
};

/** Where the gateway sends its delivery reports and the replies, `{url}/api/sms/reports` and `/replies`, signed with `secret`. */
export type SmsWebhooks = { url: string; secret: string };

/** What the gateway holds and how it behaves now. */
export type SmsBox = {
  messages: CapturedSms[];
  limit: number;
  downUntilMs: number;
  acceptDelayMs: number;
  refusedNumbers: Set<string>;
  /** Numbers whose phone never gets its SMS: their reports say `undelivered`. */
  unreachableNumbers: Set<string>;
  /** Numbers whose SMS are never reported, as when a gateway's reports are lost. */
  unreportedNumbers: Set<string>;
  isKeyRefused: boolean;
  webhooks: SmsWebhooks | null;
};

export const createSmsBox = (limit: number, webhooks: SmsWebhooks | null): SmsBox => ({
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

/** A webhook's request as the CMS checks it: JSON, with the HMAC-SHA256 of its bytes in X-Signature. */
const postSigned = async ({ url, secret }: SmsWebhooks, path: string, fields: Record<string, string>) => {
  const body = JSON.stringify(fields);
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
};

/** Waits before a report, and between its tries: a gateway reports once the phone answers. */
const REPORT_DELAYS_MS = [200, 500, 1000, 2000, 4000];

/**
 * Reports an SMS's delivery to the CMS, as a gateway does once the network answers: `delivered`, or
 * `undelivered` to an unreachable number; tried again while the CMS answers other than 2xx or 404
 * (a 409 while it is still recording the send), five times at most.
 */
const reportDelivery = async (box: SmsBox, sms: CapturedSms) => {
  const { webhooks } = box;
  if (!webhooks || box.unreportedNumbers.has(sms.to)) return;
  const status = box.unreachableNumbers.has(sms.to) ? 'undelivered' : 'delivered';
  for (const delayMs of REPORT_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = await postSigned(webhooks, '/api/sms/reports', {
      messageId: sms.messageId,
      reference: sms.reference,
      status,
    }).catch(() => null);
    sms.reportAnswer = answer?.status ?? null;
    if (answer && (answer.status < 300 || answer.status === 404)) return;
  }
};

const MAX_BODY_BYTES = 64 * 1024;

/** The request's fields: JSON, or a form as a template that does not start with { sends. */
const readFields = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_BODY_BYTES) return {};
  }
  if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
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
  box.messages.unshift(kept);
  box.messages.length = Math.min(box.messages.length, box.limit);
  sendJson(response, 200, { messageId: kept.messageId });
  void reportDelivery(box, kept);
};

/** `POST /sms/reply?from=&text=`: a patient's reply, forwarded to the CMS; answers the CMS's status and words. */
const forwardReply = async (box: SmsBox, url: URL, response: ServerResponse) => {
  if (!box.webhooks) return sendJson(response, 409, { error: 'This gateway has no webhooks to forward replies to' });
  const reply = { from: readNumber(url, 'from'), text: url.searchParams.get('text') ?? '' };
  const answer = await postSigned(box.webhooks, '/api/sms/replies', reply).catch((error: unknown) => ({
    status: 502,
    body: JSON.stringify({ error: String(error) }),
  }));
  sendJson(response, 200, { status: answer.status, body: answer.body });
};

/** The query's number (`to`, or `from`) in E.164: its + read back from the space an unencoded + becomes. */
const readNumber = (url: URL, name = 'to') => (url.searchParams.get(name) ?? '').replace(/^ /, '+');

/**
 * The gateway's faults: an outage, a slow gateway, a refused number or key, a phone that is off, a
 * report that is lost. True when `request` was one.
 */
const answerSmsFault = (box: SmsBox, url: URL, route: string, response: ServerResponse) => {
  const number = readNumber(url);
  if (route === 'POST /sms/outage') box.downUntilMs = Date.now() + readMs(url, 60_000);
  else if (route === 'POST /sms/slow') box.acceptDelayMs = readMs(url, 10_000);
  else if (route === 'POST /sms/refuse-number') box.refusedNumbers.add(number);
  else if (route === 'DELETE /sms/refuse-number') box.refusedNumbers.delete(number);
  else if (route === 'POST /sms/unreachable') box.unreachableNumbers.add(number);
  else if (route === 'DELETE /sms/unreachable') box.unreachableNumbers.delete(number);
  else if (route === 'POST /sms/unreported') box.unreportedNumbers.add(number);
  else if (route === 'DELETE /sms/unreported') box.unreportedNumbers.delete(number);
  else if (route === 'POST /sms/refuse-key') box.isKeyRefused = true;
  else if (route === 'DELETE /sms/refuse-key') box.isKeyRefused = false;
  else return false;
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
  if (answerSmsFault(box, url, route, response)) return true;
  if (route === 'POST /sms/send') {
    void acceptSms(box, request, response);
  } else if (route === 'POST /sms/reply') {
    void forwardReply(box, url, response);
  } else if (route === 'GET /sms') {
    const to = readNumber(url);
    sendJson(response, 200, to ? box.messages.filter((sms) => sms.to === to) : box.messages);
  } else if (route === 'DELETE /sms') {
    box.messages.length = 0;
    response.writeHead(204).end();
  } else {
    sendJson(response, 404, { error: 'Not found: the API is /sms and /sms/send' });
  }
  return true;
};
