import { expect, test } from '@playwright/test';
import { axeFor } from '../fixtures/accessibility';
import { signInAsStaff } from '../fixtures/booking';
import { findHtmlErrors } from '../fixtures/html-validity';
import { expectationsFor } from '../fixtures/locales';
import { findSidewaysScroll, REFLOW_WIDTH } from '../fixtures/reflow';
import { cairoDate, useStaffSession } from '../fixtures/staff-area';

test.describe('[ADMIN]: every staff page', () => {
  test('answers 200 with valid HTML, the right lang and dir, one h1, no axe violation, and fits a 320 px screen', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { lang, dir } = expectationsFor(testInfo.project.name);
    await useStaffSession(context, String(baseURL));
    // A visit ahead (the demo's, or another test's) gives the detail page and a day sheet with rows.
    const { client } = await signInAsStaff();
    const {
      data: [visit],
    } = await client.listAppointments({ pageSize: 1 });
    if (!visit) throw new Error('No appointment ahead to show');
    const { doctorId, branchId } = await client.getAppointment(visit.documentId);
    const me = await client.getStaffProfile();
    const paths = [
      `/${lang}/admin/appointments`,
      `/${lang}/admin/appointments/${visit.documentId}`,
      `/${lang}/admin/appointments/new`,
      `/${lang}/admin/appointments/new?place=${doctorId}~${branchId}&date=${cairoDate(visit.startsAt)}`,
      `/${lang}/admin/calls`,
      `/${lang}/admin/day?date=${cairoDate(visit.startsAt)}`,
      `/${lang}/admin/messages`,
      `/${lang}/admin/staff`,
      `/${lang}/admin/staff/${me.id}`,
      `/${lang}/admin/access-log`,
      `/${lang}/admin/patient-data`,
      `/${lang}/admin/statistics`,
      `/${lang}/admin/deliveries`,
    ];
    const problems: string[] = [];
    const served: { path: string; html: string }[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: 1280, height: 800 });
      const response = await page.goto(path);
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
      served.push({ path, html: (await response?.text()) ?? '' });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const { violations } = await axeFor(page).analyze();
      for (const violation of violations) {
        problems.push(`${path}: axe ${violation.id} ${violation.nodes[0]?.target.join(' ')}`);
      }
      await page.setViewportSize({ width: REFLOW_WIDTH, height: 640 });
      const sideways = await findSidewaysScroll(page);
      if (sideways) problems.push(sideways);
    }
    problems.push(...findHtmlErrors(served));
    expect(problems).toEqual([]);
  });
});
