import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ReceivedWebhook, useCapture } from './capture-test-support';
import type { CapturedWhatsApp } from './whatsapp-capture';

/** A template message as the CMS sends it to the Cloud API. */
const templateMessage = (
  to: string,
  reference: string,
  parameters = ['Nile ENT', 'https://nileent.example/m/abc'],
) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  biz_opaque_callback_data: reference,
  template: {
    name: 'booking_received',
    language: { code: 'ar' },
    components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
  },
});

const BEARER = { authorization: 'Bearer local-capture' };

describe('the mail capture’s WhatsApp side', () => {
  const { urlOf, control, read: readMessages, postJson } = useCapture<CapturedWhatsApp>('/whatsapp');
  const send = (message: unknown, headers: Record<string, string> = BEARER) =>
    postJson('/whatsapp/v21.0/100000000000001/messages', message, headers);
  const graphError = (code: number, message: string) => ({ error: { message, type: 'OAuthException', code } });

  it('takes a template message, answers its wamid as Meta does, and lists it newest first, by number too', async () => {
    const first = await send(templateMessage('201001234567', 'one', ['استلمنا حجزك', 'https://nileent.example/m/a']));
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { messages: { id: string }[] };
    expect(answer).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '201001234567', wa_id: '201001234567' }],
      messages: [{ id: expect.stringMatching(/^wamid\.[\w-]{20,}$/) }],
    });
    const second = await send(templateMessage('+201112345678', 'two', ['no link']));
    expect(((await second.json()) as { contacts: unknown }).contacts).toEqual([
      { input: '+201112345678', wa_id: '201112345678' },
    ]);

    expect((await readMessages()).map((message) => message.to)).toEqual(['+201112345678', '+201001234567']);
    expect((await readMessages('?to=+201112345678'))[0]?.link).toBeNull();
    expect(await readMessages('?to=+201001234567')).toEqual([
      {
        to: '+201001234567',
        template: 'booking_received',
        language: 'ar',
        parameters: ['استلمنا حجزك', 'https://nileent.example/m/a'],
        text: 'booking_received\nاستلمنا حجزك\nhttps://nileent.example/m/a',
        link: 'https://nileent.example/m/a',
        reference: 'one',
        messageId: answer.messages[0]?.id,
        receivedAt: expect.any(Number),
        statuses: [],
      },
    ]);
  });

  it('is down or slow when told, and refuses a send without its token, number or template, as Meta answers', async () => {
    await control('/whatsapp/outage?ms=60000');
    const down = await send(templateMessage('201001234567', 'one'));
    expect([down.status, await down.json()]).toEqual([503, graphError(2, 'Service temporarily unavailable')]);
    await control('/whatsapp/outage?ms=0');

    const withoutToken = await send(templateMessage('201001234567', 'one'), {});
    expect([withoutToken.status, await withoutToken.json()]).toEqual([
      401,
      graphError(190, 'Invalid OAuth access token.'),
    ]);
    const { to: _to, ...withoutNumber } = templateMessage('201001234567', 'one');
    for (const invalid of [withoutNumber, { ...templateMessage('201001234567', 'one'), template: {} }]) {
      const refused = await send(invalid);
      expect([refused.status, await refused.json()]).toEqual([400, graphError(100, '(#100) Invalid parameter')]);
    }
    expect(await readMessages()).toEqual([]);

    await control('/whatsapp/slow?ms=300');
    const started = Date.now();
    expect((await send(templateMessage('201001234567', 'one'))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await control('/whatsapp/slow?ms=0');
    expect(await readMessages()).toHaveLength(1);
  });

  it('forwards no reply without webhooks, and answers an unknown route 404', async () => {
    const reply = await fetch(urlOf('/whatsapp/reply?from=%2B201001234567&text=STOP'), { method: 'POST' });
    expect(reply.status).toBe(409);
    expect((await fetch(urlOf('/whatsapp/v21.0/messages'), { method: 'POST' })).status).toBe(404);
  });
});

describe('the mail capture’s WhatsApp side, reporting to a CMS', () => {
  const secret = 'app-secret';
  const webhooks = { option: 'whatsappWebhooks', secret } as const;
  const { urlOf, control, read, postJson, received, answers } = useCapture<CapturedWhatsApp>('/whatsapp', webhooks);
  const isSigned = ({ body, headers, path }: ReceivedWebhook) =>
    headers['x-hub-signature-256'] === `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` &&
    headers['content-type'] === 'application/json' &&
    path === '/api/whatsapp/webhook';

  /** Sends as the business number 100000000000002: the events must name the number the URL did. */
  const send = async (to: string, reference: string) => {
    const response = await postJson('/whatsapp/v21.0/100000000000002/messages', templateMessage(to, reference), BEARER);
    return ((await response.json()) as { messages: { id: string }[] }).messages[0]?.id;
  };
  const readStatuses = async (to: string) => (await read(`?to=${encodeURIComponent(to)}`))[0]?.statuses;
  /** The one change each of the capture's events carries. */
  const readValue = ({ body }: ReceivedWebhook) => JSON.parse(body).entry[0].changes[0].value;
  const readStatus = (request: ReceivedWebhook) => readValue(request).statuses[0].status;

  it('reports sent, delivered and read in order, signed as Meta signs, each again after a 409', async () => {
    answers.push(409);
    const messageId = await send('201001234567', 'first');
    await expect.poll(() => readStatuses('+201001234567'), { timeout: 5000 }).toEqual(['sent', 'delivered', 'read']);
    expect(received).toHaveLength(4);
    expect(received.every(isSigned)).toBe(true);
    expect(received.map(readStatus)).toEqual(['sent', 'sent', 'delivered', 'read']);
    expect(received[1]?.body).toBe(received[0]?.body);
    expect(JSON.parse(received[3]?.body ?? '')).toEqual({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '0',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: '100000000000002' },
                statuses: [
                  {
                    id: messageId,
                    status: 'read',
                    timestamp: expect.stringMatching(/^\d{10}$/),
                    recipient_id: '201001234567',
                    biz_opaque_callback_data: 'first',
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  });

  it('reports a number not on WhatsApp failed, once, with Meta’s 131026', async () => {
    await control(`/whatsapp/absent?to=${encodeURIComponent('+201112345678')}`);
    const messageId = await send('201112345678', 'absent');
    await expect.poll(() => readStatuses('+201112345678')).toEqual(['failed']);
    expect(received).toHaveLength(1);
    expect(received.every(isSigned)).toBe(true);
    expect(readValue(received[0] as ReceivedWebhook).statuses).toEqual([
      {
        id: messageId,
        status: 'failed',
        timestamp: expect.stringMatching(/^\d{10}$/),
        recipient_id: '201112345678',
        biz_opaque_callback_data: 'absent',
        errors: [
          {
            code: 131026,
            title: 'Message undeliverable',
            message: 'Message undeliverable',
            error_data: { details: 'The recipient is not a WhatsApp user' },
          },
        ],
      },
    ]);
    await control(`/whatsapp/absent?to=${encodeURIComponent('+201112345678')}`, 'DELETE');
  });

  it('never reports read to a patient who does not open WhatsApp', async () => {
    // Unencoded, as a hand-typed URL sends it: its + arrives as a space.
    await control('/whatsapp/unread?to=+201212345678');
    await send('201212345678', 'unread');
    await expect.poll(() => readStatuses('+201212345678')).toEqual(['sent', 'delivered']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(received.map(readStatus)).toEqual(['sent', 'delivered']);
    await control('/whatsapp/unread?to=+201212345678', 'DELETE');
  });

  it('lists only the statuses the CMS took, and does not try again one it refused with 401', async () => {
    answers.push(401, 200, 401);
    await send('201312345678', 'refused');
    await expect.poll(() => received.length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(received.map(readStatus)).toEqual(['sent', 'delivered', 'read']);
    expect(await readStatuses('+201312345678')).toEqual(['delivered']);
  });

  it('forwards a patient’s text, signed, as Meta delivers one, and answers what the CMS said', async () => {
    const answer = await fetch(
      urlOf(`/whatsapp/reply?${new URLSearchParams({ from: '+201001234567', text: 'STOP' })}`),
      { method: 'POST' },
    );
    expect(await answer.json()).toEqual({ status: 200, body: '{}' });
    expect(received).toHaveLength(1);
    expect(received.every(isSigned)).toBe(true);
    expect(readValue(received[0] as ReceivedWebhook)).toEqual({
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '15550000000', phone_number_id: '100000000000001' },
      contacts: [{ wa_id: '201001234567', profile: { name: 'Patient' } }],
      messages: [
        {
          from: '201001234567',
          id: expect.stringMatching(/^wamid\./),
          timestamp: expect.stringMatching(/^\d{10}$/),
          type: 'text',
          text: { body: 'STOP' },
        },
      ],
    });
  });
});
