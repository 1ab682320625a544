import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectationsFor } from '../fixtures/locales';
import { PASSWORD_RESET, waitForResetEmail } from '../fixtures/password-reset';
import { STAFF, createAccount } from '../fixtures/staff';

const NEW_PASSWORD = 'Reset-By-Email-Password-7';

const textsFor = (lang: 'en' | 'ar') => ({ ...STAFF[lang], ...PASSWORD_RESET[lang] });

const requestLink = async (page: Page, lang: 'en' | 'ar', email: string) => {
  const text = textsFor(lang);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(text.sent);
};

const fillNewPassword = async (page: Page, lang: 'en' | 'ar', password: string, confirmation = password) => {
  const text = textsFor(lang);
  await page.getByLabel(text.newPassword, { exact: true }).fill(password);
  await page.getByLabel(text.confirmPassword, { exact: true }).fill(confirmation);
  await page.getByRole('button', { name: text.save }).click();
};

test.describe('[ADMIN]: password reset', () => {
  test('staff reset a forgotten password from the emailed link, in their language, and sign in with it', async ({
    page,
    baseURL,
  }, testInfo) => {
    // Three server actions, an email and six page loads.
    test.setTimeout(60_000);
    const { lang, homeHeadingPattern } = expectationsFor(testInfo.project.name);
    const text = textsFor(lang);
    const account = await createAccount('manager', `reset-${lang}-${Date.now()}@example.com`);

    await page.goto(`/${lang}/admin/login`);
    await page.getByRole('link', { name: text.forgotPassword }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/forget-password$`));
    await expect(page.getByRole('heading', { level: 1, name: text.forgotTitle })).toBeVisible();
    await requestLink(page, lang, account.email);

    const email = await waitForResetEmail(account.email);
    expect(email.subject).toMatch(homeHeadingPattern);
    const link = new URL(email.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${baseURL}/${lang}/admin/reset-password`);
    expect(link.searchParams.get('code')).toMatch(/^[0-9a-f]{128}$/);
    await page.goto(email.link);
    await expect(page.getByRole('heading', { level: 1, name: text.resetTitle })).toBeVisible();

    // The two entries must agree before anything is sent.
    await fillNewPassword(page, lang, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    await expect(page.getByText(text.passwordMismatch)).toBeVisible();
    await expect(page.getByLabel(text.confirmPassword, { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await fillNewPassword(page, lang, NEW_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login\\?reason=password-changed$`));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(text.passwordChanged);

    await page.getByLabel(text.email, { exact: true }).fill(account.email);
    await page.getByLabel(text.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/appointments$`));
    await expect(page.getByRole('heading', { level: 1, name: text.appointments })).toBeVisible();

    // The link's code is spent: opening it again leads to asking for a new one.
    await page.goto(email.link);
    await fillNewPassword(page, lang, 'Another-New-Password-8');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(text.invalidLink);
  });

  test('an address without an account reads exactly like one with an account', async ({ page, lang }) => {
    await page.goto(`/${lang}/admin/forget-password`);
    await requestLink(page, lang, `nobody-${lang}-${Date.now()}@example.com`);
  });

  test('a mistyped code and a link without one lead to asking for a new link', async ({ page, lang }) => {
    const text = textsFor(lang);

    await page.goto(`/${lang}/admin/reset-password?code=${'0'.repeat(128)}`);
    await fillNewPassword(page, lang, NEW_PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(text.invalidLink);
    await page.getByRole('link', { name: text.requestNewLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/forget-password$`));
    await expect(page.getByRole('heading', { level: 1, name: text.forgotTitle })).toBeVisible();

    await page.goto(`/${lang}/admin/reset-password`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(text.invalidLink);
    await expect(page.getByLabel(text.newPassword, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text.requestNewLink })).toBeVisible();
  });
});
