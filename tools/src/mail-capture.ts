// A local mailbox for development and tests: an SMTP server that keeps the latest messages in memory
// and lists them as JSON over HTTP, so password-reset emails can be read without a real mail server.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { keepNewest, readMs, sendJson } from './capture-http';
import { type SmsBox, answerSmsRequest, createSmsBox } from './sms-capture';
import {
  answerWhatsAppRequest,
  createWhatsAppBox,
  WHATSAPP_PHONE_NUMBER_ID,
  type WhatsAppBox,
} from './whatsapp-capture';

/** An attachment as the HTTP API lists it: its content read as UTF-8 text. */
export type CapturedAttachment = { filename: string; contentType: string; content: string };

/** A message as `GET /messages` lists it. */
export type CapturedMessage = {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
  attachments: CapturedAttachment[];
  date: string;
  receivedAt: number;
};

export type MailCaptureOptions = {
  smtpPort?: number;
  httpPort?: number;
  limit?: number;
  /** The CMS the SMS gateway reports to, and the secret it signs with (a fresh one when not given). */
  smsWebhooks?: { url: string; secret?: string };
  /** The CMS the WhatsApp side reports to, and the app secret it signs with (a fresh one when not given). */
  whatsappWebhooks?: { url: string; secret?: string };
};

export type MailCapture = {
  smtpPort: number;
  httpPort: number;
  url: string;
  /** The secret the SMS gateway signs its webhooks with: the CMS's SMS_WEBHOOK_SECRET. */
  smsWebhookSecret: string;
  /** The app secret the WhatsApp side signs its webhooks with, as Meta does: the CMS's WHATSAPP_APP_SECRET. */
  whatsappAppSecret: string;
  stop: () => Promise<void>;
};

const HOST = '127.0.0.1';
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/**
 * For tests of failed delivery, every address at these domains is refused as a real server would:
 * at RCPT TO, for good (550: the mailbox does not exist) or for now (452: the mailbox is full); or the
 * message, after its words (554 to DATA: taken for spam). Each refusal names the address, as real ones do.
 */
const REFUSED_DOMAIN = 'refused.example';
const FULL_DOMAIN = 'full.example';
const SPAM_DOMAIN = 'spam.example';

/** An SMTP reply the server answers a command with instead of accepting it. */
const refusal = (responseCode: number, text: string) => Object.assign(new Error(text), { responseCode });
const isAtDomain = (address: string, domain: string) => address.toLowerCase().endsWith(`@${domain}`);

/** What `listen` needs of the SMTP and the HTTP server alike. */
type ListeningServer = {
  once: (event: 'error', listener: (error: Error) => void) => unknown;
  off: (event: 'error', listener: (error: Error) => void) => unknown;
  listen: (port: number, host: string, callback: () => void) => unknown;
};

const listen = (server: ListeningServer, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** The envelope's recipients rather than the To header: they include Cc and Bcc. */
const toMessage = (mail: ParsedMail, envelope: SMTPServerEnvelope, receivedAt: number): CapturedMessage => ({
  to: envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
  subject: mail.subject ?? '',
  messageId: mail.messageId ?? '',
  text: mail.text ?? '',
  html: mail.html || '',
  attachments: (mail.attachments ?? []).map((attachment) => ({
    filename: attachment.filename ?? '',
    contentType: attachment.contentType,
    content: attachment.content.toString('utf8'),
  })),
  date: (mail.date ?? new Date()).toISOString(),
  /** When this server accepted it (epoch ms): what the bench measures delivery by. */
  receivedAt,
});

/** The port a server listening on TCP was given. */
const readBoundPort = (address: AddressInfo | string | null) => {
  if (address === null || typeof address === 'string') throw new Error('mail capture: not listening on a TCP port');
  return address.port;
};

/** What the capture holds and how it behaves now: both servers read it, the HTTP API changes it. */
type Mailbox = {
  messages: CapturedMessage[];
  limit: number;
  /** Until when the SMTP server turns every connection away, as a mail server that is down would. */
  downUntilMs: number;
  acceptDelayMs: number;
  /** While refusing the sender: how many MAIL FROMs it refused. */
  refusedSenders: number | null;
};

/** The SMTP side: it keeps what it is sent, refuses the test domains' addresses, and plays an outage or a slow server. */
const createSmtpServer = (mailbox: Mailbox) => {
  const refuseWhileDown = () => (Date.now() >= mailbox.downUntilMs ? undefined : refusal(421, 'Service not available'));
  return new SMTPServer({
    // The CMS's nodemailer talks plain SMTP here: no TLS and no password on a loopback connection.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    logger: false,
    onConnect(_session, callback) {
      callback(refuseWhileDown());
    },
    // A sender's kept-open connection meets the outage too, at its next message.
    onMailFrom(address, _session, callback) {
      const down = refuseWhileDown();
      if (down || mailbox.refusedSenders === null) return callback(down);
      mailbox.refusedSenders += 1;
      callback(refusal(553, `5.7.1 <${address.address}>: Sender address rejected: not owned by user`));
    },
    onRcptTo({ address }, _session, callback) {
      if (isAtDomain(address, REFUSED_DOMAIN))
        return callback(refusal(550, `5.1.1 <${address}>: mailbox does not exist`));
      if (isAtDomain(address, FULL_DOMAIN))
        return callback(refusal(452, `4.2.2 <${address}>: mailbox full, try later`));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        if (session.envelope.rcptTo.some(({ address }) => isAtDomain(address, SPAM_DOMAIN))) {
          return callback(refusal(554, '5.7.1 Message rejected as spam'));
        }
        // A slow server keeps the sender waiting for its answer; what it answers, it has kept.
        setTimeout(() => {
          if (!stream.sizeExceeded) {
            keepNewest(mailbox.messages, toMessage(mail, session.envelope, Date.now()), mailbox.limit);
          }
          callback();
        }, mailbox.acceptDelayMs);
      }, callback);
    },
  });
};

/** The HTTP API's faults: an outage, a slow server, a refused sender. True when `request` was one. */
const answerFaultRequest = (mailbox: Mailbox, url: URL, request: IncomingMessage, response: ServerResponse) => {
  const route = `${request.method} ${url.pathname}`;
  if (route === 'POST /slow') mailbox.acceptDelayMs = readMs(url, 10_000);
  else if (route === 'POST /outage') mailbox.downUntilMs = Date.now() + readMs(url, 60_000);
  else if (route === 'POST /refuse-sender') mailbox.refusedSenders ??= 0;
  else if (route === 'DELETE /refuse-sender') {
    const refused = mailbox.refusedSenders ?? 0;
    mailbox.refusedSenders = null;
    sendJson(response, 200, { refused });
    return true;
  } else return false;
  response.writeHead(204).end();
  return true;
};

/** The HTTP API over the mailbox, the SMS gateway and the WhatsApp side (see startMailCapture). */
const createControlServer = (mailbox: Mailbox, smsBox: SmsBox, whatsAppBox: WhatsAppBox) =>
  createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${HOST}`);
    if (answerSmsRequest(smsBox, url, request, response)) return;
    if (answerWhatsAppRequest(whatsAppBox, url, request, response)) return;
    if (answerFaultRequest(mailbox, url, request, response)) return;
    const { messages } = mailbox;
    if (url.pathname === '/message-ids' && request.method === 'GET') {
      return sendJson(
        response,
        200,
        messages.map((message) => message.messageId),
      );
    }
    if (url.pathname !== '/messages') return sendJson(response, 404, { error: 'Not found: the API is /messages' });
    if (request.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      return sendJson(response, 200, to ? messages.filter((message) => message.to.includes(to)) : messages);
    }
    if (request.method === 'DELETE') {
      messages.length = 0;
      return response.writeHead(204).end();
    }
    sendJson(response, 405, { error: 'Use GET or DELETE' });
  });

/**
 * Starts the capture on 127.0.0.1 only. Port 0 lets the system choose a free port, with no race
 * between finding one and binding it (the tests start one capture per CMS).
 *
 * HTTP API: `GET /messages` lists `{to, subject, messageId, text, html, attachments, date, receivedAt}` newest first
 * (`?to=address` keeps one recipient's; an attachment is `{filename, contentType, content}`, its
 * content read as UTF-8 text); `GET /message-ids` lists only their Message-IDs, which a count of
 * thousands can afford; `DELETE /messages` forgets them all; `POST /outage?ms=3000`
 * turns SMTP connections away for that long (60 s at most), as a mail server that is down would;
 * `POST /slow?ms=500` answers each message that much later (10 s at most; 0 again for a fast one);
 * `POST /refuse-sender` answers every MAIL FROM with 553, as a provider refusing the clinic's sender
 * does, until `DELETE /refuse-sender`, which answers `{refused}`: how many it refused meanwhile.
 * Any address `@refused.example` is refused with 550 (a mailbox that does not exist), `@full.example`
 * with 452 (a full mailbox, for now), and a message to `@spam.example` with 554 after its words.
 * The same server is the SMS gateway of `npm start` and the tests, at `/sms` (see sms-capture.ts): with
 * `smsWebhooks`, it reports each SMS's delivery to that CMS and forwards replies, signed. It is their
 * WhatsApp Business Cloud API too, at `/whatsapp` (see whatsapp-capture.ts): with `whatsappWebhooks`,
 * it reports each message's statuses to that CMS and forwards patients' texts, signed as Meta signs.
 */
export const startMailCapture = async ({
  smtpPort = 0,
  httpPort = 0,
  limit = 2000,
  smsWebhooks,
  whatsappWebhooks,
}: MailCaptureOptions = {}) => {
  const mailbox: Mailbox = { messages: [], limit, downUntilMs: 0, acceptDelayMs: 0, refusedSenders: null };
  const smsWebhookSecret = smsWebhooks?.secret || randomBytes(24).toString('base64url');
  const whatsappAppSecret = whatsappWebhooks?.secret || randomBytes(24).toString('base64url');
  const smtp = createSmtpServer(mailbox);
  const http = createControlServer(
    mailbox,
    createSmsBox(limit, smsWebhooks ? { url: smsWebhooks.url, secret: smsWebhookSecret } : null),
    createWhatsAppBox(limit, whatsappWebhooks ? { url: whatsappWebhooks.url, secret: whatsappAppSecret } : null),
  );

  await listen(smtp, smtpPort);
  try {
    await listen(http, httpPort);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw error;
  }
  // A client that drops its connection must not take the whole start or test script down with it.
  smtp.on('error', (error) => console.warn(`mail capture: ${error.message}`));

  const boundHttpPort = readBoundPort(http.address());
  return {
    smtpPort: readBoundPort(smtp.server.address()),
    httpPort: boundHttpPort,
    url: `http://${HOST}:${boundHttpPort}`,
    smsWebhookSecret,
    whatsappAppSecret,
    stop: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(resolve)),
        new Promise((resolve) => http.close(resolve)),
      ]);
    },
  } satisfies MailCapture;
};

/**
 * A CMS's settings that send its emails, SMS and WhatsApp messages to `capture`, whatever the
 * developer's .env says about real servers: plain SMTP, the gateway's default API, and the capture's
 * Cloud API with a token it takes as Meta takes a valid one.
 */
export const sendingTo = (capture: MailCapture) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(capture.smtpPort),
  SMTP_SECURE: 'false',
  SMTP_USERNAME: '',
  SMS_GATEWAY_URL: `${capture.url}/sms/send`,
  SMS_GATEWAY_AUTH_HEADER: '',
  SMS_GATEWAY_BODY: '',
  SMS_GATEWAY_ID_PATH: '',
  SMS_WEBHOOK_SECRET: capture.smsWebhookSecret,
  SMS_WEBHOOK_SIGNATURE_HEADER: '',
  WHATSAPP_API_URL: `${capture.url}/whatsapp/v21.0`,
  WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_ACCESS_TOKEN: 'local-capture',
  WHATSAPP_APP_SECRET: capture.whatsappAppSecret,
});
