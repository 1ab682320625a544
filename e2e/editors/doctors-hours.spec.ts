import { test } from '@playwright/test';
import { createCmsClient } from '@clinic/cms-client';
import { cmsUrl } from '../fixtures/booking';
import { createAdministratorToken } from '../fixtures/cms-admin';
import { expect, panelOnlyIn, readArabicName, superAdminToken } from '../fixtures/cms-panel';
import {
  addEarlyHours,
  bookCashVisit,
  findCairoDayAhead,
  findFirstOpening,
  removeHours,
} from '../fixtures/early-hours';
import { readDoctorsInOrder } from '../fixtures/seeded-doctors';
import { useStaffSession } from '../fixtures/staff-area';

/** The next Wednesday after today in Cairo, as YYYY-MM-DD. */
const nextCairoWednesday = () => {
  const today = new Date(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date()));
  const daysAhead = (3 - today.getUTCDay() + 7) % 7 || 7;
  return new Date(today.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
};

test.describe('[EDITOR]: the CMS admin panel, as a clinic editor', () => {
  test.setTimeout(120_000);

  test('adds a doctor’s Wednesday hours that the booking offers, and is refused hours that overlap them or end before they start', async ({
    page,
  }, testInfo) => {
    // Three of the panel's forms, the booking and the doctor's form: 123 s on a loaded two-core CI run.
    test.setTimeout(180_000);
    // What the panel does with hours does not depend on its language: this runs once, in the Arabic
    // panel. The English labels of the same form are the layout's own (cms/tests/editor-panel.test.ts).
    const { lang, text } = await panelOnlyIn('ar', page, testInfo);
    // A doctor who works one branch on Sunday, Tuesday and Thursday evenings only.
    const [doctorName, branchName, otherBranchName] = [
      'Dr. Mona Abdel Rahman',
      'Mohandessin Branch',
      'Heliopolis Branch',
    ];
    const made: string[] = [];
    const addHours = async (branch: string, from: string, until: string) => {
      await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::doctor-schedule.doctor-schedule/create`);
      await page.getByRole('combobox', { name: text.doctor, exact: true }).click();
      await page.getByRole('combobox', { name: text.doctor, exact: true }).fill(doctorName.split(' ').at(-1) ?? '');
      await page.getByRole('option', { name: new RegExp(doctorName.replace('.', '\\.')) }).click();
      await page.getByRole('combobox', { name: text.branch, exact: true }).click();
      await page.getByRole('combobox', { name: text.branch, exact: true }).fill(branch.split(' ')[0] ?? '');
      await page.getByRole('option', { name: new RegExp(branch) }).click();
      await page.getByRole('combobox', { name: text.day, exact: true }).click();
      await page.getByRole('option', { name: text.wednesday }).click();
      // Times are chosen in 5-minute steps, never typed.
      await page.getByRole('combobox', { name: text.from, exact: true }).click();
      await page.getByRole('option', { name: from, exact: true }).click();
      await page.getByRole('combobox', { name: text.until, exact: true }).click();
      await page.getByRole('option', { name: until, exact: true }).click();
      await page.getByRole('textbox', { name: text.minutes }).fill('30');
      await page.getByRole('button', { name: text.save, exact: true }).click();
    };

    // The entry is named in the panel's language: the doctor's and the branch's Arabic names, the day in Arabic.
    const hoursName = `${await readArabicName('branches', branchName)} — ${text.wednesday} 10:00–13:00`;
    const entryName = `${await readArabicName('doctors', doctorName)} — ${hoursName}`;
    try {
      await addHours(branchName, '10:00', '13:00');
      await expect(page.getByRole('heading', { name: entryName })).toBeVisible();
      made.push(new URL(page.url()).pathname.split('/').at(-1) ?? '');

      const doctors = (await (
        await fetch(
          `${cmsUrl()}/api/doctors?filters[name][$eq]=${encodeURIComponent(doctorName)}&populate[branches][fields][0]=name`,
        )
      ).json()) as { data: { documentId: string; branches: { documentId: string; name: string }[] }[] };
      const doctor = doctors.data[0];
      const branch = doctor?.branches.find((candidate) => candidate.name === branchName);
      const wednesday = nextCairoWednesday();
      await page.goto(
        `/${lang}/booking?flow=doctor&doctor=${doctor?.documentId}&branch=${branch?.documentId}&date=${wednesday}`,
      );
      await expect(page.locator(`input[type="radio"][value^="${wednesday}T10:00"]:not([disabled])`)).toBeAttached();
      await expect(page.locator(`input[type="radio"][value^="${wednesday}T12:30"]:not([disabled])`)).toBeAttached();

      // The doctor's form lists the doctor's hours beside it, each one click from its own form.
      await page.goto(
        `${cmsUrl()}/admin/content-manager/collection-types/api::doctor.doctor/${doctor?.documentId}?plugins[i18n][locale]=ar`,
      );
      await expect(page.getByRole('heading', { name: text.weeklyHoursPanel, exact: true })).toBeVisible();
      await page.getByRole('link', { name: hoursName }).click();
      await expect(page.getByRole('heading', { name: entryName })).toBeVisible();

      await addHours(otherBranchName, '11:00', '12:00');
      await expect(page.getByText(text.overlap).first()).toBeVisible();
      await expect(page).toHaveURL(/\/create/);

      // Hours that end before they start are refused under the end time, and the form keeps what was typed.
      await addHours(otherBranchName, '14:00', '13:00');
      await expect(page.getByText(text.endsBeforeStart).first()).toBeVisible();
      await expect(page).toHaveURL(/\/create/);
      await expect(page.getByRole('combobox', { name: text.from, exact: true })).toHaveText('14:00');
      await expect(page.getByRole('combobox', { name: text.until, exact: true })).toHaveText('13:00');
    } finally {
      const token = await superAdminToken();
      for (const documentId of made.filter(Boolean)) {
        await fetch(`${cmsUrl()}/content-manager/collection-types/api::doctor-schedule.doctor-schedule/${documentId}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
      }
    }
  });

  test('is shown the booked visits a change of hours leaves out, confirms it, and the front desk sees whom to call', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    // The refusal speaks the editor's language (cms/tests/hours-changes.test.ts checks both): run once, in Arabic.
    const { text } = await panelOnlyIn('ar', page, testInfo);
    const token = await createAdministratorToken();
    const cms = createCmsClient({ baseUrl: cmsUrl() });
    const doctor = (await readDoctorsInOrder(cms))[8];
    const branch = doctor?.branches?.[0];
    if (!doctor || !branch) throw new Error('No seeded doctor with a branch');
    const place = { doctor: doctor.documentId, branch: branch.documentId };
    // One day of hours at 05:00, an hour no seeded schedule uses, 26 days ahead: this test's alone.
    const cairoDay = findCairoDayAhead(26);
    const { day } = cairoDay;
    const schedule = await addEarlyHours(token, place, cairoDay);
    try {
      const firstStart = () => findFirstOpening(cms, place, day);
      const start = (await firstStart()) ?? '';
      const patient = { firstName: 'Salma', lastName: 'Fathy', email: `hours-${Date.now()}@example.com`, age: 40 };
      const visit = await bookCashVisit(cms, { ...place, start, locale: 'ar' }, patient);

      // The editor moves the hours' start half an hour later, which would leave the 05:00 visit out: the
      // panel beside the form names it before anything is saved.
      await page.goto(
        `${cmsUrl()}/admin/content-manager/collection-types/api::doctor-schedule.doctor-schedule/${schedule}`,
      );
      await page.getByRole('combobox', { name: text.from, exact: true }).click();
      await page.getByRole('option', { name: '05:30', exact: true }).click();
      await expect(page.getByRole('heading', { name: text.bookedVisitsPanel, exact: true })).toBeVisible();
      const listed = page.getByRole('listitem').filter({ hasText: visit.bookingNumber });
      await expect(listed).toBeVisible();
      await expect(listed).not.toContainText('Salma');
      await expect(page.getByText(text.leavesBookedVisits).first()).toBeVisible();
      // Nothing is saved by looking: the hours still offer 05:00.
      expect(await firstStart()).toBe(start);

      // A sentence to tick, not a switch between the panel's yes and no (the form's only yes/no field).
      await expect(page.getByText(/^(نعم|لا|yes|no|true|false)$/i)).toHaveCount(0);
      await page.getByRole('checkbox', { name: text.confirmBookedVisits }).check();
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByRole('heading', { name: /05:30–06:00/ })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: text.confirmBookedVisits })).not.toBeChecked();
      expect(await firstStart()).not.toBe(start);

      // The front desk's list and the visit's page say whom to call, in both languages.
      await useStaffSession(context, baseURL ?? '');
      const staffPage = await context.newPage();
      await staffPage.goto(`/ar/admin/appointments?from=${day}&to=${day}&doctor=${doctor.documentId}`);
      const row = staffPage.getByRole('row').filter({ hasText: visit.bookingNumber });
      await expect(row).toContainText('اتصل بالمريض: تغيّرت المواعيد');
      await row.getByRole('link', { name: `افتح الموعد ${visit.bookingNumber}` }).click();
      await expect(staffPage.getByText('تغيّرت مواعيد الطبيب بعد حجز هذه الزيارة')).toBeVisible();
      await staffPage.goto(staffPage.url().replace('/ar/', '/en/'));
      await expect(
        staffPage.getByText('The doctor’s hours changed after this visit was booked (new weekly hours'),
      ).toBeVisible();
    } finally {
      await removeHours(token, schedule);
    }
  });

  test('a new closure of a branch lists exactly the visits its save flags: that branch’s, not another’s', async ({
    page,
  }, testInfo) => {
    // The panel's form as it holds a picked branch, whatever its language: once, in the English panel
    // (MM/DD/YYYY dates).
    const { text } = await panelOnlyIn('en', page, testInfo);
    const token = await createAdministratorToken();
    const cms = createCmsClient({ baseUrl: cmsUrl() });
    const doctors = await readDoctorsInOrder(cms);
    const closed = doctors[9];
    const closedBranch = closed?.branches?.[0];
    const elsewhere = doctors.find(
      (doctor) => !doctor.branches?.some((branch) => branch.documentId === closedBranch?.documentId),
    );
    const openBranch = elsewhere?.branches?.[0];
    if (!closed || !closedBranch || !elsewhere || !openBranch) throw new Error('No seeded doctors at two branches');
    // A day of 05:00 hours for each, an hour no seeded schedule uses, 27 days ahead: this test's alone.
    const cairoDay = findCairoDayAhead(27);
    const { day } = cairoDay;
    const schedules: string[] = [];
    const bookAt = async (doctor: string, branch: string) => {
      schedules.push(await addEarlyHours(token, { doctor, branch }, cairoDay));
      const start = (await findFirstOpening(cms, { doctor, branch }, day)) ?? '';
      const patient = { firstName: 'Karim', lastName: 'Adel', email: `closure-${Date.now()}@example.com`, age: 35 };
      return bookCashVisit(cms, { doctor, branch, start, locale: 'en' }, patient);
    };
    try {
      const atClosed = await bookAt(closed.documentId, closedBranch.documentId);
      const atOpen = await bookAt(elsewhere.documentId, openBranch.documentId);

      await page.goto(
        `${cmsUrl()}/admin/content-manager/collection-types/api::schedule-exception.schedule-exception/create?plugins[i18n][locale]=en`,
      );
      await page.getByRole('combobox', { name: text.branch, exact: true }).click();
      await page.getByRole('option', { name: new RegExp(`^${closedBranch.name}`) }).click();
      const [year, month, date] = day.split('-');
      for (const field of ['First day', 'Last day']) {
        await page.getByRole('combobox', { name: field, exact: true }).fill(`${month}/${date}/${year}`);
        await page.keyboard.press('Enter');
      }
      const box = page.getByRole('listitem').filter({ hasText: /ENT-/ });
      await expect(box).toHaveCount(1);
      await expect(box).toContainText(atClosed.bookingNumber);

      // The save refuses over the same visit, and only it.
      await page.getByRole('button', { name: text.save, exact: true }).click();
      const refusal = page.getByText(/^This change leaves \d+ booked visit/).first();
      await expect(refusal).toContainText(atClosed.bookingNumber);
      await expect(refusal).not.toContainText(atOpen.bookingNumber);
    } finally {
      for (const schedule of schedules) await removeHours(token, schedule);
    }
  });
});
