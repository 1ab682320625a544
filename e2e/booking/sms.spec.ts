import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { bookAppointments } from '../fixtures/api-bookings';
import { signInAsStaff } from '../fixtures/booking';
import { markNotOnWhatsApp, readSms, readWhatsApp } from '../fixtures/mail';
import { MANAGE } from '../fixtures/manage-page';
import { cairoDate, findOpenPlaces } from '../fixtures/staff-area';

/** The one doctor no booking test takes, in weeks of its own for each language. */
const PLACE = { en: { doctor: 10, daysAhead: 15 }, ar: { doctor: 10, daysAhead: 1 } } as const;

/** How each SMS opens, in the booking's language; written out, not read from the CMS's texts. */
const SMS = {
  en: { received: /^Booking ENT-[0-9A-Z-]+ received with /, moved: /^Your visit moved to / },
  ar: { received: /^استلمنا حجزك ENT-[0-9A-Z-]+/, moved: /^نُقل موعدك إلى / },
} as const;

/** The manage page's messages switch: stop, what it says then, have them again, and what it says then. */
const MESSAGES_SWITCH = {
  en: [
    'Stop messages about this booking',
    'Done: we will not send you any more messages about this booking.',
    'Send me messages again',
    'Done: we will write to you again about this booking.',
  ],
  ar: [
    'إيقاف الرسائل الخاصة بهذا الحجز',
    'تم: لن تصلك رسائل أخرى بشأن هذا الحجز.',
    'أعِد إرسال الرسائل إليّ',
    'تم: سنراسلك من جديد بشأن هذا الحجز.',
  ],
} as const;

/** What staff read on the visit's page once the patient stopped its messages from the manage page. */
const STOPPED_FOR_STAFF = {
  en: /^The patient stopped every message about this booking from its page on /,
  ar: /^أوقف المريض كل الرسائل الخاصة بهذا الحجز من صفحته في /,
} as const;

/** What staff read on the visit of a patient whose number is not on WhatsApp. */
const FALLBACK_FOR_STAFF = {
  en: {
    heading: 'Messages to the patient',
    notOnWhatsApp: 'the number is not on WhatsApp',
    instead: /SMS, \d parts?, instead of WhatsApp/,
    sendBySms: /^Send by SMS/,
  },
  ar: {
    heading: 'الرسائل إلى المريض',
    notOnWhatsApp: 'الرقم غير مسجّل على واتساب',
    instead: /بدلًا من واتساب/,
    sendBySms: /^الإرسال برسالة نصية/,
  },
} as const;

/** A mobile number no other test books with: as a patient types it, and in E.164. */
const uniqueMobile = () => {
  const subscriber = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { typed: `011${subscriber}`, e164: `+2011${subscriber}` };
};

/** The short manage link an SMS ends with, as a path. */
const SHORT_LINK = /https?:\/\/[^/\s]+(\/m\/[A-Za-z0-9_-]{43})$/;

test.describe('[SMS]: a patient who gave no email hears by SMS, or by WhatsApp', () => {
  test('books with a mobile, opens the SMS’s short link, reads the move by SMS, and stops the messages', async ({
    page,
    lang,
    signIn,
  }) => {
    const text = SMS[lang];
    const mobile = uniqueMobile();
    // A second patient took WhatsApp, but their number is not on it: they read the SMS instead.
    const notOnWhatsApp = uniqueMobile();
    await markNotOnWhatsApp(notOnWhatsApp.e164);
    const {
      booked: [booking, fallenBack],
    } = await bookAppointments(PLACE[lang].doctor, PLACE[lang].daysAhead, 'Fathy', [
      { firstName: 'Karim', phone: mobile.typed, email: null, locale: lang, phoneChannel: 'sms' },
      { firstName: 'Laila', phone: notOnWhatsApp.typed, email: null, locale: lang, phoneChannel: 'whatsapp' },
    ]);
    if (!booking || !fallenBack) throw new Error('Nothing booked');
    await expect.poll(async () => (await readSms(notOnWhatsApp.e164)).length, { timeout: 15_000 }).toBe(1);
    const [instead] = await readSms(notOnWhatsApp.e164);
    expect(instead?.text).toMatch(text.received);
    expect(instead?.text).toContain(fallenBack.bookingNumber);
    await expect
      .poll(async () => (await readWhatsApp(notOnWhatsApp.e164)).map((sent) => sent.statuses))
      .toEqual([['failed']]);
    await expect.poll(async () => (await readSms(mobile.e164)).length, { timeout: 15_000 }).toBe(1);
    const [received] = await readSms(mobile.e164);
    expect(received?.text).toMatch(text.received);
    const link = SHORT_LINK.exec(received?.text ?? '')?.[1];

    // The short link is sent to the visitor's language, whose route keeps the token in a cookie and
    // answers 303 to the manage page without it; opening it changes nothing.
    const redirect = await page.request.get(`/${lang}${link}`, { maxRedirects: 0 });
    expect([redirect.status(), redirect.headers().location]).toEqual([303, `/${lang}/booking/manage`]);
    await page.goto(String(link));
    expect(new URL(page.url()).pathname).toBe(`/${lang}/booking/manage`);
    await expect(page.getByRole('heading', { level: 1, name: MANAGE[lang].title })).toBeVisible();
    await expect(page.getByTestId('booking-number')).toHaveText(booking.bookingNumber);

    // The clinic moves the visit: the patient reads it by SMS, with a link of its own.
    const { client } = await signInAsStaff();
    const {
      data: [row],
    } = await client.listAppointments({ q: booking.bookingNumber, from: cairoDate(booking.start) });
    const { places } = await findOpenPlaces(PLACE[lang].doctor, PLACE[lang].daysAhead);
    const later = places.find((place) => place.start > booking.start);
    await client.rescheduleAppointment(String(row?.documentId), { from: booking.start, start: String(later?.start) });
    await expect.poll(async () => (await readSms(mobile.e164)).length, { timeout: 15_000 }).toBe(2);
    const [moved] = await readSms(mobile.e164);
    expect(moved?.text).toMatch(text.moved);
    expect(SHORT_LINK.exec(moved?.text ?? '')?.[1]).not.toBe(link);

    // The patient stops this booking's messages from its page: the clinic's confirmation then writes
    // nothing, and staff read why; the page can have them again.
    const [stopMessages, messagesStopped, resumeMessages, messagesResumed] = MESSAGES_SWITCH[lang];
    await page.reload();
    await page.getByRole('button', { name: stopMessages }).click();
    await expect(page.getByRole('status').filter({ hasText: messagesStopped })).toBeVisible();
    const documentId = String(row?.documentId);
    await client.changeAppointmentStatus(documentId, { from: 'pending', to: 'confirmed' });
    const stopped = await client.getAppointment(documentId);
    expect(stopped.messages.map((message) => message.kind)).toEqual(['received', 'moved']);
    expect(stopped.messageStops).toMatchObject([{ source: 'managePage', channel: 'all' }]);
    await signIn();
    await page.goto(`/${lang}/admin/appointments/${documentId}`);
    await expect(page.getByText(STOPPED_FOR_STAFF[lang])).toBeVisible();
    // Staff read both tries of the patient not on WhatsApp: why WhatsApp failed, and the SMS sent instead,
    // which is what they would send again (no "Send by SMS" on the WhatsApp message).
    const {
      data: [fallenRow],
    } = await client.listAppointments({ q: fallenBack.bookingNumber, from: cairoDate(fallenBack.start) });
    await page.goto(`/${lang}/admin/appointments/${fallenRow?.documentId}`);
    const tries = page.getByRole('region', { name: FALLBACK_FOR_STAFF[lang].heading }).getByRole('listitem');
    await expect(tries.filter({ hasText: FALLBACK_FOR_STAFF[lang].notOnWhatsApp })).toHaveCount(1);
    await expect(tries.filter({ hasText: FALLBACK_FOR_STAFF[lang].instead })).toHaveCount(1);
    await expect(page.getByRole('button', { name: FALLBACK_FOR_STAFF[lang].sendBySms })).toHaveCount(0);
    await page.goto(`/${lang}/booking/manage`);
    await page.getByRole('button', { name: resumeMessages }).click();
    await expect(page.getByRole('status').filter({ hasText: messagesResumed })).toBeVisible();
    expect((await client.getAppointment(documentId)).messageStops).toEqual([]);
  });
});
