import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { CONTACT, findStoredMessages, isServerAction, openContactForm } from '../fixtures/contact';

const uniqueEmail = (lang: string) =>
  `contact-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe('[CONTACT]: the contact form', () => {
  test('an empty form shows localized required errors beside the fields and sends nothing', async ({ page, lang }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isServerAction(request)) sent.push(request.url());
    });
    const form = await openContactForm(page, lang);

    await form.submit.click();

    for (const field of [form.name, form.email, form.message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(form.text.required);
    }
    for (const field of [form.phone, form.subject]) {
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.name).toBeFocused();
    await expect.poll(() => sent).toEqual([]);
  });

  test('an invalid email shows the localized invalid-email error', async ({ page, lang }) => {
    const form = await openContactForm(page, lang);

    await form.name.fill(form.text.sample.name);
    await form.email.fill('not-an-email');
    await form.message.fill(form.text.sample.message);
    await form.submit.click();

    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription(form.text.invalidEmail);
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveValue('not-an-email');
  });

  test('a valid message shows "Sending...", then a success toast, clears the form and reaches the CMS', async ({
    page,
    lang,
  }) => {
    const form = await openContactForm(page, lang);
    const email = uniqueEmail(lang);
    // The action is held until "Sending..." has been seen: on a fast machine it would flash by.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/${lang}/contact`, async (route) => {
      if (isServerAction(route.request())) await released;
      await route.fallback();
    });

    await form.name.fill(form.text.sample.name);
    await form.email.fill(email);
    await form.phone.fill('010 1234 5678');
    await form.subject.fill(form.text.sample.subject);
    await form.message.fill(form.text.sample.message);
    await form.submit.click();

    const sending = form.form.getByRole('button', { name: form.text.sending, exact: true });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect(form.message).toBeDisabled();
    release();

    await expect(page.getByText(form.text.sent, { exact: true })).toBeVisible();
    for (const field of [form.name, form.email, form.phone, form.subject, form.message]) {
      await expect(field).toHaveValue('');
    }
    await expect(form.submit).toBeEnabled();

    const stored = await findStoredMessages(email);
    expect(stored).toEqual([
      expect.objectContaining({
        name: form.text.sample.name,
        email,
        phone: '+201012345678',
        subject: form.text.sample.subject,
        message: form.text.sample.message,
        language: lang,
        isRead: false,
      }),
    ]);
  });

  test('when the message cannot be sent, the text stays, Alt+T reaches the toast and its retry sends it', async ({
    page,
    lang,
  }) => {
    const form = await openContactForm(page, lang);
    const email = uniqueEmail(lang);
    await page.route(`**/${lang}/contact`, async (route) => {
      if (isServerAction(route.request())) await route.abort('failed');
      else await route.fallback();
    });

    await form.name.fill(form.text.sample.name);
    await form.email.fill(email);
    await form.message.fill(form.text.sample.message);
    await form.submit.click();

    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster.getByText(form.text.failed, { exact: true })).toBeVisible();
    // Sonner's hotkey: keyboard users reach the toast (and its action) without hunting for it.
    await page.keyboard.press('Alt+KeyT');
    await expect(toaster).toBeFocused();
    await expect(form.name).toHaveValue(form.text.sample.name);
    await expect(form.email).toHaveValue(email);
    await expect(form.message).toHaveValue(form.text.sample.message);

    await page.unrouteAll();
    await toaster.getByRole('button', { name: form.text.retry, exact: true }).click();
    await expect(page.getByText(form.text.sent, { exact: true })).toBeVisible();
    await expect(form.message).toHaveValue('');
    expect(await findStoredMessages(email)).toHaveLength(1);
  });

  test('when the connection drops after the page loaded, the failure toast still shows and the text stays', async ({
    page,
    lang,
  }) => {
    // Both load after the page itself: sonner once the page is idle, the schema on the first focus.
    const scriptContaining = (marker: string) =>
      page.waitForResponse(
        async (response) => response.request().resourceType() === 'script' && (await response.text()).includes(marker),
      );
    const sonnerLoaded = scriptContaining('data-sonner-toaster');
    const schemaLoaded = scriptContaining('invalid_type');
    const form = await openContactForm(page, lang);
    const email = uniqueEmail(lang);

    await form.name.fill(form.text.sample.name);
    await form.email.fill(email);
    await form.message.fill(form.text.sample.message);
    await Promise.all([sonnerLoaded, schemaLoaded]);
    await page.context().setOffline(true);
    await form.submit.click();

    await expect(page.locator('[data-sonner-toaster]').getByText(form.text.failed, { exact: true })).toBeVisible();
    await expect(form.name).toHaveValue(form.text.sample.name);
    await expect(form.email).toHaveValue(email);
    await expect(form.message).toHaveValue(form.text.sample.message);
    await page.context().setOffline(false);
    expect(await findStoredMessages(email)).toEqual([]);
  });

  test('the home page shows the form in its get-in-touch section, in the room kept for it while it loaded', async ({
    page,
    lang,
  }) => {
    const text = CONTACT[lang];
    // The form's code comes once the page is idle, after the load event: where the footer stood then,
    // on a phone, where the form is one column.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        const footer = document.querySelector('footer');
        document.documentElement.dataset.footerTopAtLoad = String(
          (footer?.getBoundingClientRect().top ?? 0) + window.scrollY,
        );
      });
    });
    await page.goto(`/${lang}`);

    const section = page.getByRole('region', { name: text.getInTouch, exact: true });
    const form = section.getByRole('form', { name: text.getInTouch, exact: true });
    const name = form.getByRole('textbox', { name: text.name, exact: true });
    await expect(name).toBeVisible();
    await expect(form.getByRole('textbox', { name: text.message, exact: true })).toBeVisible();
    const footerTops = await page.evaluate(() => ({
      atLoad: Number(document.documentElement.dataset.footerTopAtLoad),
      now: (document.querySelector('footer')?.getBoundingClientRect().top ?? 0) + window.scrollY,
    }));
    expect(Math.abs(footerTops.now - footerTops.atLoad)).toBeLessThanOrEqual(2);

    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(name).toHaveAccessibleDescription(text.required);
  });
});
