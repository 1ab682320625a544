import { createCmsClient } from '@clinic/cms-client';
import { expect, test } from '@playwright/test';
import { axeFor } from '../fixtures/accessibility';
import { cmsUrl, signInAsStaff } from '../fixtures/booking';
import { expectationsFor } from '../fixtures/locales';
import { cairoDate, findOpenPlaces, uniqueSurname, useStaffSession } from '../fixtures/staff-area';

/** What staff read of the messages to a patient; written out, not read from the message files. */
const MESSAGES = {
  en: {
    heading: 'Messages to the patient',
    received: 'Booking received',
    notDelivered: 'Not delivered',
    reason: /^Reason: .*550/,
    sendAgain: 'Send again: Booking received',
    resent: 'The message will be sent again in a moment.',
  },
  ar: {
    heading: 'الرسائل إلى المريض',
    received: 'استلام الحجز',
    notDelivered: 'لم تصل',
    reason: /^السبب: .*550/,
    sendAgain: 'إعادة إرسال: استلام الحجز',
    resent: 'ستُرسل الرسالة مرة أخرى بعد لحظات.',
  },
} as const;

/** A walk-in session's doctor, whose places are many, in a week no other test books. */
const PLACE = { doctor: 2, daysAhead: 12 } as const;

test.describe('[ADMIN]: messages to the patient', () => {
  test('a message the mail server refused says so and why, and can be sent again', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { lang } = expectationsFor(testInfo.project.name);
    const text = MESSAGES[lang];
    await useStaffSession(context, String(baseURL));
    const marker = uniqueSurname(`mail${lang}`);
    const {
      doctor,
      branch,
      places: [place],
    } = await findOpenPlaces(PLACE.doctor, PLACE.daysAhead);
    if (!place) throw new Error('A free place expected');
    // The e2e mail capture refuses every address at refused.example, as a mailbox that does not exist.
    const booking = await createCmsClient({ baseUrl: cmsUrl() }).book({
      doctor: doctor.documentId,
      branch: branch.documentId,
      start: place.start,
      source: 'doctor-flow',
      locale: lang,
      patient: {
        firstName: 'Sahar',
        lastName: marker,
        email: `${marker}@refused.example`,
        phone: '01001110091',
        age: 29,
        contractType: 'cash',
      },
      consent: { accepted: true, policyVersion: 'e2e' },
    });
    const { client } = await signInAsStaff();
    const {
      data: [row],
    } = await client.listAppointments({ q: booking.bookingNumber, from: cairoDate(place.start) });
    await page.goto(`/${lang}/admin/appointments/${row?.documentId}`);
    const messages = page.getByRole('region', { name: text.heading });
    // Every try is refused: after the last one the message is not delivered, and the page says why.
    await expect(async () => {
      await page.reload();
      await expect(messages.getByText(text.notDelivered)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 40_000 });
    await expect(messages.getByText(text.received)).toBeVisible();
    await expect(messages.getByText(text.reason)).toBeVisible();
    const { violations } = await axeFor(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);

    await messages.getByRole('button', { name: text.sendAgain }).click();
    await expect(page.getByText(text.resent)).toBeVisible();
    // Queued again from its first try: the button goes until the message fails once more.
    await expect(messages.getByRole('button', { name: text.sendAgain })).toBeHidden();
  });
});
