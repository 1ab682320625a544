import { createCmsClient } from '@clinic/cms-client';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { cmsUrl, signInAsStaff } from '../fixtures/booking';
import { readEmails } from '../fixtures/mail';
import { cairoDate, findOpenPlaces, uniqueSurname } from '../fixtures/staff-area';

/** What staff read of the messages to a patient; written out, not read from the message files. */
const MESSAGES = {
  en: {
    heading: 'Messages to the patient',
    received: 'Booking received',
    notDelivered: 'Not delivered',
    sent: /^Sent · /,
    read: /^Read by the patient · /,
    reason: 'Reason: address refused (no such mailbox)',
    details: 'Details: 550 5.1.1 <…>: mailbox does not exist',
    email: 'Email',
    byEmail: /· Email/,
    byWhatsApp: /· WhatsApp/,
    save: 'Save the correction',
    saved: 'Corrected.',
    sendAgain: 'Send again: Booking received',
    resent: 'The message will be sent again in a moment.',
  },
  ar: {
    heading: 'الرسائل إلى المريض',
    received: 'استلام الحجز',
    notDelivered: 'لم تصل',
    sent: /^أُرسلت · /,
    read: /^قرأها المريض · /,
    reason: 'السبب: العنوان مرفوض (صندوق البريد غير موجود)',
    details: 'التفاصيل: 550 5.1.1 <…>: mailbox does not exist',
    email: 'البريد الإلكتروني',
    byEmail: /· بريد إلكتروني/,
    byWhatsApp: /· واتساب/,
    save: 'حفظ التصحيح',
    saved: 'تم التصحيح.',
    sendAgain: 'إعادة إرسال: استلام الحجز',
    resent: 'ستُرسل الرسالة مرة أخرى بعد لحظات.',
  },
} as const;

/** A walk-in session's doctor, whose places are many, in a week no other test books. */
const PLACE = { doctor: 2, daysAhead: 12 } as const;

test.describe('[ADMIN]: messages to the patient', () => {
  test('a message to an address that does not exist fails at once and says why; once a manager corrects the email, Send again delivers it', async ({
    page,
    lang,
    signIn,
  }) => {
    test.setTimeout(60_000);
    const text = MESSAGES[lang];
    await signIn();
    const marker = uniqueSurname(`mail${lang}`);
    const phone = '01001110091';
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
        phone,
        age: 29,
        contractType: 'cash',
      },
      consent: { accepted: true, policyVersion: 'e2e' },
    });
    const { client } = await signInAsStaff();
    const {
      data: [row],
    } = await client.listAppointments({ q: booking.bookingNumber, from: cairoDate(place.start) });
    const appointmentPage = `/${lang}/admin/appointments/${row?.documentId}`;
    await page.goto(appointmentPage);
    const messages = page.getByRole('region', { name: text.heading });
    const byChannel = (channel: RegExp) => messages.getByRole('listitem').filter({ hasText: channel });
    const email = byChannel(text.byEmail);
    /** A message's state, once a reload shows it: the delivery goes on after the page answered. */
    const expectOnReload = (message: typeof email, state: string | RegExp) =>
      expect(async () => {
        await page.reload();
        await expect(message.getByText(state)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    // The server refuses the address for good (550 to RCPT TO): the first try fails the message, and
    // the page says why in its language, with the server's words, never the address.
    await expectOnReload(email, text.notDelivered);
    await expect(email.getByText(text.received)).toBeVisible();
    await expect(email.getByText(text.reason)).toBeVisible();
    await expect(email.getByText(text.details)).toBeVisible();
    // The WhatsApp message to the patient's mobile went out beside it, and WhatsApp reported it read.
    await expectOnReload(byChannel(text.byWhatsApp), text.read);
    await expect(messages).not.toContainText('@refused.example');
    expect(await findAxeViolations(page)).toEqual([]);

    // A manager corrects the mistyped email at the patient's word (an access-logged correction)…
    const corrected = `${marker}@example.com`;
    await page.goto(`/${lang}/admin/patient-data/appointments/${row?.documentId}?q=${phone}`);
    await page.getByLabel(text.email, { exact: true }).fill(corrected);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    // …and Send again writes to the corrected address.
    await page.goto(appointmentPage);
    await messages.getByRole('button', { name: text.sendAgain }).click();
    await expect(page.getByText(text.resent)).toBeVisible();
    await expectOnReload(email, text.sent);
    await expect(messages.getByRole('button', { name: text.sendAgain })).toBeHidden();
    expect((await readEmails(corrected)).map((email) => email.subject)).toEqual([
      expect.stringContaining(booking.bookingNumber),
    ]);
  });
});
