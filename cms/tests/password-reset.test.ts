import { randomUUID } from 'node:crypto';
import { createCmsClient } from '@clinic/cms-client';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeOnce } from './support/database-passes';
import { TEST_ACCOUNTS, startTestCms, testCmsEnv } from '@clinic/tools/cms-test-server';
import { createFullAccessToken } from './support/cms-admin';
import { readEmails, waitForEmail } from './support/mail';

const SITE_URL = testCmsEnv().SITE_URL;
const OLD_PASSWORD = 'Old-Staff-Password-1';
const NEW_PASSWORD = 'New-Staff-Password-2';

const EXPECTED = {
  en: { lang: 'en', dir: 'ltr', subject: 'Reset your Nile ENT Clinics password', greeting: 'Hello' },
  ar: {
    lang: 'ar',
    dir: 'rtl',
    subject: 'إعادة تعيين كلمة المرور لحسابك في عيادات النيل للأنف والأذن والحنجرة',
    greeting: 'مرحبًا',
  },
} as const;

/** The code in the email's link, checked to lead to the locale's reset page of the web app. */
const readResetCode = (text: string, locale: 'en' | 'ar') => {
  const pattern = new RegExp(`${SITE_URL}/${locale}/admin/reset-password\\?code=([0-9a-f]{128})`);
  const code = pattern.exec(text)?.[1];
  if (!code) throw new Error(`No ${locale} reset link in:\n${text}`);
  return code;
};

describeOnce('[ADMIN]: password reset', () => {
  let cmsUrl: string;
  let authorization: string;
  let staffRoleId: number;

  /** A fresh Staff account, so the seeded one other suites sign in with keeps its password. */
  const createStaffAccount = async ({ username = `staff-${randomUUID()}`, blocked = false } = {}) => {
    const account = { username, email: `reset-${randomUUID()}@example.com`, password: OLD_PASSWORD };
    const response = await fetch(`${cmsUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ ...account, role: staffRoleId, confirmed: true, blocked }),
    });
    if (!response.ok) throw new Error(`Creating the account failed: ${response.status} ${await response.text()}`);
    return account;
  };

  const forgotPassword = (body: unknown) =>
    fetch(`${cmsUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    authorization = `Bearer ${await createFullAccessToken(cmsUrl)}`;
    const roles = await fetch(`${cmsUrl}/api/users-permissions/roles`, { headers: { authorization } });
    const staff = ((await roles.json()) as { roles: { id: number; type: string }[] }).roles.find(
      (role) => role.type === 'receptionist',
    );
    if (!staff) throw new Error('No Receptionist role');
    staffRoleId = staff.id;
  });

  it.each(['en', 'ar'] as const)(
    'mails a %s link whose code sets a new password once, in the language asked for',
    async (locale) => {
      const account = await createStaffAccount();
      const client = createCmsClient({ baseUrl: cmsUrl });
      await expect(client.forgotPassword({ email: account.email.toUpperCase(), locale })).resolves.toEqual({
        ok: true,
      });

      const email = await waitForEmail(account.email);
      const expected = EXPECTED[locale];
      expect(email.subject).toBe(expected.subject);
      expect(email.text).toContain(`${expected.greeting} ${account.username}`);
      expect(email.html).toContain(`<html lang="${expected.lang}" dir="${expected.dir}">`);
      const code = readResetCode(email.text, locale);
      expect(email.html).toContain(`href="${SITE_URL}/${locale}/admin/reset-password?code=${code}"`);

      // The CMS holds every caller to the password rule, not only the web's form.
      await expect(
        client.resetPassword({ code, password: 'too-short', passwordConfirmation: 'too-short' }),
      ).rejects.toMatchObject({ status: 400 });
      await expect(
        client.resetPassword({ code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }),
      ).resolves.toMatchObject({ jwt: expect.any(String), user: { email: account.email } });

      await expect(client.login({ email: account.email, password: NEW_PASSWORD })).resolves.toMatchObject({
        jwt: expect.any(String),
      });
      await expect(client.login({ email: account.email, password: OLD_PASSWORD })).rejects.toMatchObject({
        status: 400,
      });
      await expect(
        client.resetPassword({
          code,
          password: 'Third-Staff-Password-3',
          passwordConfirmation: 'Third-Staff-Password-3',
        }),
      ).rejects.toMatchObject({ status: 400, name: 'ValidationError', message: 'Incorrect code provided' });
    },
  );

  it('writes in English when no language is given, and only the newest link works', async () => {
    const account = await createStaffAccount();
    expect((await forgotPassword({ email: account.email })).status).toBe(200);
    const first = readResetCode((await waitForEmail(account.email)).text, 'en');
    expect((await forgotPassword({ email: account.email })).status).toBe(200);
    await expect.poll(async () => (await readEmails(account.email)).length, { timeout: 10_000 }).toBe(2);
    const [newest] = await readEmails(account.email);
    const second = readResetCode(newest?.text ?? '', 'en');
    expect(second).not.toBe(first);

    const client = createCmsClient({ baseUrl: cmsUrl });
    await expect(
      client.resetPassword({ code: first, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client.resetPassword({ code: second, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }),
    ).resolves.toMatchObject({ jwt: expect.any(String) });
  });

  it('answers an unknown address and a blocked account exactly like a real one, and mails neither', async () => {
    const unknown = `nobody-${randomUUID()}@example.com`;
    const blocked = await createStaffAccount({ blocked: true });
    for (const email of [unknown, blocked.email]) {
      const response = await forgotPassword({ email, locale: 'ar' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    // A real account's email, asked for afterwards, arrives after any the first two could have caused.
    const account = await createStaffAccount();
    await forgotPassword({ email: account.email, locale: 'ar' });
    await waitForEmail(account.email);
    expect(await readEmails(unknown)).toEqual([]);
    expect(await readEmails(blocked.email)).toEqual([]);
  });

  it('refuses a language the site does not have and a malformed address, with message keys', async () => {
    const account = await createStaffAccount();
    const wrongLocale = await forgotPassword({ email: account.email, locale: 'fr' });
    expect(wrongLocale.status).toBe(400);
    expect(await wrongLocale.json()).toMatchObject({
      error: {
        name: 'ValidationError',
        details: { errors: [{ path: ['locale'], message: 'validation.invalidChoice' }] },
      },
    });
    const malformed = await forgotPassword({ email: 'not-an-address' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { details: { errors: [{ path: ['email'], message: 'validation.invalidEmail' }] } },
    });
    expect(await readEmails(account.email)).toEqual([]);
  });

  it('escapes a username that carries markup in the HTML part', async () => {
    const username = `<script>alert("x")</script> & ${randomUUID().slice(0, 8)}`;
    const account = await createStaffAccount({ username });
    await forgotPassword({ email: account.email, locale: 'ar' });

    const email = await waitForEmail(account.email);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain(
      `<bdi>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ${username.slice(-8)}</bdi>`,
    );
    expect(email.text).toContain(username);
  });
});

const PROXY_SECRET = 'proxy-secret-for-the-sign-in-tests';

/**
 * A CMS of its own: 2 sign-in or reset requests per email and address per 10 minutes, with the
 * web server's secret, so that the address it forwards is the one counted.
 */
describeOnce('[ADMIN]: password reset rate limit', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;

  beforeAll(async () => {
    cms = await startTestCms({
      env: {
        LOGIN_RATE_LIMIT_MAX: '2',
        LOGIN_RATE_LIMIT_WINDOW_MS: '600000',
        ADMIN_LOGIN_RATE_LIMIT_MAX: '2',
        WEB_PROXY_SECRET: PROXY_SECRET,
      },
    });
  });
  afterAll(() => cms.stop());

  it("keeps users-permissions' limit on the replaced action, with the wait the web app shows", async () => {
    // The plugin counts per email and address, so every request names the same one.
    const email = `limited-${randomUUID()}@example.com`;
    const ask = () =>
      fetch(`${cms.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    // The window opened with the first request, moments ago.
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600);
  });

  it('counts sign-in attempts per visitor the web server forwards, so one cannot lock the others out', async () => {
    const signIn = (headers: Record<string, string>) =>
      fetch(`${cms.url}/api/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ identifier: `nobody-${randomUUID()}@example.com`, password: 'Wrong-Password-1' }),
      });
    const viaWebServer = (address: string) => ({ 'x-clinic-proxy-secret': PROXY_SECRET, 'x-forwarded-for': address });

    expect((await signIn(viaWebServer('203.0.113.7'))).status).toBe(400);
    expect((await signIn(viaWebServer('203.0.113.7'))).status).toBe(400);
    const limited = await signIn(viaWebServer('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
    // Another visitor of the same web server still gets an answer about their password.
    expect((await signIn(viaWebServer('203.0.113.8'))).status).toBe(400);

    // Without the secret (or with a wrong one) X-Forwarded-For is anyone's to write: it is ignored,
    // and every such request counts against its socket address.
    expect((await signIn({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(400);
    expect((await signIn({ 'x-clinic-proxy-secret': 'guessed', 'x-forwarded-for': '203.0.113.10' })).status).toBe(400);
    expect((await signIn({ 'x-forwarded-for': '203.0.113.11' })).status).toBe(429);
  });

  it('limits the clinic editor’s sign-ins to the admin panel like the others, the right password included', async () => {
    const signIn = (password: string) =>
      fetch(`${cms.url}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: TEST_ACCOUNTS.cmsEditor.email, password }),
      });
    expect((await signIn('Wrong-Password-1')).status).toBe(400);
    expect((await signIn('Wrong-Password-2')).status).toBe(400);
    expect((await signIn(TEST_ACCOUNTS.cmsEditor.password)).status).toBe(429);
  });
});
