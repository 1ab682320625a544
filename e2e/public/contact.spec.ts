import { createCmsClient } from '@clinic/cms-client';
import { expect, type Page, type Request, test } from '@playwright/test';
import { TEST_ACCOUNTS } from '../../scripts/lib/cms-test-server.mjs';
import { expectationsFor } from '../fixtures/locales';

/** What each language's visitor reads and types; written out, not read from the message files. */
const CONTACT = {
  en: {
    formTitle: 'Send us a message',
    getInTouch: 'Get in touch',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone (optional)',
    subject: 'Subject (optional)',
    message: 'Message',
    submit: 'Send message',
    sending: 'Sending...',
    sent: 'Message sent successfully',
    failed: 'Your message could not be sent. Please try again.',
    retry: 'Try again',
    required: 'This field is required.',
    invalidEmail: 'Please enter a valid email address.',
    sample: {
      name: 'Sara Ahmed',
      subject: 'Blocked ear',
      message: 'My left ear has felt blocked for a week. Which doctor should I see?',
    },
  },
  ar: {
    formTitle: 'أرسل لنا رسالة',
    getInTouch: 'تواصل معنا',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف (اختياري)',
    subject: 'الموضوع (اختياري)',
    message: 'الرسالة',
    submit: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال...',
    sent: 'تم إرسال الرسالة بنجاح',
    failed: 'تعذر إرسال رسالتك. يرجى المحاولة مرة أخرى.',
    retry: 'حاول مرة أخرى',
    required: 'هذا الحقل مطلوب.',
    invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح.',
    sample: {
      name: 'سارة أحمد',
      subject: 'انسداد في الأذن',
      message: 'أشعر بانسداد في أذني اليسرى منذ أسبوع. أي طبيب تنصحونني بزيارته؟',
    },
  },
} as const;

const cmsUrl = () => {
  const url = process.env.CMS_URL;
  if (!url) throw new Error('CMS_URL is not set');
  return url;
};

/** A server action is a POST to the page's own URL, marked with a Next-Action header. */
const isContactAction = (request: Request) => request.method() === 'POST' && 'next-action' in request.headers();

const uniqueEmail = (lang: string) =>
  `contact-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const openContactForm = async (page: Page, lang: 'en' | 'ar') => {
  await page.goto(`/${lang}/contact`);
  const text = CONTACT[lang];
  const form = page.getByRole('form', { name: text.formTitle });
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  return {
    text,
    form,
    name: field(text.name),
    email: field(text.email),
    phone: field(text.phone),
    subject: field(text.subject),
    message: field(text.message),
    submit: form.getByRole('button', { name: text.submit, exact: true }),
  };
};

/** The message as a staff member finds it in the CMS, signed in through the API. */
const findStoredMessages = async (email: string) => {
  const anonymous = createCmsClient({ baseUrl: cmsUrl() });
  const { jwt } = await anonymous.login({
    identifier: TEST_ACCOUNTS.staff.email,
    password: TEST_ACCOUNTS.staff.password,
  });
  const { data } = await anonymous.withToken(jwt).find('contact-messages', { filters: { email: { $eq: email } } });
  return data;
};

test.describe('[CONTACT]: the contact form', () => {
  test('an empty form shows localized required errors beside the fields and sends nothing', async ({
    page,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isContactAction(request)) sent.push(request.url());
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

  test('an invalid email shows the localized invalid-email error', async ({ page }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
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
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const form = await openContactForm(page, lang);
    const email = uniqueEmail(lang);
    // The action is held until "Sending..." has been seen: on a fast machine it would flash by.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/${lang}/contact`, async (route) => {
      if (isContactAction(route.request())) await released;
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
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const form = await openContactForm(page, lang);
    const email = uniqueEmail(lang);
    await page.route(`**/${lang}/contact`, async (route) => {
      if (isContactAction(route.request())) await route.abort('failed');
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

  test('the home page shows the form in its get-in-touch section', async ({ page }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = CONTACT[lang];
    await page.goto(`/${lang}`);

    const section = page.getByRole('region', { name: text.getInTouch, exact: true });
    const form = section.getByRole('form', { name: text.getInTouch, exact: true });
    const name = form.getByRole('textbox', { name: text.name, exact: true });
    await expect(name).toBeVisible();
    await expect(form.getByRole('textbox', { name: text.message, exact: true })).toBeVisible();

    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(name).toHaveAccessibleDescription(text.required);
  });
});
