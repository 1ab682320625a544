import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { signInAsStaff } from '../fixtures/booking';
import { cairoDate, uniqueSurname } from '../fixtures/staff-area';
import { findDocumentId } from '../fixtures/staff-records';

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
    lang,
    signIn,
  }) => {
    const text = LOG[lang];
    const {
      booked: [visit],
    } = await bookAppointments(PLACE[lang].doctorIndex, PLACE[lang].daysAhead, uniqueSurname('Log'), [
      { firstName: 'Hoda', phone: '01001110071' },
    ]);
    if (!visit) throw new Error('Nothing booked');

    await signIn();
    await page.goto(`/${lang}/admin/appointments/${await findDocumentId(visit.bookingNumber)}`);
    await page.goto(`/${lang}/admin/access-log?bookingNumber=${visit.bookingNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const entries = page.getByRole('table', { name: text.title }).locator('tbody tr');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(text.opened);
    await expect(entries.first()).toContainText('staff@nileent.example');
    await expect(entries.first()).toContainText(visit.bookingNumber);
    expect(await findAxeViolations(page)).toEqual([]);

    // No card image was opened for this booking.
    await page.getByLabel(text.access, { exact: true }).selectOption('openCardImage');
    await page.getByRole('button', { name: text.apply }).click();
    await expect(page).toHaveURL(/action=openCardImage/);
    await expect(page.getByText(text.empty)).toBeVisible();

    await context.clearCookies();
    await signIn('receptionist');
    expect((await page.goto(`/${lang}/admin/access-log`))?.status()).toBe(404);
    await page.goto(`/${lang}/admin/appointments`);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: text.title, exact: true })).toHaveCount(0);
  });

  test('one opening of a page is one entry: listing visits opens none, opening one is one, a look-up is one', async ({
    page,
    lang,
    signIn,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    const marker = uniqueSurname('Once');
    const phone = `0100${String(Date.now()).slice(-7)}`;
    const { booked } = await bookAppointments(2, 27, marker, [
      { firstName: 'Rana', phone },
      { firstName: 'Rami', phone },
      { firstName: 'Reem', phone },
    ]);
    const [first] = booked;
    if (!first) throw new Error('Nothing booked');
    const since = Date.now();
    const { client } = await signInAsStaff();
    const today = cairoDate(new Date().toISOString());
    const entries = async (action: 'viewAppointment' | 'findPatientData', bookingNumber?: string) =>
      (
        await client.getAccessLog({ from: today, to: today, staff: 'staff@nileent.example', action, bookingNumber })
      ).data.filter(
        (entry) =>
          Date.parse(entry.occurredAt) >= since - 1_000 &&
          // A look-up names no booking: this person is the one with these three visits.
          (bookingNumber !== undefined || entry.details.appointments === booked.length),
      ).length;

    await signIn();
    const day = cairoDate(first.start);
    await page.goto(`/en/admin/appointments?from=${day}&to=${day}&q=${marker}`);
    await expect(page.getByRole('link', { name: /^Open appointment / })).toHaveCount(booked.length);
    await page.waitForLoadState('networkidle');
    for (const visit of booked) expect(await entries('viewAppointment', visit.bookingNumber)).toBe(0);

    await page
      .getByRole('link', { name: `Open appointment ${first.bookingNumber}` })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(first.bookingNumber);
    // Looking at other days to move the visit to reads their free times, not the visit again.
    for (const daysLater of [1, 2]) {
      const other = cairoDate(new Date(Date.parse(first.start) + daysLater * 86_400_000).toISOString());
      await page.getByLabel('Day', { exact: true }).fill(other);
      await page.getByRole('button', { name: 'Show free times' }).click();
      await expect(page).toHaveURL(new RegExp(`moveDay=${other}`));
      // A day with free times lists them under its name; a day without says so.
      await expect(
        page.getByRole('list', { name: /^Free times on / }).or(page.getByText(/^No free times on /)),
      ).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(await entries('viewAppointment', first.bookingNumber)).toBe(1);

    await page.goto('/en/admin/patient-data');
    await page.getByLabel('Phone or email', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { name: 'Visits', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await entries('findPatientData')).toBe(1);
  });
});
