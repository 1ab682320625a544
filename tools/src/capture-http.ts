// What the mail capture's HTTP API and the providers it plays (the SMS gateway, WhatsApp's Cloud API)
// share: how they answer and read a request, the faults each can be told to have, and how they post
// their signed webhooks to the CMS.
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

/** A whole number of milliseconds from the query's `ms`, between 0 and `max`. */
export const readMs = (url: URL, max: number) => Math.min(max, Math.max(0, Number(url.searchParams.get('ms')) || 0));

/** The query's number (`to`, or `from`) in E.164: its + read back from the space an unencoded + becomes. */
export const readNumber = (url: URL, name = 'to') => (url.searchParams.get(name) ?? '').replace(/^ /, '+');

const MAX_BODY_BYTES = 64 * 1024;

/** The request's fields: JSON, or a form, as an SMS body template that does not start with { sends. */
export const readFields = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
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

/** Keeps `message` first in `messages`, and at most `limit` of them: the oldest go. */
export const keepNewest = <Message>(messages: Message[], message: Message, limit: number) => {
  messages.unshift(message);
  messages.length = Math.min(messages.length, limit);
};

/**
 * `GET {path}` lists a provider's `messages` newest first (`?to=+20…` keeps one number's) and
 * `DELETE {path}` forgets them. True when `route` was one of the two.
 */
export const answerMessagesRequest = <Message extends { to: string }>(
  messages: Message[],
  path: string,
  route: string,
  url: URL,
  response: ServerResponse,
) => {
  if (route === `GET ${path}`) {
    const to = readNumber(url);
    sendJson(response, 200, to ? messages.filter((message) => message.to === to) : messages);
  } else if (route === `DELETE ${path}`) {
    messages.length = 0;
    response.writeHead(204).end();
  } else return false;
  return true;
};

/** How a provider behaves now, whatever it is sent: until when it is down, and how late it answers. */
export type ProviderPace = { downUntilMs: number; acceptDelayMs: number };

/**
 * The faults every provider can be told to have, each named after its own path (`/sms/outage`):
 * `POST …/outage?ms=` answers 503 for that long (60 s at most), `POST …/slow?ms=` answers that much
 * later (10 s at most), and each of `numberFaults` holds the number `POST …/<name>?to=` names until
 * its DELETE. Answers 204; true when the request was one.
 */
export const answerProviderFault = (
  provider: ProviderPace,
  numberFaults: Record<string, Set<string>>,
  url: URL,
  method: string | undefined,
  response: ServerResponse,
) => {
  const fault = url.pathname.slice(url.pathname.indexOf('/', 1) + 1);
  const numbers = Object.hasOwn(numberFaults, fault) ? numberFaults[fault] : undefined;
  if (method === 'POST' && fault === 'outage') provider.downUntilMs = Date.now() + readMs(url, 60_000);
  else if (method === 'POST' && fault === 'slow') provider.acceptDelayMs = readMs(url, 10_000);
  else if (numbers && method === 'POST') numbers.add(readNumber(url));
  else if (numbers && method === 'DELETE') numbers.delete(readNumber(url));
  else return false;
  response.writeHead(204).end();
  return true;
};

/** Where a provider posts its webhooks, `{url}/api/…`, and the secret it signs them with. */
export type Webhooks = { url: string; secret: string };

/** How a provider signs a webhook: the header carrying the hex HMAC-SHA256 of the body's exact bytes, after `prefix`. */
type WebhookSignature = { header: string; prefix: string };

/** The CMS's answer to a webhook: its HTTP status and words. */
type WebhookAnswer = { status: number; body: string };

/** A webhook's request as the CMS checks it: JSON, signed over the bytes it is sent as. */
export const postSigned = async (
  { url, secret }: Webhooks,
  path: string,
  payload: unknown,
  { header, prefix }: WebhookSignature,
): Promise<WebhookAnswer> => {
  const body = JSON.stringify(payload);
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [header]: `${prefix}${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
};

/** Waits between a report's tries after its first: a provider backs off while the CMS is not ready for it. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000];

/** Whether the CMS took a webhook: it answered 2xx. */
export const isTaken = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Reports something to the CMS as a provider does: `post` after `firstDelayMs`, tried again while the
 * CMS answers other than 2xx (a 409 while it is still recording the send), five times at most. A 404
 * (the webhooks are off, or the message is not the clinic's) or a 401 (the secrets differ) is final:
 * the same request would be answered the same. Answers the CMS's last status, or null when it never answered.
 */
export const reportUntilTaken = async (post: () => Promise<WebhookAnswer>, firstDelayMs: number) => {
  let status: number | null = null;
  for (const delayMs of [firstDelayMs, ...RETRY_DELAYS_MS]) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    status = (await post().catch(() => null))?.status ?? null;
    if (isTaken(status) || status === 404 || status === 401) break;
  }
  return status;
};

/**
 * `POST …/reply`: a patient's reply, forwarded to the CMS by `forward`; answers the CMS's status and
 * words (502 and the reason when it could not be reached), or 409 to a provider without webhooks.
 */
export const answerForwardedReply = async (
  response: ServerResponse,
  webhooks: Webhooks | null,
  forward: (webhooks: Webhooks) => Promise<WebhookAnswer>,
) => {
  if (!webhooks) return sendJson(response, 409, { error: 'This provider has no webhooks to forward replies to' });
  const answer = await forward(webhooks).catch((error: unknown) => ({
    status: 502,
    body: JSON.stringify({ error: String(error) }),
  }));
  sendJson(response, 200, { status: answer.status, body: answer.body });
};
