import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, futureDay } from './support/booking';
import { signInAsStaff } from './support/cms-admin';
import { readSms, readWhatsApp, refuseSmsTo } from './support/mail';
import { executeSql, toSqlDateTime } from './support/sql';
import {
  bookMobileOnly,
  openManageLink,
  openTwoPlaceDay,
  readVisitMessages,
  takeTimesOf,
  uniqueMobile,
} from './support/patient-messages';
import { changeVisitStatus } from './support/staff-requests';

/** The short manage link a message ends with, and its 256-bit token. */
/** How long a test waits for the capture's statuses (sent, delivered, read: about a second on an idle machine). */
const STATUS_WAIT = { timeout: 10_000 };

const SHORT_LINK = /^http:\/\/127\.0\.0\.1:\d+\/m\/([A-Za-z0-9_-]{43})$/;

/**
 * The clinic writes to a patient's mobile by WhatsApp, as template messages through the Cloud API (the
 * test CMS's capture, tools/src/whatsapp-capture.ts, which reports each message's statuses signed), and
 * by SMS instead when the number is not on WhatsApp.
 */
describe('[MESSAGES]: WhatsApp to the patient’s mobile', () => {
  const cmsUrl = inject('cmsUrl');
  const mailUrl = inject('mailUrl');
  let staff: Record<string, string>;
  let place: Place;
  // The doctor at offset 13 on a day of their own: half-hour appointments of two places from 05:00.
  const day = futureDay(25);
  const takeTime = takeTimesOf(day);

  /** Books the next free time for a patient with `mobile` and no email: the booking's number, id and manage token. */
  const book = (mobile: string, { locale = 'ar', phoneChannel }: { locale?: string; phoneChannel?: string } = {}) =>
    bookMobileOnly(cmsUrl, staff, {
      place,
      start: takeTime(),
      locale,
      patient: { firstName: 'Dalia', lastName: 'Fouad', phone: mobile, phoneChannel, age: 29 },
    });
  const messagesOf = async (documentId: string) => (await readVisitMessages(cmsUrl, staff, documentId)).messages;
  /** The manage page's switch of the mobile's messages to WhatsApp: the CMS's answer. */
  const chooseWhatsApp = (token: string) =>
    fetch(`${cmsUrl}/api/manage-booking/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { token, stopped: false, phoneChannel: 'whatsapp' } }),
    });
  const capture = async (path: string, method = 'POST') => {
    const response = await fetch(`${mailUrl}${path}`, { method });
    expect(response.status).toBe(204);
  };
  const webhook = (body: string, signature?: string) =>
    fetch(`${cmsUrl}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
      },
      body,
    });
  const sign = (body: string, secret = inject('whatsappAppSecret')) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  /** A status event as Meta sends it, for one message. */
  const statusEvent = (wamid: string, status: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '0',
          changes: [
            {
              field: 'messages',
              value: { messaging_product: 'whatsapp', statuses: [{ id: wamid, status, timestamp: '1764547200' }] },
            },
          ],
        },
      ],
    });

  beforeAll(async () => {
    staff = await signInAsStaff(cmsUrl);
    place = await openTwoPlaceDay(cmsUrl, 13, day);
  });

  it('sends a booking that took WhatsApp its template message in Arabic, whose link opens it, and shows it read', async () => {
    const mobile = uniqueMobile();
    const { bookingNumber, documentId } = await book(mobile.typed);
    await expect
      .poll(async () => (await messagesOf(documentId)).map((message) => message.state), STATUS_WAIT)
      .toEqual(['read']);
    const [message] = await messagesOf(documentId);
    expect(message).toMatchObject({ kind: 'received', channel: 'whatsapp', segments: null, fallbackOf: null });
    expect(Date.parse(String(message?.readAt))).toBeGreaterThanOrEqual(Date.parse(String(message?.deliveredAt)));
    expect(await readSms(mobile.e164)).toEqual([]);

    const [sent] = await readWhatsApp(mobile.e164);
    expect(sent).toMatchObject({
      template: 'booking_received',
      language: 'ar',
      statuses: ['sent', 'delivered', 'read'],
    });
    const [firstName, number, doctor, branch, when, link] = sent?.parameters ?? [];
    expect([firstName, number]).toEqual(['Dalia', bookingNumber]);
    expect([doctor, branch, when].every((value) => /[\u0600-\u06FF]/.test(value ?? ''))).toBe(true);
    expect(sent?.link).toBe(link);
    const [, token] = SHORT_LINK.exec(link ?? '') ?? [];
    const opened = await openManageLink(cmsUrl, token);
    expect([opened.status, ((await opened.json()) as { data: { phoneChannel: string } }).data.phoneChannel]).toEqual([
      200,
      'whatsapp',
    ]);
  });

  it('answers the subscription’s handshake only with the clinic’s verify token', async () => {
    const handshake = (query: Record<string, string>) =>
      fetch(`${cmsUrl}/api/whatsapp/webhook?${new URLSearchParams(query)}`);
    const token = inject('whatsappVerifyToken');
    const accepted = await handshake({
      'hub.mode': 'subscribe',
      'hub.verify_token': token,
      'hub.challenge': '1158201444',
    });
    expect([accepted.status, accepted.headers.get('content-type'), await accepted.text()]).toEqual([
      200,
      'text/plain; charset=utf-8',
      '1158201444',
    ]);
    const refusals: Record<string, string>[] = [
      { 'hub.mode': 'subscribe', 'hub.verify_token': `${token}x`, 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.challenge': '1' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': token, 'hub.challenge': '1' },
    ];
    for (const refused of refusals) {
      const answer = await handshake(refused);
      expect([answer.status, (await answer.text()).includes('1158201444')]).toEqual([403, false]);
    }
  });

  it('changes nothing on a status without Meta’s signature, and moves a message forward only', async () => {
    const mobile = uniqueMobile();
    await capture(`/whatsapp/unread?to=${encodeURIComponent(mobile.e164)}`);
    const { documentId } = await book(mobile.typed, { locale: 'en' });
    await expect
      .poll(async () => (await messagesOf(documentId)).map((message) => message.state))
      .toEqual(['delivered']);
    const [sent] = await readWhatsApp(mobile.e164);
    const read = statusEvent(String(sent?.messageId), 'read');

    expect((await webhook(read)).status).toBe(401);
    expect((await webhook(read, sign(read, 'a guess'))).status).toBe(401);
    expect((await webhook(`${read} `, sign(read))).status).toBe(401);
    expect((await webhook(read, sign(read).replace('sha256=', 'sha1='))).status).toBe(401);
    expect((await messagesOf(documentId)).map((message) => message.state)).toEqual(['delivered']);

    expect((await webhook(read, sign(read))).status).toBe(200);
    expect((await messagesOf(documentId)).map((message) => message.state)).toEqual(['read']);
    // Statuses come out of order: a late "delivered" or "failed" does not undo what the patient read.
    for (const late of ['delivered', 'failed']) {
      const event = statusEvent(String(sent?.messageId), late);
      expect((await webhook(event, sign(event))).status).toBe(200);
    }
    expect((await messagesOf(documentId)).map((message) => message.state)).toEqual(['read']);
    const unknown = statusEvent('wamid.never-sent', 'read');
    expect((await webhook(unknown, sign(unknown))).status).toBe(200);
  });

  it('sends a number that is not on WhatsApp its message by SMS instead, once, and staff see both tries', async () => {
    const mobile = uniqueMobile();
    await capture(`/whatsapp/absent?to=${encodeURIComponent(mobile.e164)}`);
    const { documentId } = await book(mobile.typed, { locale: 'en' });
    await expect
      .poll(async () => (await messagesOf(documentId)).map(({ channel, state }) => `${channel} ${state}`), STATUS_WAIT)
      .toEqual(['whatsapp failed', 'sms delivered']);
    const [whatsapp, sms] = await messagesOf(documentId);
    expect(whatsapp).toMatchObject({
      lastErrorReason: 'notOnWhatsApp',
      lastError: 'WhatsApp reported (#131026): Message undeliverable',
    });
    expect(sms).toMatchObject({ kind: 'received', fallbackOf: whatsapp?.id, segments: 2 });

    // Meta sends the failure again: no second SMS.
    const [sent] = await readWhatsApp(mobile.e164);
    const failed = statusEvent(String(sent?.messageId), 'failed');
    expect((await webhook(failed, sign(failed))).status).toBe(200);
    const texts = (await readSms(mobile.e164)).map((captured) => captured.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Booking ENT-[\w-]+ received/);
    expect(await messagesOf(documentId)).toHaveLength(2);
  });

  it('lets staff send a failed WhatsApp message again by SMS, through the SMS that stood in for it', async () => {
    const mobile = uniqueMobile();
    await capture(`/whatsapp/absent?to=${encodeURIComponent(mobile.e164)}`);
    await refuseSmsTo(mobile.e164);
    const { documentId } = await book(mobile.typed, { locale: 'en' });
    await expect
      .poll(async () => (await messagesOf(documentId)).map(({ channel, state }) => `${channel} ${state}`), STATUS_WAIT)
      .toEqual(['whatsapp failed', 'sms failed']);
    const [whatsapp] = await messagesOf(documentId);
    const resend = (id: number | undefined, data?: unknown) =>
      fetch(`${cmsUrl}/api/staff/appointments/${documentId}/messages/${id}/resend`, {
        method: 'POST',
        headers: { ...staff, 'content-type': 'application/json' },
        body: data === undefined ? undefined : JSON.stringify({ data }),
      });
    expect((await resend(whatsapp?.id, { channel: 'fax' })).status).toBe(400);

    await refuseSmsTo(mobile.e164, 'DELETE');
    expect((await resend(whatsapp?.id, { channel: 'sms' })).status).toBe(200);
    await expect
      .poll(async () => (await messagesOf(documentId)).map(({ channel, state }) => `${channel} ${state}`), STATUS_WAIT)
      .toEqual(['whatsapp failed', 'sms delivered']);
    expect(await readSms(mobile.e164)).toHaveLength(1);
    // It went by SMS: sending it by SMS again is refused, as for any message not failed.
    expect((await resend(whatsapp?.id, { channel: 'sms' })).status).toBe(409);
  });

  it('sends SMS to a patient who chose it, and follows a change of channel made on the manage page', async () => {
    const mobile = uniqueMobile();
    const { documentId, manageToken } = await book(mobile.typed, { locale: 'en', phoneChannel: 'sms' });
    await expect.poll(async () => (await messagesOf(documentId)).map((message) => message.channel)).toEqual(['sms']);
    expect(await readWhatsApp(mobile.e164)).toEqual([]);

    const chosen = await chooseWhatsApp(manageToken);
    expect(((await chosen.json()) as { data: { phoneChannel: string } }).data.phoneChannel).toBe('whatsapp');
    const confirmed = await changeVisitStatus(cmsUrl, staff, documentId, { from: 'pending', to: 'confirmed' });
    expect(confirmed.status).toBe(200);
    await expect
      .poll(async () => (await messagesOf(documentId)).map(({ kind, channel }) => `${kind} ${channel}`))
      .toEqual(['received sms', 'confirmed whatsapp']);
    await expect
      .poll(async () => (await readWhatsApp(mobile.e164)).map((sent) => sent.template))
      .toEqual(['booking_confirmed']);
  });

  it('reminds a patient once when they change channel after the reminder went', async () => {
    const mobile = uniqueMobile();
    const { bookingNumber, documentId, manageToken } = await book(mobile.typed, { locale: 'en', phoneChannel: 'sms' });
    // The test CMS reminds 60 days before, every second: this visit was booked, as far as it knows, 90 days ago.
    const longAgo = toSqlDateTime(new Date(Date.now() - 90 * 24 * 60 * 60 * 1000));
    expect(
      await executeSql('UPDATE appointments SET created_at = ? WHERE booking_number = ?', [longAgo, bookingNumber]),
    ).toBe(1);
    const reminders = async () =>
      (await messagesOf(documentId)).filter((message) => message.kind === 'reminder').map((message) => message.channel);
    await expect.poll(reminders, { timeout: 10_000 }).toEqual(['sms']);
    const chosen = await chooseWhatsApp(manageToken);
    expect(chosen.status).toBe(200);
    // Three runs of the reminder job later, the visit still has its one reminder.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await reminders()).toEqual(['sms']);
  });

  it('stops a number’s messages on its WhatsApp reply STOP, by either channel', async () => {
    const mobile = uniqueMobile();
    const { documentId } = await book(mobile.typed, { locale: 'en' });
    await expect
      .poll(async () => (await messagesOf(documentId)).map((message) => message.state), STATUS_WAIT)
      .toEqual(['read']);
    const reply = await fetch(
      `${mailUrl}/whatsapp/reply?${new URLSearchParams({ from: mobile.e164, text: 'إيقاف' })}`,
      {
        method: 'POST',
      },
    );
    expect(((await reply.json()) as { status: number }).status).toBe(200);
    expect((await readVisitMessages(cmsUrl, staff, documentId)).messageStops).toMatchObject([
      { source: 'reply', channel: 'sms' },
    ]);
    const later = await book(mobile.typed, { locale: 'en', phoneChannel: 'sms' });
    expect(await messagesOf(later.documentId)).toEqual([]);
  });
});
