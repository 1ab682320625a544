import { expect, test } from '@playwright/test';
import { expectationsFor } from '../fixtures/locales';

test.describe('[SHELL]: the locale shell', () => {
  test('the home page renders CMS content with the right lang and dir', async ({ page }, testInfo) => {
    const expected = expectationsFor(testInfo.project.name);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    const response = await page.goto(`/${expected.lang}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(expected.homeHeadingPattern);
    await expect(page.getByRole('navigation', { name: expected.mainNavigation })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the root path sends the visitor to their browser language', async ({ page }, testInfo) => {
    const expected = expectationsFor(testInfo.project.name);
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${expected.lang}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
  });

  test('the page title and description come from main-info SEO', async ({ page }, testInfo) => {
    const expected = expectationsFor(testInfo.project.name);
    await page.goto(`/${expected.lang}`);
    await expect(page).toHaveTitle(expected.homeHeadingPattern);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.homeHeadingPattern);
  });
});
