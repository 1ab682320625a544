import { readFile } from 'node:fs/promises';
import { createCmsClient } from '@clinic/cms-client';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookOneDay } from '../fixtures/api-bookings';
import { cmsUrl } from '../fixtures/booking';
import { readDoctorsInOrder } from '../fixtures/seeded-doctors';
import { DASHBOARD, uniqueSurname } from '../fixtures/staff-area';

/** What a receptionist reads of their role; written out, not read from the message files. */
const SCOPE = {
  en: {
    role: (branch: string) => `Receptionist · ${branch}`,
    manager: 'Manager · every branch',
    branch: 'Branch',
    place: 'Doctor and branch',
    daySheet: 'Day sheet',
  },
  ar: {
    role: (branch: string) => `موظف استقبال · ${branch}`,
    manager: 'مدير · كل الفروع',
    branch: 'الفرع',
    place: 'الطبيب والفرع',
    daySheet: 'كشف اليوم',
  },
} as const;

/** Each language's own week, apart from the other staff tests' days. */
const DAYS_AHEAD = { en: 15, ar: 16 } as const;

/**
 * The seed's receptionist works for the first branch. The doctors, by their index in public-id order,
 * whose first branch is the receptionist's and those whose first branch is another one (tests book a
 * doctor at their first branch).
 */
const findDoctorsInAndOutOfScope = async (lang: 'en' | 'ar') => {
  const cms = createCmsClient({ baseUrl: cmsUrl() });
  const { data: branches } = await cms.find('branches', {
    locale: lang,
    sort: ['publicId:asc'],
    pagination: { pageSize: 100 },
  });
  const doctors = await readDoctorsInOrder(cms);
  const [own, ...others] = branches;
  if (!own) throw new Error('The seed has no branch');
  const indexes = doctors.map((doctor, index) => ({
    index,
    isInScope: doctor.branches?.[0]?.documentId === own.documentId,
  }));
  return {
    own,
    others,
    inScope: indexes.filter((doctor) => doctor.isInScope).map((doctor) => doctor.index),
    outOfScope: indexes.filter((doctor) => !doctor.isInScope).map((doctor) => doctor.index),
  };
};

/** Rania at the receptionist's branch and Yasmin at another, on one day: the first pair of doctors with a day in common. */
const bookInAndOutOfScope = async (
  daysAhead: number,
  marker: string,
  { inScope, outOfScope }: { inScope: number[]; outOfScope: number[] },
) => {
  for (const inside of inScope) {
    for (const outside of outOfScope) {
      const booked = await bookOneDay(daysAhead, marker, [
        { doctorIndex: inside, patients: [{ firstName: 'Rania', phone: '01001110061' }] },
        { doctorIndex: outside, patients: [{ firstName: 'Yasmin', phone: '01001110062' }] },
      ]).catch(() => null);
      if (booked) return booked;
    }
  }
  throw new Error('No doctor of the first branch shares a day with a doctor of another branch');
};

test.describe('[ADMIN]: a receptionist sees their own branch only', () => {
  test('list, counters, export, day sheet, call list and the new booking’s places keep to the branch; a manager sees all', async ({
    page,
    context,
    lang,
    signIn,
  }) => {
    test.setTimeout(90_000);
    const text = { ...SCOPE[lang], ...DASHBOARD[lang] };
    const marker = uniqueSurname('Scope');
    const doctors = await findDoctorsInAndOutOfScope(lang);
    const { own, others } = doctors;
    const { date, pages } = await bookInAndOutOfScope(DAYS_AHEAD[lang], marker, doctors);
    const ownVisit = pages[0]?.booked[0]?.bookingNumber ?? '';
    const otherVisit = pages[1]?.booked[0]?.bookingNumber ?? '';

    await signIn('receptionist');
    const listPath = `/${lang}/admin/appointments?from=${date}&to=${date}&q=${marker}`;
    await page.goto(listPath);
    await expect(page.getByText(text.role(own.name), { exact: true })).toBeVisible();
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ownVisit);
    await expect(page.locator('main')).not.toContainText(otherVisit);
    await expect(page.locator('main')).not.toContainText(`Yasmin ${marker}`);
    // The counters count the branch's visits only: one, pending.
    await expect(page.locator('[data-counter="total"] span').last()).toHaveText('1');
    await expect(page.locator('[data-counter="pending"] span').last()).toHaveText('1');
    // The branch filter offers the own branch and no other.
    const branchChoices = await page.getByLabel(text.branch, { exact: true }).locator('option').allTextContents();
    expect(branchChoices).toContain(own.name);
    for (const other of others) expect(branchChoices).not.toContain(other.name);
    expect(await findAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: text.exportCsv }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(ownVisit);
    expect(csv).not.toContain(otherVisit);

    await page.goto(`/${lang}/admin/day?date=${date}`);
    await expect(page.getByRole('heading', { level: 1, name: text.daySheet })).toBeVisible();
    await expect(page.locator('main')).toContainText(ownVisit);
    await expect(page.locator('main')).not.toContainText(otherVisit);

    await page.goto(`/${lang}/admin/calls`);
    await expect(page.locator('main')).not.toContainText(otherVisit);

    await page.goto(`/${lang}/admin/appointments/new`);
    const places = await page.getByLabel(text.place, { exact: true }).locator('option').allTextContents();
    const offered = places.filter((option) => option.includes(' — '));
    expect(offered.length).toBeGreaterThan(0);
    for (const option of offered) expect(option.endsWith(` — ${own.name}`), option).toBe(true);

    // The manager, on the same list, sees both visits.
    await context.clearCookies();
    await signIn();
    await page.goto(listPath);
    await expect(page.getByText(text.manager, { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(page.locator('tbody')).toContainText(otherVisit);
  });
});
