import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, futureDay } from './support/booking';
import { signInAsStaff } from './support/cms-admin';
import { describeOnPostgres } from './support/database-passes';
import { readSms } from './support/mail';
import {
  bookAtDesk,
  bookMobileOnly,
  openTwoPlaceDay,
  readVisitMessages,
  takeTimesOf,
  uniqueMobile,
} from './support/patient-messages';
import { changeVisitStatus } from './support/staff-requests';

type Headers = Record<string, string>;

/**
 * What the SMS gateway tells the clinic on its signed webhooks (src/messages/sms-webhooks.ts): delivery
 * reports, which the test CMS's gateway (tools/src/sms-capture.ts) posts for each SMS it takes, and a
 * patient's STOP; and the patient's stop from the manage page.
 */
describe('[MESSAGES]: the SMS gateway’s reports and the patients’ stops', () => {
  let cmsUrl: string;
  let mailUrl: string;
  let staff: Headers;
  let place: Place;
  // The doctor at offset 12 on a day of their own: half-hour appointments of two places from 05:00.
  const day = futureDay(23);
  const takeTime = takeTimesOf(day);

  /** Books the next free time for a patient with `mobile`, taking SMS, and no email: the booking's id and manage token. */
  const bookWithoutEmail = (mobile: string) =>
    bookMobileOnly(cmsUrl, staff, {
      place,
      start: takeTime(),
      patient: { firstName: 'Hala', lastName: 'Nabil', phone: mobile, phoneChannel: 'sms', age: 52 },
    });
  const messagesOf = async (documentId: string) => (await readVisitMessages(cmsUrl, staff, documentId)).messages;
  const stateOf = async (documentId: string) => (await messagesOf(documentId)).map((message) => message.state);
  /** Books for a new mobile, and waits for the gateway's report of its SMS on the phone. */
  const bookDelivered = async () => {
    const mobile = uniqueMobile();
    const { documentId } = await bookWithoutEmail(mobile.typed);
    await expect.poll(() => stateOf(documentId)).toEqual(['delivered']);
    return { mobile, documentId };
  };
  const gateway = async (path: string, method = 'POST') => {
    const response = await fetch(`${mailUrl}${path}`, { method });
    expect(response.status).toBeLessThan(300);
    return response;
  };
  const report = (body: string, signature?: string) =>
    fetch(`${cmsUrl}/api/sms/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-signature': signature }) },
      body,
    });
  const sign = (body: string, secret = inject('smsWebhookSecret')) =>
    createHmac('sha256', secret).update(body).digest('hex');
  const changeStatus = (documentId: string, from: string, to: 'confirmed' | 'canceled') =>
    changeVisitStatus(cmsUrl, staff, documentId, {
      from,
      to,
      ...(to === 'canceled' ? { reason: { category: 'other', note: 'doctor away' } } : {}),
    });

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    mailUrl = inject('mailUrl');
    staff = await signInAsStaff(cmsUrl);
    place = await openTwoPlaceDay(cmsUrl, 12, day);
  });

  it('marks an SMS delivered on the gateway’s report, and not delivered when the phone never got it', async () => {
    const { documentId } = await bookDelivered();
    const [delivered] = await messagesOf(documentId);
    expect(Date.parse(String(delivered?.deliveredAt))).toBeGreaterThanOrEqual(Date.parse(String(delivered?.sentAt)));

    const off = uniqueMobile();
    await gateway(`/sms/unreachable?to=${encodeURIComponent(off.e164)}`);
    const unreached = await bookWithoutEmail(off.typed);
    await expect.poll(() => stateOf(unreached.documentId)).toEqual(['failed']);
    expect((await messagesOf(unreached.documentId))[0]).toMatchObject({
      lastErrorReason: 'notDelivered',
      lastError: 'The gateway reported: undelivered',
    });
  });

  it('changes nothing on a report without the gateway’s signature, and finds the SMS by its key or the gateway’s id', async () => {
    const mobile = uniqueMobile();
    await gateway(`/sms/unreported?to=${encodeURIComponent(mobile.e164)}`);
    const { documentId } = await bookWithoutEmail(mobile.typed);
    await expect.poll(() => stateOf(documentId)).toEqual(['sent']);
    const [sms] = await readSms(mobile.e164);
    const delivered = JSON.stringify({ messageId: sms?.messageId, status: 'DELIVERED' });

    expect((await report(delivered)).status).toBe(401);
    expect((await report(delivered, sign(delivered, 'a guess'))).status).toBe(401);
    expect((await report(delivered, `${sign(delivered)}00`)).status).toBe(401);
    expect((await report(`${delivered} `, sign(delivered))).status).toBe(401);
    expect(await stateOf(documentId)).toEqual(['sent']);

    const unknown = JSON.stringify({ messageId: 'never-sent', status: 'delivered' });
    expect((await report(unknown, sign(unknown))).status).toBe(404);
    const accepted = await report(delivered, `sha256=${sign(delivered)}`);
    expect([accepted.status, await accepted.json()]).toEqual([200, { data: { outcome: 'delivered' } }]);
    expect(await stateOf(documentId)).toEqual(['delivered']);
    // A later report of failure, as some gateways send, does not undo what the phone said.
    const failed = JSON.stringify({ reference: sms?.reference, status: 'failed' });
    expect(await (await report(failed, sign(failed))).json()).toEqual({ data: { outcome: 'noChange' } });
    expect(await stateOf(documentId)).toEqual(['delivered']);
  });

  it('stops every later SMS to a number that replied STOP, shows staff why, and sends again after START', async () => {
    const { mobile, documentId } = await bookDelivered();
    const reply = async (text: string) =>
      (await gateway(`/sms/reply?${new URLSearchParams({ from: mobile.e164, text })}`)).json();

    expect(await reply('إيقاف')).toMatchObject({ status: 200, body: JSON.stringify({ data: { outcome: 'stopped' } }) });
    expect((await changeStatus(documentId, 'pending', 'confirmed')).status).toBe(200);
    const stopped = await readVisitMessages(cmsUrl, staff, documentId);
    expect(stopped.messages.map((message) => message.kind)).toEqual(['received']);
    expect(stopped).toMatchObject({ messageStops: [{ source: 'reply', channel: 'sms' }] });
    // The next booking from that number is as silent: the stop is the number's.
    const next = await bookWithoutEmail(mobile.typed);
    expect(await messagesOf(next.documentId)).toEqual([]);

    expect(await reply('start')).toMatchObject({ body: JSON.stringify({ data: { outcome: 'started' } }) });
    expect(await reply('thanks')).toMatchObject({ body: JSON.stringify({ data: { outcome: 'noChange' } }) });
    expect((await changeStatus(next.documentId, 'pending', 'confirmed')).status).toBe(200);
    await expect.poll(async () => (await readSms(mobile.e164)).length).toBe(2);
    expect((await readSms(mobile.e164))[0]?.text).toMatch(/^Visit confirmed with /);
  });

  it('stops a booking’s messages from its manage page, holding back what waits, until the patient has them again', async () => {
    const mobile = uniqueMobile();
    await gateway('/sms/outage?ms=60000');
    const { documentId, manageToken } = await bookWithoutEmail(mobile.typed);
    const choose = (stopped: unknown) =>
      fetch(`${cmsUrl}/api/manage-booking/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { token: manageToken, stopped } }),
      });
    try {
      expect((await choose('yes')).status).toBe(400);
      const chosen = await choose(true);
      expect([chosen.status, ((await chosen.json()) as { data: { messagesStopped: boolean } }).data]).toMatchObject([
        200,
        { messagesStopped: true },
      ]);
    } finally {
      await gateway('/sms/outage?ms=0');
    }
    // The received SMS that waited for the gateway is held back, never sent, and Send again refuses it.
    await expect.poll(() => stateOf(documentId)).toEqual(['failed']);
    const [held] = await messagesOf(documentId);
    expect(held).toMatchObject({ lastErrorReason: 'stoppedByPatient' });
    const resent = await fetch(`${cmsUrl}/api/staff/appointments/${documentId}/messages/${held?.id}/resend`, {
      method: 'POST',
      headers: staff,
    });
    expect(resent.status).toBe(409);
    expect((await changeStatus(documentId, 'pending', 'confirmed')).status).toBe(200);
    expect(await readVisitMessages(cmsUrl, staff, documentId)).toMatchObject({
      messages: [{ kind: 'received' }],
      messageStops: [{ source: 'managePage', channel: 'all' }],
    });
    expect(await readSms(mobile.e164)).toEqual([]);

    expect(((await (await choose(false)).json()) as { data: { messagesStopped: boolean } }).data.messagesStopped).toBe(
      false,
    );
    expect((await changeStatus(documentId, 'confirmed', 'canceled')).status).toBe(200);
    await expect.poll(async () => (await readSms(mobile.e164))[0]?.text).toMatch(/^Booking \S+ cancelled/);
  });

  it('records a caller’s wish for no SMS at the desk: the email goes, no SMS is written, and staff read why', async () => {
    const mobile = uniqueMobile();
    const email = `hala-${mobile.e164.slice(1)}@example.com`;
    const documentId = await bookAtDesk(cmsUrl, staff, {
      place,
      start: takeTime(),
      phone: mobile.typed,
      extra: { locale: 'ar', patient: { email }, wantsSms: false },
    });
    expect(await readVisitMessages(cmsUrl, staff, documentId)).toMatchObject({
      messages: [{ kind: 'confirmed', channel: 'email' }],
      messageStops: [{ source: 'staff', channel: 'sms' }],
    });
  });

  describeOnPostgres('on PostgreSQL: the gateway’s faults', () => {
    it('delivers each of 50 bookings’ SMS once after a 3-second outage', async () => {
      const mobiles = Array.from({ length: 50 }, uniqueMobile);
      await gateway('/sms/outage?ms=3000');
      const bookings = [];
      for (let start = 0; start < mobiles.length; start += 10) {
        bookings.push(
          ...(await Promise.all(mobiles.slice(start, start + 10).map((mobile) => bookWithoutEmail(mobile.typed)))),
        );
      }
      await expect
        .poll(
          async () => (await Promise.all(mobiles.map(async (mobile) => (await readSms(mobile.e164)).length))).join(''),
          {
            timeout: 30_000,
            interval: 500,
          },
        )
        .toBe('1'.repeat(50));
      const states = await Promise.all(bookings.map(({ documentId }) => stateOf(documentId)));
      expect(new Set(states.flat())).toEqual(new Set(['delivered']));
    });

    it('pauses SMS, failing nothing, while the gateway refuses the clinic’s key, and raises the jobs’ alarm until one goes', async () => {
      const readAlarm = async () => {
        const response = await fetch(`${cmsUrl}/_health/jobs`);
        const { jobs } = (await response.json()) as { jobs: { name: string; status: string }[] };
        return { status: response.status, sms: jobs.find((job) => job.name === 'sms-delivery')?.status };
      };
      const mobile = uniqueMobile();
      await gateway('/sms/refuse-key');
      let documentId = '';
      try {
        ({ documentId } = await bookWithoutEmail(mobile.typed));
        await expect.poll(readAlarm, { timeout: 10_000 }).toEqual({ status: 503, sms: 'failed' });
        expect(await messagesOf(documentId)).toMatchObject([{ state: 'queued', attempts: 0 }]);
      } finally {
        await gateway('/sms/refuse-key', 'DELETE');
      }
      await expect.poll(() => stateOf(documentId), { timeout: 15_000 }).toEqual(['delivered']);
      await expect.poll(readAlarm, { timeout: 10_000 }).toEqual({ status: 200, sms: 'ok' });
    });
  });
});
