import { createCmsClient } from '@clinic/cms-client';
import { expect, type Page, test } from '@playwright/test';
import { cmsUrl, signInAsStaff } from '../fixtures/booking';
import { expectationsFor } from '../fixtures/locales';
import { STAFF, TEST_ACCOUNTS, getNonStaffAccount } from '../fixtures/staff';

const SESSION_COOKIE = 'clinic_staff_session';

const signIn = async (page: Page, lang: 'en' | 'ar', email: string, password: string) => {
  const text = STAFF[lang];
  await page.goto(`/${lang}/admin/login`);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.signIn }).click();
};

test.describe('[STAFF]: sign-in and the guard', () => {
  test('an anonymous visit to the staff area ends at the sign-in page', async ({ page }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    for (const path of [`/${lang}/admin`, `/${lang}/admin/appointments`]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login$`));
      await expect(page.getByRole('heading', { name: STAFF[lang].signInTitle })).toBeVisible();
    }
  });

  test('a wrong password and a non-staff account are refused with a clear message, and no cookie', async ({
    page,
    context,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = STAFF[lang];
    await signIn(page, lang, TEST_ACCOUNTS.staff.email, 'not-the-password');
    await expect(page.locator('form').getByRole('alert')).toHaveText(text.invalidCredentials);
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(TEST_ACCOUNTS.staff.email);

    const patient = await getNonStaffAccount();
    await signIn(page, lang, patient.email, patient.password);
    await expect(page.locator('form').getByRole('alert')).toHaveText(text.notStaff);
    expect((await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
  });

  test('staff sign in to a list that agrees with the CMS, behind an httpOnly cookie, and sign out', async ({
    page,
    context,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = STAFF[lang];
    await signIn(page, lang, TEST_ACCOUNTS.staff.email, TEST_ACCOUNTS.staff.password);
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/appointments$`));
    await expect(page.getByRole('heading', { level: 1, name: text.appointments })).toBeVisible();

    const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

    // The first rows are the CMS's soonest appointments from today in Cairo, in the same order.
    // Other tests book meanwhile, so both are read again until one reading agrees.
    const { client } = await signInAsStaff();
    const readBoth = async () => {
      const { data } = await client.listAppointments({ pageSize: 5 });
      await page.reload();
      const shown = await page.locator('tbody tr td:first-child').allTextContents();
      return { expected: data.map((appointment) => appointment.bookingNumber), shown: shown.slice(0, data.length) };
    };
    await expect
      .poll(async () => {
        const { expected, shown } = await readBoth();
        return expected.length > 0 && expected.join() === shown.join();
      })
      .toBe(true);

    await page.getByRole('button', { name: text.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login\\?reason=signedOut$`));
    await expect(page.getByRole('status')).toHaveText(text.signedOut);
    expect((await context.cookies()).some((candidate) => candidate.name === SESSION_COOKIE)).toBe(false);
    await page.goto(`/${lang}/admin/appointments`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login$`));
  });

  test('no other site can sign staff out: a cross-site post to the sign-out address is refused', async ({
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'english', 'language-independent');
    const signOut = (site: string) =>
      fetch(`${baseURL}/en/admin/sign-out`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'sec-fetch-site': site, cookie: `${SESSION_COOKIE}=anything` },
      });
    const crossSite = await signOut('cross-site');
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie') ?? '').not.toContain(SESSION_COOKIE);
    const ownPage = await signOut('same-origin');
    expect(ownPage.status).toBe(303);
    expect(ownPage.headers.get('location')).toBe('/en/admin/login?reason=signedOut');
    expect(ownPage.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
  });

  test('the CMS itself refuses the appointments to anyone without a staff token', async () => {
    const anonymous = await fetch(`${cmsUrl()}/api/appointments`);
    expect([401, 403]).toContain(anonymous.status);
    const patient = await getNonStaffAccount();
    const { jwt } = await createCmsClient({ baseUrl: cmsUrl() }).login({
      identifier: patient.email,
      password: patient.password,
    });
    const asPatient = await fetch(`${cmsUrl()}/api/appointments`, { headers: { authorization: `Bearer ${jwt}` } });
    expect([401, 403]).toContain(asPatient.status);
  });
});
