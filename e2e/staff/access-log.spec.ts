import { expect, test } from '@playwright/test';
import { axeFor } from '../fixtures/accessibility';
import { signInAsStaff } from '../fixtures/booking';
import { expectationsFor } from '../fixtures/locales';
import { bookAppointments, uniqueSurname, useStaffSession } from '../fixtures/staff-area';

/** What managers read on the access log; written out, not read from the message files. */
const LOG = {
  en: {
    title: 'Access log',
    opened: 'Opened the appointment',
    access: 'Access',
    cardAccess: 'Opened a card image',
    apply: 'Apply',
    empty: 'No entry matches these filters.',
  },
  ar: {
    title: 'سجل الاطلاع',
    opened: 'فتح الموعد',
    access: 'نوع الاطلاع',
    cardAccess: 'فتح صورة بطاقة',
    apply: 'تطبيق',
    empty: 'لا توجد إدخالات تطابق هذه الفلاتر.',
  },
} as const;

/** Each language's own doctor and week, apart from the other staff tests' places. */
const PLACE = { en: { doctorIndex: 2, daysAhead: 20 }, ar: { doctorIndex: 8, daysAhead: 20 } } as const;

test.describe('[ADMIN]: the access log', () => {
  test('a manager sees who opened an appointment, filters the log, and a receptionist cannot open it', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = LOG[lang];
    const {
      booked: [visit],
    } = await bookAppointments(PLACE[lang].doctorIndex, PLACE[lang].daysAhead, uniqueSurname('Log'), [
      { firstName: 'Hoda', phone: '01001110071' },
    ]);
    if (!visit) throw new Error('Nothing booked');
    const { client } = await signInAsStaff();
    const {
      data: [row],
    } = await client.listAppointments({ q: visit.bookingNumber, from: '2026-01-01' });

    await useStaffSession(context, String(baseURL));
    await page.goto(`/${lang}/admin/appointments/${row?.documentId}`);
    await page.goto(`/${lang}/admin/access-log?bookingNumber=${visit.bookingNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const entries = page.getByRole('table', { name: text.title }).locator('tbody tr');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(text.opened);
    await expect(entries.first()).toContainText('staff@nileent.example');
    await expect(entries.first()).toContainText(visit.bookingNumber);
    const { violations } = await axeFor(page).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    // No card image was opened for this booking.
    await page.getByLabel(text.access, { exact: true }).selectOption('openCardImage');
    await page.getByRole('button', { name: text.apply }).click();
    await expect(page).toHaveURL(/action=openCardImage/);
    await expect(page.getByText(text.empty)).toBeVisible();

    await context.clearCookies();
    await useStaffSession(context, String(baseURL), 'receptionist');
    expect((await page.goto(`/${lang}/admin/access-log`))?.status()).toBe(404);
    await page.goto(`/${lang}/admin/appointments`);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: text.title, exact: true })).toHaveCount(0);
  });
});
