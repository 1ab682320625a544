import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailCapture, startMailCapture } from './mail-capture';
import type { CapturedSms } from './sms-capture';

describe('the mail capture’s SMS gateway', () => {
  let capture: MailCapture;
  const send = (fields: Record<string, string>, form = false) =>
    fetch(`${capture.url}/sms/send`, {
      method: 'POST',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
    });
  const control = async (path: string, method = 'POST') => {
    expect((await fetch(`${capture.url}${path}`, { method })).status).toBe(204);
  };
  const readSms = async (query = ''): Promise<CapturedSms[]> => (await fetch(`${capture.url}/sms${query}`)).json();
  const arabic = { to: '+201012345678', from: 'NileENT', text: 'استلمنا حجزك', reference: 'one' };

  beforeAll(async () => {
    capture = await startMailCapture();
  });
  afterAll(() => capture.stop());
  beforeEach(async () => {
    await control('/sms', 'DELETE');
  });

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
