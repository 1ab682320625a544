import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { signInAsStaff } from '../fixtures/booking';
import { STAFF, TEST_ACCOUNTS, getNonStaffAccount } from '../fixtures/staff';

const SESSION_COOKIE = 'clinic_staff_session';

const signIn = async (page: Page, lang: 'en' | 'ar', email: string, password: string) => {
  const text = STAFF[lang];
  await page.goto(`/${lang}/admin/login`);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.signIn }).click();
};

/** The staff area's 404, in each language; written out, not read from the message files. */
const NOT_FOUND = {
  en: { heading: "Oops! That Page Can't Be Found.", back: 'Back to appointments' },
  ar: { heading: 'عذرًا! لم نتمكن من العثور على هذه الصفحة.', back: 'العودة إلى المواعيد' },
} as const;

test.describe('[STAFF]: sign-in and the guard', () => {
  test('the header’s language link is drawn on the header’s colour, no box of another colour inside its border', async ({
    page,
    lang,
    signIn,
  }) => {
    await signIn();
    await page.goto(`/${lang}/admin/calls`);
    const other = page.getByRole('banner').getByRole('link', { name: lang === 'en' ? 'العربية' : 'English' });
    await expect(other).toBeVisible();
    // Every box from the link up to the header is see-through: the header's colour shows inside the border.
    const painted = await other.evaluate((link) => {
      const boxes: string[] = [];
      for (let box: Element | null = link; box && box.tagName !== 'HEADER'; box = box.parentElement) {
        const background = getComputedStyle(box).backgroundColor;
        if (background !== 'rgba(0, 0, 0, 0)') boxes.push(`${box.tagName.toLowerCase()} ${background}`);
      }
      return boxes;
    });
    expect(painted).toEqual([]);
  });

  test('a manager’s own pages are one menu of the header, which closes once a page is chosen', async ({
    page,
    lang,
    signIn,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    await signIn();
    await page.goto('/en/admin/calls');
    const navigation = page.getByRole('navigation', { name: 'Staff navigation' });
    const statistics = navigation.getByRole('link', { name: 'Statistics', exact: true });
    await expect(statistics).toBeHidden();
    await navigation.locator('summary', { hasText: 'Management' }).click();
    for (const name of ['Statistics', 'Patient messages', 'Staff', 'Access log', "Patients' requests"]) {
      await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await statistics.click();
    await expect(page).toHaveURL(/\/en\/admin\/statistics/);
    await expect(statistics).toBeHidden();
  });

  test('a page a member may not open is the staff area’s own 404, in its language, like a visit that does not exist', async ({
    page,
    lang,
    dir,
    signIn,
  }) => {
    const text = NOT_FOUND[lang];
    // A visit at a branch the receptionist does not work for: one the manager sees and they do not.
    const from = new Date().toISOString().slice(0, 10);
    const [everyBranch, ownBranch] = await Promise.all([
      signInAsStaff().then(({ client }) => client.listAppointments({ from, pageSize: 100 })),
      signInAsStaff('receptionist').then(({ client }) => client.listAppointments({ from, pageSize: 100 })),
    ]);
    const ownIds = new Set(ownBranch.data.map((row) => row.documentId));
    const elsewhere = everyBranch.data.find((row) => !ownIds.has(row.documentId));
    if (!elsewhere) throw new Error('No visit at another branch');

    await signIn('receptionist');
    const screens: string[] = [];
    for (const path of [
      '/admin/statistics',
      `/admin/appointments/${elsewhere.documentId}`,
      '/admin/appointments/nosuchvisit0000000000000',
    ]) {
      const response = await page.goto(`/${lang}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      // Inside the staff area: its navigation, and the way back to the appointments.
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: text.back })).toBeVisible();
      screens.push(((await page.getByRole('main').textContent()) ?? '').trim());
    }
    expect(new Set(screens).size).toBe(1);
    await page.getByRole('main').getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/appointments$`));
  });

  test('an anonymous visit to the staff area ends at the sign-in page', async ({ page, lang }) => {
    for (const path of [`/${lang}/admin`, `/${lang}/admin/appointments`, `/${lang}/admin/messages`]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login$`));
      await expect(page.getByRole('heading', { name: STAFF[lang].signInTitle })).toBeVisible();
    }
  });

  test('a wrong password and a non-staff account are refused with a clear message, and no cookie', async ({
    page,
    context,
    lang,
  }) => {
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
    lang,
  }) => {
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
});
