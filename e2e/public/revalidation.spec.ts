import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { cmsUrl } from '../fixtures/booking';
import { createAdministratorToken } from '../fixtures/cms-admin';

test.describe('[SITE]: content changes reach the site', () => {
  test('a bio edited in the CMS shows on the doctor page within 5 seconds, with no rebuild', async ({ page, lang }) => {
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

  test('a single type (the footer’s tagline, on every page) shows within 5 seconds of publishing', async ({
    page,
    lang,
  }) => {
    test.skip(lang !== 'en', 'language-independent: one notice per model');
    const token = await createAdministratorToken();
    const read = async () =>
      ((await (await fetch(`${cmsUrl()}/api/main-info?locale=en`)).json()) as { data: { tagline: string } }).data;
    const { tagline } = await read();
    const marker = `Open every day of Ramadan ${Date.now()}`;
    const publish = (value: string) =>
      fetch(`${cmsUrl()}/api/main-info?locale=en`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { tagline: value } }),
      });
    await page.goto('/en/faq');
    try {
      expect((await publish(marker)).status).toBe(200);
      await expect(async () => {
        await page.reload();
        await expect(page.getByText(marker)).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5_000, intervals: [250] });
    } finally {
      await publish(tagline);
    }
  });

  test('a relation an editor changes (a doctor joins a branch) shows on the other side’s page within 5 seconds', async ({
    page,
    lang,
  }) => {
    test.skip(lang !== 'en', 'language-independent: one notice per model');
    const token = await createAdministratorToken();
    type Named = { documentId: string; name: string; publicId: number };
    const branches = (
      (await (await fetch(`${cmsUrl()}/api/branches?locale=en&sort=publicId`)).json()) as { data: Named[] }
    ).data;
    const doctor = (
      (await (await fetch(`${cmsUrl()}/api/doctors/9?locale=en&populate[branches][fields][0]=name`)).json()) as {
        data: Named & { branches: Named[] };
      }
    ).data;
    const elsewhere = branches.find((branch) => !doctor.branches.some((own) => own.documentId === branch.documentId));
    if (!elsewhere) throw new Error(`${doctor.name} already works at every branch`);
    const setBranches = (branchIds: string[]) =>
      fetch(`${cmsUrl()}/api/doctors/${doctor.documentId}?locale=en`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { branches: branchIds } }),
      });
    await page.goto(`/en/branches/${elsewhere.publicId}`);
    const listed = page.getByRole('link', { name: new RegExp(doctor.name) });
    await expect(listed).toHaveCount(0);
    try {
      const joined = [...doctor.branches.map((branch) => branch.documentId), elsewhere.documentId];
      expect((await setBranches(joined)).status).toBe(200);
      await expect(async () => {
        await page.reload();
        await expect(listed.first()).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5_000, intervals: [250] });
    } finally {
      await setBranches(doctor.branches.map((branch) => branch.documentId));
    }
  });
});
