import { expect } from '@playwright/test';
import { test } from '../fixtures/test';

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

const expectCommonHeaders = (headers: Record<string, string>, path: string) => {
  expect([path, headers['x-content-type-options']]).toEqual([path, 'nosniff']);
  expect([path, headers['referrer-policy']]).toEqual([path, 'strict-origin-when-cross-origin']);
  expect([path, headers['x-frame-options']]).toEqual([path, 'DENY']);
  expect(headers['permissions-policy']).toContain('camera=()');
  const policy = directivesOf(headers['content-security-policy'] ?? '');
  expect([path, policy.get('frame-ancestors')]).toEqual([path, ["'none'"]]);
  expect([path, policy.get('object-src')]).toEqual([path, ["'none'"]]);
  expect([path, policy.get('base-uri')]).toEqual([path, ["'none'"]]);
  expect([path, policy.get('form-action')]).toEqual([path, ["'self'"]]);
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  // The test server is plain http: HSTS there would lock browsers out of it.
  expect(headers['strict-transport-security']).toBeUndefined();
  return policy;
};

test.describe('[SECURITY]: response headers', () => {
  test('cached public pages carry the static policy', async ({ page, lang }) => {
    for (const path of [
      `/${lang}`,
      `/${lang}/doctors`,
      `/${lang}/booking`,
      `/${lang}/contact`,
      `/${lang}/no-such-page`,
    ]) {
      const response = await page.goto(path);
      const policy = expectCommonHeaders(response?.headers() ?? {}, path);
      expect([path, policy.get('script-src')]).toEqual([path, ["'self'", "'unsafe-inline'"]]);
    }
  });

  test('pages rendered per request allow only the scripts carrying this response’s nonce', async ({
    page,
    lang,
    signIn,
  }) => {
    await signIn();
    const nonces = new Set<string>();
    for (const path of [
      `/${lang}/admin/appointments`,
      `/${lang}/admin/messages`,
      `/${lang}/booking-old`,
      `/${lang}/admin/appointments`,
    ]) {
      const response = await page.goto(path);
      const policy = expectCommonHeaders(response?.headers() ?? {}, path);
      const scriptSource = policy.get('script-src') ?? [];
      const nonce = scriptSource.find((value) => value.startsWith("'nonce-"))?.slice(7, -1) ?? '';
      expect(scriptSource).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce);
      // Every script tag the server sent carries the nonce. (Chunks Next loads later come from a
      // nonced script, which 'strict-dynamic' trusts, so they are not in the HTML.)
      const html = (await response?.text()) ?? '';
      const scriptTags = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
      expect(scriptTags.length).toBeGreaterThan(0);
      expect(scriptTags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    }
    expect(nonces.size).toBe(4);
  });

  test('injected markup cannot run script on a per-request page', async ({ page, lang }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await page.goto(`/${lang}/admin/login`);
    // What an XSS would look like: markup with an inline handler, as a stored text rendered unescaped would carry.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/no-such-image.png" onerror="window.__injected = true">',
      );
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => Boolean((window as unknown as { __injected?: boolean }).__injected))).toBe(false);
  });
});
