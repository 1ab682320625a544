import { expect, test } from '@playwright/test';
import { cmsUrl } from '../fixtures/booking';
import { createAdministratorToken } from '../fixtures/cms-admin';
import { expectationsFor } from '../fixtures/locales';

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

    const token = await createAdministratorToken();
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
