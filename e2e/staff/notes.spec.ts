import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { findHtmlErrors } from '../fixtures/html-validity';
import { readEmails } from '../fixtures/mail';
import { DASHBOARD, cairoDate, uniqueSurname } from '../fixtures/staff-area';

/** What staff read about notes; written out, not read from the message files. */
const NOTES = {
  en: {
    heading: 'Notes for staff',
    none: 'No notes yet.',
    field: 'New note',
    forDoctor: "Print it on the doctor's day sheet",
    add: 'Add note',
    added: 'Note added.',
    badge: 'For the doctor',
    required: 'This field is required.',
    onSheet: (text: string) => `Reception: ${text}`,
  },
  ar: {
    heading: 'ملاحظات الموظفين',
    none: 'لا توجد ملاحظات بعد.',
    field: 'ملاحظة جديدة',
    forDoctor: 'اطبعها في كشف اليوم للطبيب',
    add: 'إضافة الملاحظة',
    added: 'أُضيفت الملاحظة.',
    badge: 'للطبيب',
    required: 'هذا الحقل مطلوب.',
    onSheet: (text: string) => `من الاستقبال: ${text}`,
  },
} as const;

/** Each language's own doctor and week, apart from every other test's places. */
const PLACE = { en: { doctor: 1, daysAhead: 24 }, ar: { doctor: 9, daysAhead: 24 } } as const;

// Notes written, the visit's page, the day sheet and its print: 26 s of 30 on a loaded CI run.
test.describe.configure({ timeout: 60_000 });

test.describe('[ADMIN]: notes on an appointment', () => {
  test('staff write notes that stay with staff, escaped, and reach the doctor’s sheet only when marked', async ({
    page,
    lang,
    signIn,
  }) => {
    const text = NOTES[lang];
    await signIn();
    const marker = uniqueSurname(`note${lang}`);
    const {
      doctor,
      booked: [booking],
    } = await bookAppointments(PLACE[lang].doctor, PLACE[lang].daysAhead, marker, [
      { firstName: 'Omnia', phone: '01001110061' },
    ]);
    const bookingNumber = String(booking?.bookingNumber);
    const day = cairoDate(String(booking?.start));
    const forDoctor = `Allergic to penicillin <b>${marker}</b>`;
    const forStaff = `<script>document.title='pwned'</script> Daughter calls, ${marker}`;

    await page.goto(`/${lang}/admin/appointments?from=${day}&q=${bookingNumber}`);
    await page.getByRole('link', { name: DASHBOARD[lang].open(bookingNumber) }).click();
    await page.waitForURL(/\/admin\/appointments\/[a-z0-9]{24}$/);
    const detailUrl = page.url();
    const notes = page.getByRole('region', { name: text.heading });
    await expect(notes.getByText(text.none)).toBeVisible();

    // An empty note is refused on the field, in the page's language.
    await notes.getByRole('button', { name: text.add }).click();
    await expect(notes.getByRole('textbox', { name: text.field })).toHaveAccessibleDescription(
      new RegExp(text.required.replace('.', '\\.')),
    );

    await notes.getByRole('textbox', { name: text.field }).fill(forDoctor);
    await notes.getByRole('checkbox', { name: text.forDoctor }).check();
    await notes.getByRole('button', { name: text.add }).click();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await notes.getByRole('textbox', { name: text.field }).fill(forStaff);
    await notes.getByRole('button', { name: text.add }).click();
    await expect(notes.getByRole('listitem')).toHaveCount(2);

    // Shown as typed, markup and all, with the author; the marked one says it is for the doctor.
    const [first, second] = [notes.getByRole('listitem').first(), notes.getByRole('listitem').last()];
    await expect(first).toContainText(forDoctor);
    await expect(first).toContainText(text.badge);
    await expect(first).toContainText('staff@nileent.example');
    // The author's address keeps its own order beside the date, in an Arabic line too.
    await expect(first.locator('bdi[dir="ltr"]')).toHaveText('staff@nileent.example');
    await expect(second).toContainText(forStaff);
    await expect(second).not.toContainText(text.badge);
    expect(await page.title()).not.toBe('pwned');
    const detailHtml = await page.content();
    expect(detailHtml).not.toContain(`<b>${marker}</b>`);
    // Checked with the toast on screen, once its entrance has finished: its text must read too.
    await expect(page.getByText(text.added).last()).toBeVisible();
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished),
      ),
    );
    expect(await findAxeViolations(page)).toEqual([]);
    const served = await page.request.get(page.url());
    expect(findHtmlErrors([{ path: page.url(), html: await served.text() }])).toEqual([]);

    // The doctor's sheet carries the marked note only.
    await page.goto(`/${lang}/admin/day?date=${day}&doctor=${doctor.documentId}`);
    const row = page.getByRole('row').filter({ hasText: bookingNumber });
    await expect(row).toContainText(text.onSheet(forDoctor));
    await expect(row).not.toContainText('Daughter calls');

    // The CSV of the day has the visit and none of what staff wrote.
    await page.goto(`/${lang}/admin/appointments?from=${day}&to=${day}&q=${marker}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: DASHBOARD[lang].exportCsv }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(bookingNumber);
    expect(csv).not.toContain('penicillin');
    expect(csv).not.toContain('Daughter calls');

    // Nor does any message to the patient: their confirmation, sent after the notes, says none of it.
    await page.goto(detailUrl);
    await page.getByRole('button', { name: DASHBOARD[lang].confirm }).click();
    await expect
      .poll(async () => (await readEmails(`${marker}@example.com`)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    for (const email of await readEmails(`${marker}@example.com`)) {
      expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/penicillin|Daughter calls/);
    }
  });
});
