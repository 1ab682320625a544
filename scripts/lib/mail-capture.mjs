// A local mailbox for development and tests: an SMTP server that keeps the latest messages in memory
// and lists them as JSON over HTTP, so password-reset emails can be read without a real mail server.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const HOST = '127.0.0.1';
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** Every address at this domain is refused, as a mailbox that does not exist is: for tests of failed delivery. */
const REFUSED_DOMAIN = 'refused.example';

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });

const sendJson = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

/** The envelope's recipients rather than the To header: they include Cc and Bcc. */
const toMessage = (mail, envelope, receivedAt) => ({
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

/**
 * Starts the capture on 127.0.0.1 only. Port 0 lets the system choose a free port, with no race
 * between finding one and binding it (the tests start one capture per CMS).
 *
 * HTTP API: `GET /messages` lists `{to, subject, messageId, text, html, attachments, date, receivedAt}` newest first
 * (`?to=address` keeps one recipient's; an attachment is `{filename, contentType, content}`, its
 * content read as UTF-8 text); `GET /message-ids` lists only their Message-IDs, which a count of
 * thousands can afford; `DELETE /messages` forgets them all; `POST /outage?ms=3000`
 * turns SMTP connections away for that long (60 s at most), as a mail server that is down would;
 * `POST /slow?ms=500` answers each message that much later (10 s at most; 0 again for a fast one).
 * Any address `@refused.example` is refused with 550, as a mailbox that does not exist is.
 */
export const startMailCapture = async ({ smtpPort = 0, httpPort = 0, limit = 2000 } = {}) => {
  const messages = [];
  /** Until when the SMTP server turns every connection away, as a mail server that is down would. */
  let downUntilMs = 0;
  let acceptDelayMs = 0;
  const refuseWhileDown = () => {
    if (Date.now() >= downUntilMs) return undefined;
    const refusal = new Error('Service not available');
    refusal.responseCode = 421;
    return refusal;
  };
  const smtp = new SMTPServer({
    // The CMS's nodemailer talks plain SMTP here: no TLS and no password on a loopback connection.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    logger: false,
    onConnect(_session, callback) {
      callback(refuseWhileDown());
    },
    // A sender's kept-open connection meets the outage too, at its next message.
    onMailFrom(_address, _session, callback) {
      callback(refuseWhileDown());
    },
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        const refusal = new Error('Mailbox unavailable');
        refusal.responseCode = 550;
        return callback(refusal);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        // A slow server keeps the sender waiting for its answer; what it answers, it has kept.
        setTimeout(() => {
          if (!stream.sizeExceeded) {
            messages.unshift(toMessage(mail, session.envelope, Date.now()));
            messages.length = Math.min(messages.length, limit);
          }
          callback();
        }, acceptDelayMs);
      }, callback);
    },
  });
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${HOST}`);
    if (url.pathname === '/slow' && request.method === 'POST') {
      acceptDelayMs = Math.min(10_000, Math.max(0, Number(url.searchParams.get('ms')) || 0));
      return response.writeHead(204).end();
    }
    if (url.pathname === '/outage' && request.method === 'POST') {
      downUntilMs = Date.now() + Math.min(60_000, Math.max(0, Number(url.searchParams.get('ms')) || 0));
      return response.writeHead(204).end();
    }
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

  await listen(smtp, smtpPort);
  try {
    await listen(http, httpPort);
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  }
  // A client that drops its connection must not take the whole start or test script down with it.
  smtp.on('error', (error) => console.warn(`mail capture: ${error.message}`));

  const boundHttpPort = http.address().port;
  return {
    smtpPort: smtp.server.address().port,
    httpPort: boundHttpPort,
    url: `http://${HOST}:${boundHttpPort}`,
    stop: async () => {
      http.closeAllConnections();
      await Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => http.close(resolve))]);
    },
  };
};
