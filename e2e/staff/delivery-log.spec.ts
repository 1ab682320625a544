import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { uniqueSurname } from '../fixtures/staff-area';

/** What managers read on the delivery log; written out, not read from the message files. */
const LOG = {
  en: {
    title: 'Messages to patients',
    email: 'Email',
    whatsapp: /^WhatsApp$/,
    received: 'Booking received',
    sent: 'Sent',
    notDelivered: 'Not delivered',
    reason: 'Reason: address refused (no such mailbox)',
    details: 'Details: 550 5.1.1 <…>: mailbox does not exist',
    delivery: 'Delivery',
    apply: 'Apply',
  },
  ar: {
    title: 'الرسائل إلى المرضى',
    email: 'بريد إلكتروني',
    whatsapp: /^واتساب$/,
    received: 'استلام الحجز',
    sent: 'أُرسلت',
    notDelivered: 'لم تصل',
    reason: 'السبب: العنوان مرفوض (صندوق البريد غير موجود)',
    details: 'التفاصيل: 550 5.1.1 <…>: mailbox does not exist',
    delivery: 'التسليم',
    apply: 'تطبيق',
  },
} as const;

/** Each language's own doctor and week, apart from the other staff tests' places. */
const PLACE = {
  en: { doctorIndex: 5, daysAhead: 15, phone: '01001110083' },
  ar: { doctorIndex: 10, daysAhead: 8, phone: '01001110084' },
} as const;

test.describe('[ADMIN]: the delivery log of patient messages', () => {
  test('a manager sees that a booking’s email and WhatsApp message went out, filters by state, and opens the booking', async ({
    page,
    lang,
    signIn,
  }) => {
    const text = LOG[lang];
    const {
      booked: [visit],
    } = await bookAppointments(PLACE[lang].doctorIndex, PLACE[lang].daysAhead, uniqueSurname('Delivery'), [
      { firstName: 'Salma', phone: PLACE[lang].phone },
    ]);
    if (!visit) throw new Error('Nothing booked');

    await signIn();
    const rows = page.getByRole('table', { name: text.title }).locator('tbody tr');
    const byChannel = (channel: string | RegExp) =>
      rows.filter({ has: page.getByRole('cell', { name: channel, exact: true }) });
    // The messages go out a moment after the booking: the page shows the email sent once it is, and
    // the WhatsApp message read once WhatsApp reports the patient opened it.
    const read = lang === 'ar' ? 'قرأها المريض' : 'Read by the patient';
    await expect(async () => {
      await page.goto(`/${lang}/admin/deliveries?bookingNumber=${visit.bookingNumber}`);
      await expect(byChannel(text.email)).toContainText(text.sent, { timeout: 1_000 });
      await expect(byChannel(text.whatsapp)).toContainText(read, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row).toContainText(text.received);
      await expect(row).toContainText(visit.bookingNumber);
    }
    expect(await findAxeViolations(page)).toEqual([]);

    await page.getByLabel(text.delivery, { exact: true }).selectOption('failed');
    await page.getByRole('button', { name: text.apply }).click();
    await expect(page).toHaveURL(/state=failed/);
    await expect(rows).toHaveCount(0);

    await page.goto(`/${lang}/admin/deliveries?bookingNumber=${visit.bookingNumber}`);
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/appointments/[a-z0-9]+$`));
    await expect(page.getByText(visit.bookingNumber).first()).toBeVisible();
  });

  test('a message the mail server refused says why in the page’s language, never the address', async ({
    page,
    lang,
    signIn,
  }) => {
    const text = LOG[lang];
    const surname = uniqueSurname('Refused');
    const {
      booked: [visit],
    } = await bookAppointments(PLACE[lang].doctorIndex, PLACE[lang].daysAhead, surname, [
      { firstName: 'Hala', phone: PLACE[lang].phone, email: `${surname}@refused.example` },
    ]);
    if (!visit) throw new Error('Nothing booked');

    await signIn();
    const table = page.getByRole('table', { name: text.title });
    const email = table.locator('tbody tr').filter({ has: page.getByRole('cell', { name: text.email, exact: true }) });
    // The mail server refuses the address for good: the first try fails the message.
    await expect(async () => {
      await page.goto(`/${lang}/admin/deliveries?bookingNumber=${visit.bookingNumber}`);
      await expect(email).toContainText(text.notDelivered, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(email).toContainText(text.reason);
    await expect(email).toContainText(text.details);
    await expect(table).not.toContainText('@refused.example');
    expect(await findAxeViolations(page)).toEqual([]);
  });

  test('a receptionist has no delivery log', async ({ page, lang, signIn }) => {
    await signIn('receptionist');
    expect((await page.goto(`/${lang}/admin/deliveries`))?.status()).toBe(404);
  });
});
