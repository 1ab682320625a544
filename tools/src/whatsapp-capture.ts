// The mail capture's WhatsApp side: it speaks the messages endpoint of WhatsApp's Business Cloud API
// as the CMS calls it (a template message, answered with its wamid), keeps what it is sent in memory
// and lists it as JSON, so a patient's WhatsApp message can be read without Meta; it reports each
// message's statuses to the CMS and forwards a patient's text, signed as Meta signs its webhooks; and
// it can be told to be down, slow, that a number is not on WhatsApp, or that a patient never reads.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  answerForwardedReply,
  answerMessagesRequest,
  answerProviderFault,
  isTaken,
  keepNewest,
  type ProviderPace,
  postSigned,
  readFields,
  readNumber,
  reportUntilTaken,
  sendJson,
  type Webhooks,
} from './capture-http';

/** The business number's id the CMS is given (sendingTo): a patient's text forwarded to the CMS is addressed to it. */
export const WHATSAPP_PHONE_NUMBER_ID = '100000000000001';
/** The business's number as Meta's webhooks show it: Meta's test number. */
const DISPLAY_PHONE_NUMBER = '15550000000';
const WEBHOOK_PATH = '/api/whatsapp/webhook';
/** How Meta signs its webhooks: `sha256=` and the hex HMAC-SHA256 of the body's bytes under the app secret. */
const META_SIGNATURE = { header: 'x-hub-signature-256', prefix: 'sha256=' };
/** The waits before a message's first status and between the next ones: Meta reports as the phone answers. */
const FIRST_STATUS_DELAY_MS = 200;
const NEXT_STATUS_DELAY_MS = 300;

/** A WhatsApp message as `GET /whatsapp` lists it. */
export type CapturedWhatsApp = {
  /** The patient's number in E.164, whether the CMS sent it with its + or without, as Meta documents. */
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** The template's name, then its parameters each on its own line: the message as a reader checks it. */
  text: string;
  /** The first parameter that is a web address (the manage link), or null. */
  link: string | null;
  /** The CMS's id for the message, its biz_opaque_callback_data: every status event carries it back. */
  reference: string;
  /** Meta's id for it, the wamid. */
  messageId: string;
  receivedAt: number;
  /** The statuses reported so far that the CMS took (answered 2xx), in order. */
  statuses: string[];
};

/** What the WhatsApp side holds and how it behaves now. */
export type WhatsAppBox = ProviderPace & {
  messages: CapturedWhatsApp[];
  limit: number;
  /** Numbers not on WhatsApp: their sends are taken, as Meta takes them, and then reported `failed`. */
  absentNumbers: Set<string>;
  /** Numbers whose patient never opens WhatsApp: their messages are delivered, never read. */
  unreadNumbers: Set<string>;
  /** Where the statuses and the patients' texts go: `{url}/api/whatsapp/webhook`, signed with the app secret. */
  webhooks: Webhooks | null;
};

export const createWhatsAppBox = (limit: number, webhooks: Webhooks | null): WhatsAppBox => ({
  messages: [],
  limit,
  downUntilMs: 0,
  acceptDelayMs: 0,
  absentNumbers: new Set(),
  unreadNumbers: new Set(),
  webhooks,
});

/** The parts of the Cloud API's template message the capture keeps; anything else in it is ignored. */
const templateMessageSchema = z.object({
  to: z.string().regex(/^\+?\d+$/),
  biz_opaque_callback_data: z.string().default(''),
  template: z.object({
    name: z.string().min(1),
    language: z.object({ code: z.string() }).optional(),
    components: z
      .array(z.object({ parameters: z.array(z.object({ text: z.string().optional() })).default([]) }))
      .default([]),
  }),
});

type TemplateMessage = z.output<typeof templateMessageSchema>;

/** A Graph API error, as Meta answers one: the CMS tells them apart by `code`. */
const sendGraphError = (response: ServerResponse, status: number, code: number, message: string) =>
  sendJson(response, status, { error: { message, type: 'OAuthException', code } });

const createMessageId = () => `wamid.${randomBytes(24).toString('base64url')}`;
const readUnixSeconds = () => String(Math.floor(Date.now() / 1000));

/** The message as `GET /whatsapp` lists it: its text parameters in order (the body's, and a button's URL suffix). */
const toCaptured = ({ to, biz_opaque_callback_data, template }: TemplateMessage): CapturedWhatsApp => {
  const parameters = template.components.flatMap((component) =>
    component.parameters.flatMap((parameter) => (parameter.text === undefined ? [] : [parameter.text])),
  );
  return {
    to: `+${to.replace(/^\+/, '')}`,
    template: template.name,
    language: template.language?.code ?? '',
    parameters,
    text: [template.name, ...parameters].join('\n'),
    link: parameters.find((parameter) => /^https?:\/\//.test(parameter)) ?? null,
    reference: biz_opaque_callback_data,
    messageId: createMessageId(),
    receivedAt: Date.now(),
    statuses: [],
  };
};

/** Meta's webhook body: one change to the business number `phoneNumberId`, with `value`'s statuses or messages. */
const notification = (phoneNumberId: string, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '0',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: DISPLAY_PHONE_NUMBER, phone_number_id: phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});

/** The error Meta reports a message to a number that has no WhatsApp account with. */
const NOT_ON_WHATSAPP = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'The recipient is not a WhatsApp user' },
};

/** One status event of `message`, timed when it is first tried: its retries repeat it, as Meta's do. */
const statusEvent = (phoneNumberId: string, message: CapturedWhatsApp, status: string) =>
  notification(phoneNumberId, {
    statuses: [
      {
        id: message.messageId,
        status,
        timestamp: readUnixSeconds(),
        recipient_id: message.to.slice(1),
        ...(message.reference ? { biz_opaque_callback_data: message.reference } : {}),
        ...(status === 'failed' ? { errors: [NOT_ON_WHATSAPP] } : {}),
      },
    ],
  });

/** What Meta reports of a message to `to`, in order: `failed` alone when it is not on WhatsApp. */
const readStatusesFor = (box: WhatsAppBox, to: string) => {
  if (box.absentNumbers.has(to)) return ['failed'];
  return box.unreadNumbers.has(to) ? ['sent', 'delivered'] : ['sent', 'delivered', 'read'];
};

/**
 * Reports `message`'s statuses to the CMS one after the other, each tried again while the CMS is not
 * ready for it (reportUntilTaken), and the next only once the CMS took it or the capture gave up: the
 * CMS must never read `read` before `sent`.
 */
const reportStatuses = async (box: WhatsAppBox, phoneNumberId: string, message: CapturedWhatsApp) => {
  const { webhooks } = box;
  if (!webhooks) return;
  let delayMs = FIRST_STATUS_DELAY_MS;
  for (const status of readStatusesFor(box, message.to)) {
    const event = statusEvent(phoneNumberId, message, status);
    const answer = await reportUntilTaken(() => postSigned(webhooks, WEBHOOK_PATH, event, META_SIGNATURE), delayMs);
    if (isTaken(answer)) message.statuses.push(status);
    delayMs = NEXT_STATUS_DELAY_MS;
  }
};

/** `POST /whatsapp/<version>/<phoneNumberId>/messages`: the Cloud API's send, with its refusals. */
const acceptMessage = async (
  box: WhatsAppBox,
  phoneNumberId: string,
  request: IncomingMessage,
  response: ServerResponse,
) => {
  const parsed = templateMessageSchema.safeParse(await readFields(request));
  if (Date.now() < box.downUntilMs) return sendGraphError(response, 503, 2, 'Service temporarily unavailable');
  if (!/^Bearer\s+\S/i.test(request.headers.authorization ?? '')) {
    return sendGraphError(response, 401, 190, 'Invalid OAuth access token.');
  }
  if (!parsed.success) return sendGraphError(response, 400, 100, '(#100) Invalid parameter');
  await new Promise((resolve) => setTimeout(resolve, box.acceptDelayMs));
  const kept = toCaptured(parsed.data);
  keepNewest(box.messages, kept, box.limit);
  sendJson(response, 200, {
    messaging_product: 'whatsapp',
    contacts: [{ input: parsed.data.to, wa_id: kept.to.slice(1) }],
    messages: [{ id: kept.messageId }],
  });
  void reportStatuses(box, phoneNumberId, kept);
};

/** `POST /whatsapp/reply?from=&text=`: a patient's text, forwarded to the CMS as Meta delivers one. */
const forwardReply = (box: WhatsAppBox, url: URL, response: ServerResponse) =>
  answerForwardedReply(response, box.webhooks, (webhooks) => {
    const from = readNumber(url, 'from').replace(/^\+/, '');
    const text = { body: url.searchParams.get('text') ?? '' };
    const message = { from, id: createMessageId(), timestamp: readUnixSeconds(), type: 'text', text };
    const inbound = notification(WHATSAPP_PHONE_NUMBER_ID, {
      contacts: [{ wa_id: from, profile: { name: 'Patient' } }],
      messages: [message],
    });
    return postSigned(webhooks, WEBHOOK_PATH, inbound, META_SIGNATURE);
  });

/** The Cloud API's send, whatever version and business number id the CMS's URL names. */
const SEND_PATH = /^\/whatsapp\/v\d+\.\d+\/(\d+)\/messages$/;

/**
 * The WhatsApp side of the capture's HTTP API; true when `request` was one of its own. `GET /whatsapp`
 * lists `{to, template, language, parameters, text, link, reference, messageId, receivedAt, statuses}`
 * newest first (`?to=+20…` keeps one number's); `DELETE /whatsapp` forgets them;
 * `POST /whatsapp/v21.0/<phone number id>/messages` is the Cloud API's send; `POST /whatsapp/outage?ms=`
 * answers 503 for that long, `POST /whatsapp/slow?ms=` answers that much later, `POST /whatsapp/absent?to=`
 * reports a number's messages `failed` (not on WhatsApp) and `POST /whatsapp/unread?to=` never reports
 * them `read`, each until its DELETE. With webhooks, each message taken is reported `sent`, `delivered`
 * and `read` to the CMS, and `POST /whatsapp/reply?from=+20…&text=STOP` forwards a patient's text there.
 */
export const answerWhatsAppRequest = (
  box: WhatsAppBox,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
) => {
  const route = `${request.method} ${url.pathname}`;
  if (!/^\/whatsapp(\/|$)/.test(url.pathname)) return false;
  const numberFaults = { absent: box.absentNumbers, unread: box.unreadNumbers };
  if (answerProviderFault(box, numberFaults, url, request.method, response)) return true;
  if (answerMessagesRequest(box.messages, '/whatsapp', route, url, response)) return true;
  const phoneNumberId = SEND_PATH.exec(url.pathname)?.[1];
  if (phoneNumberId && request.method === 'POST') {
    void acceptMessage(box, phoneNumberId, request, response);
  } else if (route === 'POST /whatsapp/reply') {
    void forwardReply(box, url, response);
  } else {
    sendJson(response, 404, { error: 'Not found: the API is /whatsapp and /whatsapp/<version>/<id>/messages' });
  }
  return true;
};
