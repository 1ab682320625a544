import { expect, test } from '@playwright/test';
import { testCmsEnv } from '../../scripts/lib/cms-test-server.mjs';
import { expectationsFor } from '../fixtures/locales';

const cmsUrl = () => {
  const url = process.env.CMS_URL;
  if (!url) throw new Error('CMS_URL is not set');
  return url;
};

/** An editor's full-access API token, made through the admin API as the admin panel would. */
const createEditorToken = async () => {
  const env = testCmsEnv();
  const login = await fetch(`${cmsUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.SEED_CMS_ADMIN_EMAIL, password: env.SEED_CMS_ADMIN_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const created = await fetch(`${cmsUrl()}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ name: `e2e-${Date.now()}-${Math.random()}`, type: 'full-access', lifespan: null }),
  });
  return ((await created.json()) as { data: { accessKey: string } }).data.accessKey;
};

test.describe('[SITE]: content changes reach the site', () => {
  test('a bio edited in the CMS shows on the doctor page within 5 seconds, with no rebuild', async ({
    page,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    // Each language edits its own doctor, so the two projects never race on one entry.
    const publicId = lang === 'en' ? 3 : 4;
    const doctor = await (await fetch(`${cmsUrl()}/api/doctors/${publicId}?locale=${lang}`)).json();
    const marker = `${lang === 'en' ? 'Updated bio' : 'نبذة محدثة'} ${Date.now()}`;

    await page.goto(`/${lang}/doctor/${publicId}`);
    await expect(page.getByText(marker)).toHaveCount(0);

    const token = await createEditorToken();
    const update = await fetch(`${cmsUrl()}/api/doctors/${doctor.data.documentId}?locale=${lang}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { bio: `${marker}\n\n${doctor.data.bio}` } }),
    });
    expect(update.status).toBe(200);

    await expect(async () => {
      await page.reload();
      await expect(page.getByText(marker)).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5_000, intervals: [250] });
  });
});
