import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { cmsUrl, signInAsStaff } from '../fixtures/booking';
import { cairoDate, uniqueSurname } from '../fixtures/staff-area';
import { downloadCsv, downloadText } from '../fixtures/staff-records';

/** What managers read on the patients' requests pages; written out, not read from the message files. */
const REQUESTS = {
  en: {
    title: "Patients' requests",
    search: 'Phone or email',
    find: 'Find',
    summary: (who: string) => `1 visit and 1 contact message under ${who}.`,
    correct: (bookingNumber: string) => `Correct visit ${bookingNumber}`,
    lastName: 'Last name',
    save: 'Save the correction',
    saved: 'Corrected.',
    download: 'Download in Arabic',
    blocked: (bookingNumber: string) => `Visits still booked ahead must be cancelled first: ${bookingNumber}.`,
    check: 'The person asked for this, and I have checked it is them.',
    erase: 'Erase everything',
    yes: 'Yes, erase it',
    erased: 'Erased: 1 visit anonymized, 1 contact message deleted.',
    nothing: (who: string) => `The clinic holds nothing under ${who}.`,
    anonymized: 'Patient details removed',
    exportCsv: 'Export CSV',
    mobileSent: /^Booking received · WhatsApp · /,
  },
  ar: {
    title: 'طلبات المرضى',
    search: 'رقم الموبايل أو البريد الإلكتروني',
    find: 'بحث',
    summary: (who: string) => `زيارة واحدة ورسالة تواصل واحدة تحت ${who}.`,
    correct: (bookingNumber: string) => `تصحيح الزيارة ${bookingNumber}`,
    lastName: 'اسم العائلة',
    save: 'حفظ التصحيح',
    saved: 'تم التصحيح.',
    download: 'تنزيل بالعربية',
    blocked: (bookingNumber: string) => `يجب إلغاء الزيارات المحجوزة القادمة أولًا: ${bookingNumber}.`,
    check: 'طلب الشخص ذلك، وتحققت من أنه هو.',
    erase: 'محو كل شيء',
    yes: 'نعم، امحُه',
    erased: 'تم المحو: زيارة واحدة بلا بيانات شخصية، ورسالة تواصل واحدة حُذفت.',
    nothing: (who: string) => `لا تحتفظ العيادة بأي بيانات تحت ${who}.`,
    anonymized: 'مريض حُذفت بياناته',
    exportCsv: 'تصدير CSV',
    mobileSent: /^استلام الحجز · واتساب · /,
  },
} as const;

/** Each language's own doctor, person and week, apart from the other staff tests'. */
const PERSON = {
  en: { doctorIndex: 3, daysAhead: 22, phone: '01001110093' },
  ar: { doctorIndex: 7, daysAhead: 22, phone: '01001110094' },
} as const;

test.describe('[ADMIN]: a person’s requests about their data', () => {
  test('a manager finds a person, corrects a visit, gives them their file, and erases them once nothing is booked ahead', async ({
    page,
    context,
    lang,
    signIn,
  }) => {
    test.setTimeout(90_000);
    const text = REQUESTS[lang];
    const { phone } = PERSON[lang];
    const marker = uniqueSurname('Person');
    const {
      booked: [visit],
    } = await bookAppointments(PERSON[lang].doctorIndex, PERSON[lang].daysAhead, marker, [
      { firstName: 'Dina', phone },
    ]);
    if (!visit) throw new Error('Nothing booked');
    const sent = await fetch(`${cmsUrl()}/api/contact-messages/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          name: `Dina ${marker}`,
          email: `${marker}@example.com`,
          phone,
          message: 'Do you see children on Saturdays?',
          locale: lang,
        },
      }),
    });
    expect(sent.status).toBe(201);
    const { client } = await signInAsStaff();
    const { upcoming } = await client.findPatientData({ phone });
    expect(upcoming).toEqual([visit.bookingNumber]);

    await signIn();
    await page.goto(`/${lang}/admin/patient-data`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await page.getByLabel(text.search, { exact: true }).fill(phone);
    await page.getByRole('button', { name: text.find }).click();
    const who = `+20 10 ${phone.slice(3, 7)} ${phone.slice(7)}`;
    await expect(page.getByRole('status').filter({ hasText: text.summary(who) })).toBeVisible();
    await expect(page.getByText(`Dina ${marker}`).first()).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: text.mobileSent })).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);

    // A correction, at the person's request.
    await page.getByRole('link', { name: text.correct(visit.bookingNumber) }).click();
    await page.getByLabel(text.lastName, { exact: true }).fill(`${marker}son`);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByText(`Dina ${marker}son`)).toBeVisible();

    // Their file, in Arabic whatever the page's language.
    const { text: file } = await downloadText(page, text.download);
    expect(file).toContain('<html lang="ar" dir="rtl">');
    expect(file).toContain(visit.bookingNumber);
    expect(file).toContain(`Dina ${marker}son`);
    expect(file).toContain('Do you see children on Saturdays?');
    expect(file).toMatch(/استلام الحجز · واتساب · /);

    // Erasure waits for the visit ahead to be cancelled.
    await expect(page.getByRole('alert').filter({ hasText: visit.bookingNumber })).toHaveText(
      text.blocked(visit.bookingNumber),
    );
    const {
      data: [row],
    } = await client.listAppointments({ q: visit.bookingNumber, from: '2026-01-01' });
    await client.changeAppointmentStatus(String(row?.documentId), {
      from: 'pending',
      to: 'canceled',
      reason: { category: 'patientRequest' },
    });
    await page.reload();
    await page.getByRole('checkbox', { name: text.check }).check();
    await page.getByRole('button', { name: text.erase }).click();
    await page.getByRole('button', { name: text.yes }).click();
    await expect(page.getByText(text.erased)).toBeVisible();
    await expect(page.getByText(text.nothing(who))).toBeVisible();
    await expect(page.getByText(`Dina ${marker}son`)).toHaveCount(0);

    // The erased visit stays in the list, its patient named in the page's words: never what the CMS
    // keeps in place of the details ('Anonymized', an address at example.invalid), nor a stray space.
    const day = cairoDate(visit.start);
    await page.goto(`/${lang}/admin/appointments?from=${day}&to=${day}&q=${visit.bookingNumber}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText(text.anonymized);
    const {
      rows: [, erasedRow],
    } = await downloadCsv(page, text.exportCsv);
    expect(erasedRow?.[3]).toBe(text.anonymized);
    await page.goto(`/${lang}/admin/appointments/${row?.documentId}`);
    await expect(page.getByText(text.anonymized, { exact: true })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Anonymized');
    await expect(page.locator('main')).not.toContainText('example.invalid');

    await context.clearCookies();
    await signIn('receptionist');
    expect((await page.goto(`/${lang}/admin/patient-data`))?.status()).toBe(404);
  });
});
