import { randomInt } from 'node:crypto';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { END_TO_END_CMS_LIMITS, testCmsEnv } from '@clinic/tools/cms-test-server';
import { BOOKING, cmsUrl, fillPatient, findAppointments, uniqueEmail } from '../fixtures/booking';
import { findStoredMessages, isServerAction, openContactForm } from '../fixtures/contact';
import { PASSWORD_RESET } from '../fixtures/password-reset';
import { expectNoPatientData } from '../fixtures/private-data';
import { STAFF, TEST_ACCOUNTS, createAccount } from '../fixtures/staff';
import { findOpenPlaces, openPatientStep } from '../fixtures/staff-area';
import { readToolsEnv } from '@clinic/tools/env';

/**
 * What each form says once its limit is reached; written out, not read from the message files. The
 * e2e CMS keeps the default windows: 10 minutes for bookings and messages, 1 for sign-in and reset.
 */
const RATE_LIMITED = {
  en: {
    booking: 'Too many bookings from this connection. Please try again in 10 minutes.',
    contact: 'You have sent several messages in a short time. Please try again in 10 minutes.',
    signIn: 'Too many sign-in attempts. Please wait a minute and try again.',
    passwordReset: 'Too many attempts. Please try again in 1 minute.',
  },
  ar: {
    booking: 'طلبات حجز كثيرة من هذا الاتصال. يُرجى المحاولة بعد 10 دقائق.',
    contact: 'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد 10 دقائق.',
    signIn: 'محاولات دخول كثيرة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    passwordReset: 'محاولات كثيرة. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.',
  },
} as const;

/** The limits the e2e CMS runs with (raised so that suites never meet them). */
const LIMITS = {
  booking: Number(testCmsEnv(END_TO_END_CMS_LIMITS).BOOKING_RATE_LIMIT_MAX),
  contact: Number(testCmsEnv().CONTACT_RATE_LIMIT_MAX),
  login: Number(testCmsEnv().LOGIN_RATE_LIMIT_MAX),
};

/** Requests in flight at once while spending an allowance: a thousand one by one would take seconds more. */
const BATCH = 20;

const proxySecret = () => {
  const secret = readToolsEnv().WEB_PROXY_SECRET;
  if (!secret) throw new Error('WEB_PROXY_SECRET is not set: the CMS would count every visitor as the web server');
  return secret;
};

/**
 * A visitor no other test (or earlier run against the same CMS) is: a random address of the IPv6
 * documentation range (RFC 3849), which the web server forwards to the CMS like any other.
 */
const newVisitorAddress = () => `2001:db8::${[0, 0, 0].map(() => randomInt(0x10000).toString(16)).join(':')}`;

/**
 * Spends `address`'s whole allowance on a route, sending straight to the CMS what the web server
 * would (its secret and X-Forwarded-For), until the CMS answers 429. Bounded by the limit itself.
 */
const exhaustLimit = async (address: string, path: string, limit: number, body?: object) => {
  const headers: Record<string, string> = { 'x-clinic-proxy-secret': proxySecret(), 'x-forwarded-for': address };
  if (body) headers['content-type'] = 'application/json';
  const send = async () => {
    const response = await fetch(`${cmsUrl()}${path}`, {
      method: 'POST',
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: await response.text() };
  };
  for (let sent = 0; sent <= limit; sent += BATCH) {
    const refusal = (await Promise.all(Array.from({ length: BATCH }, send))).find((answer) => answer.status === 429);
    if (refusal) {
      expectNoPatientData(refusal.body, `the CMS's 429 on ${path}`);
      return;
    }
  }
  throw new Error(`${path} never answered 429 for ${address} within ${limit + BATCH} requests`);
};

/** The browser is that visitor from now on: every request it makes carries the address. */
const becomeVisitor = (context: BrowserContext, address: string) =>
  context.setExtraHTTPHeaders({ 'x-forwarded-for': address });

/**
 * Passes on the server action that carries `marker` (an email typed in the form) and keeps what the
 * web server answered: Chromium does not keep a streamed answer's body for Playwright to read later.
 */
const captureAction = async (page: Page, marker: string) => {
  const answers: string[] = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!isServerAction(request) || !(request.postData() ?? '').includes(marker)) return route.fallback();
    const response = await route.fetch();
    answers.push(await response.text());
    return route.fulfill({ response });
  });
  return answers;
};

/** What the web server answered the browser: no patient's data, and never the secret it shares with the CMS. */
const expectAnswerKeepsSecrets = (answers: string[], probe: string) => {
  expect([probe, answers.length]).toEqual([probe, 1]);
  const body = answers.join('');
  expectNoPatientData(body, probe);
  expect([probe, body.includes(proxySecret())]).toEqual([probe, false]);
};

const toast = (page: Page, text: string) => page.locator('[data-sonner-toaster]').getByText(text, { exact: true });

const readCapturedEmails = async (email: string) => {
  const mailUrl = readToolsEnv().MAIL_URL;
  if (!mailUrl) throw new Error('MAIL_URL is not set');
  return (await (await fetch(`${mailUrl}/messages?to=${encodeURIComponent(email)}`)).json()) as unknown[];
};

test.describe('[SECURITY]: rate limits reached through the site', () => {
  test('booking: the refusal in the visitor’s language, every field as typed, nothing stored', async ({
    page,
    context,
    lang,
  }) => {
    const text = BOOKING[lang];
    const address = newVisitorAddress();
    // Spends the booking limit's requests, then opens and fills the booking's three steps (6 s alone,
    // 22 s as a worker's first test beside the other).
    test.setTimeout(60_000);
    // No booking is made: any open place will do; the last of a week no other test books from.
    const { doctor, branch, places } = await findOpenPlaces(10, 25);
    const place = places.at(-1);
    if (!place) throw new Error(`No open place for ${doctor.name}`);
    await exhaustLimit(address, '/api/appointments/book', LIMITS.booking);

    await becomeVisitor(context, address);
    await openPatientStep(page, lang, { doctor: doctor.documentId, branch: branch.documentId, start: place.start });
    const email = uniqueEmail(`limited-${lang}`);
    await fillPatient(page, text, email);
    const answers = await captureAction(page, email);
    await page.getByRole('button', { name: text.submit }).click();

    await expect(toast(page, RATE_LIMITED[lang].booking)).toBeVisible();
    expectAnswerKeepsSecrets(answers, 'booking action');
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue(text.patient.firstName);
    await expect(page.getByLabel(text.lastName, { exact: true })).toHaveValue(text.patient.lastName);
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: text.phone })).toHaveValue('010 1234 5678');
    await expect(page.getByLabel(text.age, { exact: true })).toHaveValue('34');
    await expect(page.getByLabel(text.notes, { exact: true })).toHaveValue(text.patient.notes);
    expect(await findAppointments(email)).toEqual([]);
  });

  test('contact: the refusal in the visitor’s language, the message as typed, nothing stored', async ({
    page,
    context,
    lang,
  }) => {
    const address = newVisitorAddress();
    await exhaustLimit(address, '/api/contact-messages/send', LIMITS.contact);

    await becomeVisitor(context, address);
    const form = await openContactForm(page, lang);
    const email = uniqueEmail(`limited-contact-${lang}`);
    const sample = form.text.sample;
    await form.name.fill(sample.name);
    await form.email.fill(email);
    await form.phone.fill('010 1234 5678');
    await form.subject.fill(sample.subject);
    await form.message.fill(sample.message);
    const answers = await captureAction(page, email);
    await form.submit.click();

    await expect(toast(page, RATE_LIMITED[lang].contact)).toBeVisible();
    expectAnswerKeepsSecrets(answers, 'contact action');
    await expect(form.name).toHaveValue(sample.name);
    await expect(form.email).toHaveValue(email);
    await expect(form.phone).toHaveValue('010 1234 5678');
    await expect(form.subject).toHaveValue(sample.subject);
    await expect(form.message).toHaveValue(sample.message);
    expect(await findStoredMessages(email)).toEqual([]);
  });

  test('staff sign-in: the refusal for one visitor, no session, and another visitor still signs in', async ({
    page,
    context,
    lang,
  }) => {
    const text = STAFF[lang];
    const address = newVisitorAddress();
    await exhaustLimit(address, '/api/auth/local', LIMITS.login, {});

    await becomeVisitor(context, address);
    await page.goto(`/${lang}/admin/login`);
    const email = page.getByLabel(text.email, { exact: true });
    const password = page.getByLabel(text.password, { exact: true });
    await email.fill(TEST_ACCOUNTS.staff.email);
    // The right password: only the limit stands between this visitor and the staff area.
    await password.fill(TEST_ACCOUNTS.staff.password);
    const answers = await captureAction(page, TEST_ACCOUNTS.staff.email);
    await page.getByRole('button', { name: text.signIn }).click();

    await expect(page.getByRole('main').getByRole('alert')).toHaveText(RATE_LIMITED[lang].signIn);
    expectAnswerKeepsSecrets(answers, 'sign-in action');
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login$`));
    await expect(email).toHaveValue(TEST_ACCOUNTS.staff.email);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('clinic_staff_session');

    // The CMS counts each visitor the site forwards, not the site itself: nobody else is locked out.
    await becomeVisitor(context, newVisitorAddress());
    await password.fill(TEST_ACCOUNTS.staff.password);
    await page.getByRole('button', { name: text.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/appointments$`));
  });

  test('password reset: the refusal in the visitor’s language, the address as typed, no email sent', async ({
    page,
    context,
    lang,
  }) => {
    const text = { ...STAFF[lang], ...PASSWORD_RESET[lang] };
    const address = newVisitorAddress();
    const account = await createAccount('manager', `limited-reset-${lang}-${Date.now()}@example.com`);
    // users-permissions counts per email and address. A language the site does not have is refused
    // after the count, so spending the allowance mails nothing.
    await exhaustLimit(address, '/api/auth/forgot-password', LIMITS.login, { email: account.email, locale: 'xx' });

    await becomeVisitor(context, address);
    await page.goto(`/${lang}/admin/forget-password`);
    const email = page.getByLabel(text.email, { exact: true });
    await email.fill(account.email);
    const answers = await captureAction(page, account.email);
    await page.getByRole('button', { name: text.send }).click();

    await expect(toast(page, RATE_LIMITED[lang].passwordReset)).toBeVisible();
    expectAnswerKeepsSecrets(answers, 'password reset action');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('');
    await expect(email).toHaveValue(account.email);
    expect(await readCapturedEmails(account.email)).toEqual([]);
  });
});
