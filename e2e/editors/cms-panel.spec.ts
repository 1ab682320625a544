import { test } from '../fixtures/test';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cmsUrl } from '../fixtures/booking';
import { PANEL, editorToken, expect, inviteEditor, signInToPanel } from '../fixtures/cms-panel';

test.describe('[EDITOR]: the CMS admin panel, as a clinic editor', () => {
  test.setTimeout(120_000);

  test('the clinic’s name and logo, a menu without patients’ data, and an admin API that refuses it', async ({
    page,
    lang,
  }) => {
    const text = PANEL[lang];
    // The sign-in page in the language this browser last used the panel in.
    await page.addInitScript((language) => window.localStorage.setItem('strapi-admin-language', language), lang);
    await page.goto(`${cmsUrl()}/admin/auth/login`);
    await expect(page.getByRole('heading', { name: text.clinicName })).toBeVisible();
    await expect(page.locator('img[src*="svg"]').first()).toBeVisible();

    const account = await inviteEditor();
    await signInToPanel(page, account);
    // The tab names the clinic, not Strapi; the browser's /favicon.ico is the clinic's logo; and no
    // news of Strapi's new media library stands over every page.
    await expect(page).toHaveTitle(new RegExp(`(^| \\| )${text.tabName}$`));
    expect((await page.request.get(`${cmsUrl()}/favicon.ico`)).status()).toBe(200);
    await expect(page.getByText(/Introducing the new Media Library/)).toHaveCount(0);
    const navigation = page.getByRole('navigation').first();
    await expect(navigation.getByRole('link', { name: text.contentManager })).toBeVisible();
    await expect(navigation.getByRole('link', { name: text.mediaLibrary })).toBeVisible();
    await expect(
      navigation.getByRole('link', { name: /Content-Type Builder|Marketplace|منشئ أنواع المحتوى/ }),
    ).toHaveCount(0);

    // The media library speaks the panel's language too: its words are ours, Strapi ships no Arabic for it.
    await navigation.getByRole('link', { name: text.mediaLibrary }).click();
    await expect(page.getByRole('button', { name: text.newMedia, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text.filterMedia, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text.sortMedia })).toBeVisible();

    await navigation.getByRole('link', { name: text.contentManager }).click();
    const types = page.getByRole('navigation').nth(1);
    await expect(types.getByRole('link', { name: text.doctors, exact: true })).toBeVisible();
    await expect(types.getByRole('link', { name: text.weeklyHours })).toBeVisible();
    await expect(types.getByRole('link', { name: text.leaves })).toBeVisible();
    await expect(types.getByRole('link', { name: /Appointment|Contact message|User/ })).toHaveCount(0);

    const token = await editorToken(account);
    for (const path of [
      '/content-manager/collection-types/api::appointment.appointment',
      '/content-manager/collection-types/api::contact-message.contact-message',
      '/content-manager/collection-types/plugin::users-permissions.user',
      '/content-type-builder/content-types',
    ]) {
      const answer = await fetch(`${cmsUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect([path, answer.status]).toEqual([path, 403]);
    }
  });
});

/** One file of the panel as it crosses the wire: its bytes as sent, undecoded, and the headers. */
const rawPanelFile = (path: string, acceptEncoding: string | null) =>
  new Promise<{ encoding: string | undefined; vary: string; cacheControl: string; bytes: Buffer }>(
    (resolve, reject) => {
      const headers: Record<string, string> = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
      get(new URL(path, cmsUrl()), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: String(response.headers.vary ?? ''),
            cacheControl: String(response.headers['cache-control'] ?? ''),
            bytes: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    },
  );

test.describe('[EDITOR]: the CMS admin panel’s first load', () => {
  test('its scripts and styles travel compressed (Brotli, or gzip for an older client) and unchanged, and the site’s API answers do not', async ({
    request,
    lang,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    const shell = await (await request.get(`${cmsUrl()}/admin`)).text();
    const files = [...shell.matchAll(/(?:src|href)="(\/admin\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
    // The entry script is the panel's largest file (5 MB as built).
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const plain = await rawPanelFile(file, null);
      expect([file, plain.encoding]).toEqual([file, undefined]);
      const brotli = await rawPanelFile(file, 'gzip, deflate, br');
      expect([file, brotli.encoding, brotli.vary]).toEqual([file, 'br', expect.stringMatching(/accept-encoding/i)]);
      expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
      // Hashed file names: a browser keeps each for a year, compressed or not.
      expect(brotli.cacheControl).toBe(plain.cacheControl);
      const gzip = await rawPanelFile(file, 'gzip');
      expect([file, gzip.encoding]).toEqual([file, 'gzip']);
      expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
      if (plain.bytes.length > 100_000) expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 3);
    }
    // The web server reads the CMS over the loopback, where compressing costs both of them CPU for nothing.
    const api = await rawPanelFile('/api/doctors?locale=en', 'gzip, deflate, br');
    expect(api.encoding).toBeUndefined();
  });
});
