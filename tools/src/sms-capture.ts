// The mail capture's SMS gateway: it speaks the API the CMS's default SMS settings configure (a JSON
// POST of {to, from, text, reference}, answered with {messageId}), keeps what it is sent in memory and
// lists it as JSON, so a patient's SMS can be read without a real gateway; and it can be told to be
// down, slow, to refuse a number, or to refuse the clinic's key, as real gateways do.
import { randomUUID } from 'node:crypto';
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
};

/** What the gateway holds and how it behaves now. */
export type SmsBox = {
  messages: CapturedSms[];
  limit: number;
  downUntilMs: number;
  acceptDelayMs: number;
  refusedNumbers: Set<string>;
  isKeyRefused: boolean;
};

export const createSmsBox = (limit: number): SmsBox => ({
  messages: [],
  limit,
  downUntilMs: 0,
  acceptDelayMs: 0,
  refusedNumbers: new Set(),
  isKeyRefused: false,
});

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
  const kept: CapturedSms = { ...sms, messageId: randomUUID(), receivedAt: Date.now() };
  box.messages.unshift(kept);
  box.messages.length = Math.min(box.messages.length, box.limit);
  sendJson(response, 200, { messageId: kept.messageId });
};

/** The query's `to`, a number in E.164: its + read back from the space an unencoded + becomes. */
const readNumber = (url: URL) => (url.searchParams.get('to') ?? '').replace(/^ /, '+');

/** The gateway's faults: an outage, a slow gateway, a refused number, a refused key. True when `request` was one. */
const answerSmsFault = (box: SmsBox, url: URL, route: string, response: ServerResponse) => {
  const number = readNumber(url);
  if (route === 'POST /sms/outage') box.downUntilMs = Date.now() + readMs(url, 60_000);
  else if (route === 'POST /sms/slow') box.acceptDelayMs = readMs(url, 10_000);
  else if (route === 'POST /sms/refuse-number') box.refusedNumbers.add(number);
  else if (route === 'DELETE /sms/refuse-number') box.refusedNumbers.delete(number);
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
 * refuses a number with 400 and `POST /sms/refuse-key` every send with 401, each until its DELETE.
 */
export const answerSmsRequest = (box: SmsBox, url: URL, request: IncomingMessage, response: ServerResponse) => {
  const route = `${request.method} ${url.pathname}`;
  if (!url.pathname.startsWith('/sms')) return false;
  if (answerSmsFault(box, url, route, response)) return true;
  if (route === 'POST /sms/send') {
    void acceptSms(box, request, response);
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
