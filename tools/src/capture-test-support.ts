// What the tests of the capture's providers (SMS, WhatsApp) share: a capture started for a describe
// block, its controls, and a stand-in for the CMS's webhooks that records what each request carried.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type MailCapture, startMailCapture } from './mail-capture';

/** A webhook's request as the stand-in CMS received it. */
export type ReceivedWebhook = { path: string; headers: IncomingHttpHeaders; body: string };

/** Which of the capture's providers reports to the stand-in CMS, and the secret it signs with. */
type Reporting = { option: 'smsWebhooks' | 'whatsappWebhooks'; secret: string };

/** The stand-in CMS: it records each request, and answers the first of `answers` it holds, else 200. */
const startStandInCms = async (received: ReceivedWebhook[], answers: number[]) => {
  const cms = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += String(chunk);
    });
    request.on('end', () => {
      received.push({ path: String(request.url), headers: request.headers, body });
      response.writeHead(answers.shift() ?? 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  return cms;
};

/**
 * A capture for the describe block this is called in, with the messages at `path` forgotten before
 * each test. With `reporting`, its provider reports to a stand-in CMS: `received` lists what it was
 * sent, and a test queues in `answers` what it answers first (a 409 shows a retry); both are emptied
 * before each test. `control` sends a fault's request and expects its 204; `read` lists the messages;
 * `postJson` posts to the capture as the CMS does.
 */
export const useCapture = <Message>(path: string, reporting?: Reporting) => {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  let capture: MailCapture | undefined;
  let cms: Server | undefined;
  const urlOf = (route: string) => `${capture?.url}${route}`;
  const control = async (route: string, method = 'POST') => {
    expect((await fetch(urlOf(route), { method })).status).toBe(204);
  };
  const read = async (query = ''): Promise<Message[]> => (await fetch(urlOf(`${path}${query}`))).json();
  const postJson = (route: string, payload: unknown, headers: Record<string, string> = {}) =>
    fetch(urlOf(route), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });

  beforeAll(async () => {
    if (!reporting) {
      capture = await startMailCapture();
      return;
    }
    cms = await startStandInCms(received, answers);
    const { port } = cms.address() as AddressInfo;
    capture = await startMailCapture({
      [reporting.option]: { url: `http://127.0.0.1:${port}`, secret: reporting.secret },
    });
  });
  afterAll(async () => {
    await capture?.stop();
    await new Promise((resolve) => (cms ? cms.close(resolve) : resolve(undefined)));
  });
  beforeEach(async () => {
    received.length = 0;
    answers.length = 0;
    await control(path, 'DELETE');
  });
  return { urlOf, control, read, postJson, received, answers };
};
