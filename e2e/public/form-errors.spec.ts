import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { BOOKING } from '../fixtures/booking';
import { CONTACT } from '../fixtures/contact';
import { PASSWORD_RESET } from '../fixtures/password-reset';
import { findOpenPlaces } from '../fixtures/staff-area';

const PHONE = { width: 390, height: 844 };

/** The summary screen readers hear: '2 fields need your attention: …', 'حقلان يحتاجان إلى مراجعة: …'. */
const SUMMARY = {
  en: /^(One field needs|\d+ fields need) your attention: .+\.$/,
  ar: /^(حقل واحد يحتاج|حقلان يحتاجان|\d+ (حقول|حقلًا|حقل) تحتاج) إلى مراجعة: .+\.$/,
} as const;

const SIGN_IN = {
  en: { email: 'Email', signIn: 'Sign in' },
  ar: { email: 'البريد الإلكتروني', signIn: 'تسجيل الدخول' },
};

/**
 * After a submission with errors: the focus is on the form's first control marked invalid, that
 * control is on screen (a phone's), and the form's summary names the fields in error, the first one too.
 */
const expectFocusOnFirstError = async (page: Page, form: Locator, lang: 'en' | 'ar', firstLabel: string) => {
  const first = form.locator('[aria-invalid="true"]').first();
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  const summary = form.locator('.sr-only [role="alert"]');
  await expect(summary).toHaveText(SUMMARY[lang]);
  await expect(summary).toContainText(firstLabel);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
};

test.describe('[FORMS]: a submission with errors takes the focus to the first field in error, in view, and says which', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the booking’s details, empty', async ({ page, lang }) => {
    const text = BOOKING[lang];
    const { doctor, branch, places } = await findOpenPlaces(lang === 'en' ? 14 : 15, 3);
    const start = places.at(-1)?.start ?? '';
    const query = new URLSearchParams({
      flow: 'doctor',
      step: '2',
      doctor: doctor.documentId,
      branch: branch.documentId,
      start,
    });
    await page.goto(`/${lang}/booking?${query}`);
    await page.getByRole('button', { name: text.submit }).click();
    await expectFocusOnFirstError(
      page,
      page.locator('form').filter({ has: page.getByLabel(text.firstName) }),
      lang,
      text.firstName,
    );
  });

  test('the contact form, empty', async ({ page, lang }) => {
    await page.goto(`/${lang}/contact`);
    const form = page.getByRole('form', { name: CONTACT[lang].formTitle });
    await form.getByRole('button', { name: CONTACT[lang].submit, exact: true }).click();
    await expectFocusOnFirstError(page, form, lang, CONTACT[lang].name);
  });

  test('the staff sign-in and the password request, empty', async ({ page, lang }) => {
    await page.goto(`/${lang}/admin/login`);
    const signIn = page.locator('form').filter({ has: page.getByRole('button', { name: SIGN_IN[lang].signIn }) });
    await signIn.getByRole('button', { name: SIGN_IN[lang].signIn }).click();
    await expectFocusOnFirstError(page, signIn, lang, SIGN_IN[lang].email);

    await page.goto(`/${lang}/admin/forget-password`);
    const request = page.locator('form').filter({ has: page.getByRole('button', { name: PASSWORD_RESET[lang].send }) });
    await request.getByRole('button', { name: PASSWORD_RESET[lang].send }).click();
    await expectFocusOnFirstError(page, request, lang, SIGN_IN[lang].email);
  });

  test('the booking form without JavaScript: the answer’s page opens on the first field in error', async ({
    browser,
    baseURL,
    lang,
  }) => {
    const text = BOOKING[lang];
    const { doctor, branch } = await findOpenPlaces(lang === 'en' ? 16 : 17, 0);
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: PHONE });
    const page = await noScript.newPage();
    await page.goto(`/${lang}/booking-old?visit=${doctor.documentId}.${branch.documentId}`);
    await page.getByLabel(text.firstName, { exact: true }).fill('Sara');
    await page.getByLabel(text.lastName, { exact: true }).fill('Ahmed');
    // Past the browser's own checks (required fields), refused by the server: not a phone number.
    await page.getByLabel(text.phone, { exact: true }).fill('12345');
    await page.getByLabel(text.age, { exact: true }).fill('30');
    await page.locator('input[name="consent"]').check();
    await page.getByRole('button', { name: text.submit }).click();
    const phone = page.getByLabel(text.phone, { exact: true });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('autofocus', '');
    await expect(page.locator('[autofocus]')).toHaveCount(1);
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue('Sara');
    await noScript.close();
  });
});
