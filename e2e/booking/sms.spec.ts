import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { bookAppointments } from '../fixtures/api-bookings';
import { signInAsStaff } from '../fixtures/booking';
import { readSms } from '../fixtures/mail';
import { MANAGE } from '../fixtures/manage-page';
import { cairoDate, findOpenPlaces } from '../fixtures/staff-area';

/** The one doctor no booking test takes, in weeks of its own for each language. */
const PLACE = { en: { doctor: 10, daysAhead: 15 }, ar: { doctor: 10, daysAhead: 1 } } as const;

/** How each SMS opens, in the booking's language; written out, not read from the CMS's texts. */
const SMS = {
  en: { received: /^Booking ENT-[0-9A-Z-]+ received with /, moved: /^Your visit moved to / },
  ar: { received: /^استلمنا حجزك ENT-[0-9A-Z-]+/, moved: /^نُقل موعدك إلى / },
} as const;

/** The short manage link an SMS ends with, as a path. */
const SHORT_LINK = /https?:\/\/[^/\s]+(\/m\/[A-Za-z0-9_-]{43})$/;

test.describe('[SMS]: a patient who gave no email hears by SMS', () => {
  test('books with a mobile, opens the SMS’s short link, and reads the move by SMS', async ({ page, lang }) => {
    const text = SMS[lang];
    const subscriber = String(randomInt(0, 100_000_000)).padStart(8, '0');
    const mobile = { typed: `011${subscriber}`, e164: `+2011${subscriber}` };
    const {
      booked: [booking],
    } = await bookAppointments(PLACE[lang].doctor, PLACE[lang].daysAhead, 'Fathy', [
      { firstName: 'Karim', phone: mobile.typed, email: null, locale: lang },
    ]);
    if (!booking) throw new Error('Nothing booked');
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
  });
});
