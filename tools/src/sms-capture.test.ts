import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ReceivedWebhook, useCapture } from './capture-test-support';
import type { CapturedSms } from './sms-capture';

describe('the mail capture’s SMS gateway', () => {
  const { urlOf, control, read: readSms } = useCapture<CapturedSms>('/sms');
  const send = (fields: Record<string, string>, form = false) =>
    fetch(urlOf('/sms/send'), {
      method: 'POST',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
    });
  const arabic = { to: '+201012345678', from: 'NileENT', text: 'استلمنا حجزك', reference: 'one' };

  it('takes an SMS as JSON or a form, answers its id, and lists the newest first, by number too', async () => {
    const first = await send(arabic);
    expect(first.status).toBe(200);
    const { messageId } = (await first.json()) as { messageId: string };
    expect((await send({ ...arabic, to: '+201112345678', text: 'second', reference: 'two' }, true)).status).toBe(200);
    expect((await readSms()).map((sms) => sms.text)).toEqual(['second', 'استلمنا حجزك']);
    expect(await readSms('?to=+201012345678')).toMatchObject([{ ...arabic, messageId }]);
  });

  it('keeps a request repeated under its reference once, with the same id', async () => {
    const ids = await Promise.all(
      [1, 2].map(async () => ((await (await send(arabic)).json()) as { messageId: string }).messageId),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await readSms()).toHaveLength(1);
  });

  it('is down, refuses a number or the clinic’s key when told, as gateways answer', async () => {
    await control('/sms/outage?ms=60000');
    expect((await send(arabic)).status).toBe(503);
    await control('/sms/outage?ms=0');
    await control(`/sms/refuse-number?to=${encodeURIComponent(arabic.to)}`);
    const refused = await send(arabic);
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: 'invalid destination number +201012345678' },
    ]);
    await control(`/sms/refuse-number?to=${encodeURIComponent(arabic.to)}`, 'DELETE');
    await control('/sms/refuse-key');
    expect((await send(arabic)).status).toBe(401);
    await control('/sms/refuse-key', 'DELETE');
    expect((await send({ to: '', text: '' })).status).toBe(400);
    expect((await send(arabic)).status).toBe(200);
    expect(await readSms()).toHaveLength(1);
  });
});

describe('the mail capture’s SMS gateway, reporting to a CMS', () => {
  const secret = 'shared-secret';
  const { urlOf, control, postJson, received, answers } = useCapture<CapturedSms>('/sms', {
    option: 'smsWebhooks',
    secret,
  });

  const send = async (to: string, reference: string) => {
    const response = await postJson('/sms/send', { to, from: 'NileENT', text: 'hello', reference });
    return ((await response.json()) as { messageId: string }).messageId;
  };
  const isSigned = ({ body, headers }: ReceivedWebhook) =>
    headers['x-signature'] === createHmac('sha256', secret).update(body).digest('hex');

  it('reports each SMS it takes, signed, again after a 409, and an unreachable phone’s as undelivered', async () => {
    answers.push(409);
    const messageId = await send('+201012345678', 'first');
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
    expect(received.every(isSigned)).toBe(true);
    expect(received.map((request) => [request.path, JSON.parse(request.body)])).toEqual([
      ['/api/sms/reports', { messageId, reference: 'first', status: 'delivered' }],
      ['/api/sms/reports', { messageId, reference: 'first', status: 'delivered' }],
    ]);

    await control(`/sms/unreachable?to=${encodeURIComponent('+201112345678')}`);
    await send('+201112345678', 'second');
    await expect.poll(() => received.length).toBe(3);
    expect(JSON.parse(received[2]?.body ?? '{}')).toMatchObject({ reference: 'second', status: 'undelivered' });
  });

  it('forwards a patient’s reply, signed, and answers what the CMS said', async () => {
    const answer = await fetch(urlOf(`/sms/reply?${new URLSearchParams({ from: '+201012345678', text: 'STOP' })}`), {
      method: 'POST',
    });
    expect(await answer.json()).toEqual({ status: 200, body: '{}' });
    expect(received).toHaveLength(1);
    expect(isSigned(received[0] as ReceivedWebhook)).toBe(true);
    expect([received[0]?.path, JSON.parse(received[0]?.body ?? '')]).toEqual([
      '/api/sms/replies',
      { from: '+201012345678', text: 'STOP' },
    ]);
  });
});
