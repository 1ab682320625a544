import { expect, test } from '@playwright/test';
import { expectationsFor } from '../fixtures/locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test.describe('[SITE]: language', () => {
  test('visiting a language stores it in a 365-day, site-wide, SameSite=Lax cookie', async ({
    page,
    context,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const other = lang === 'en' ? 'ar' : 'en';
    await page.goto(`/${other}/doctors`);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe(other);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(lifetime).toBeLessThan(YEAR_SECONDS + 120);

    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${other}$`));
  });

  test('the language switcher keeps the page, with its slug in the other language', async ({ page }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const other = lang === 'en' ? 'ar' : 'en';
    await page.goto(`/${lang}/doctors`);
    const firstDoctor = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
    await firstDoctor.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/doctor/1-`));
    const switcher = page.getByRole('link', { name: other === 'ar' ? 'العربية' : 'English' });
    await switcher.click();
    await expect(page).toHaveURL(new RegExp(`/${other}/doctor/1-[^/]+$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(other === 'ar' ? /[\u0600-\u06FF]/ : /^[^\u0600-\u06FF]+$/);
  });
});
