import { test } from '@playwright/test';
import { cmsUrl, feePattern } from '../fixtures/booking';
import { createAdministratorToken } from '../fixtures/cms-admin';
import { expect, panelFor, panelOnlyIn, readArabicName, saveEntry } from '../fixtures/cms-panel';
import { readToolsEnv } from '@clinic/tools/env';

test.describe('[EDITOR]: the CMS admin panel, as a clinic editor', () => {
  test.setTimeout(120_000);

  test('edits a doctor’s Arabic bio, right to left, previews the draft on the site, and the site shows it within 5 seconds of publishing', async ({
    page,
    browser,
  }, testInfo) => {
    // Editing, previewing and publishing do not depend on the panel's language: once, in the Arabic
    // panel, whose words the panel's sweep checks (editors/panel-words.spec.ts).
    const { text } = await panelOnlyIn('ar', page, testInfo);
    // A doctor of its own; the revalidation spec uses doctors 3 and 4.
    const publicId = 6;
    const doctor = (await (await fetch(`${cmsUrl()}/api/doctors/${publicId}?locale=ar`)).json()) as {
      data: { documentId: string; bio: string };
    };
    const marker = `يستقبل الطبيب مرضاه صباح السبت ${Date.now()}`;

    await page.goto(
      `${cmsUrl()}/admin/content-manager/collection-types/api::doctor.doctor/${doctor.data.documentId}?plugins[i18n][locale]=ar`,
    );
    const bio = page.getByRole('textbox', { name: text.bio });
    // The draft in the form starts as the published text (or an earlier run's draft of it).
    await expect(bio).toHaveValue(new RegExp(`${doctor.data.bio.slice(-40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(bio).toHaveAttribute('dir', 'rtl');
    await bio.fill(`${marker}\n\n${doctor.data.bio}`);
    await saveEntry(page, text);

    // An anonymous visitor (no cookie, no session) reads the published text until the editor publishes:
    // the page's canonical address (with its slug) is read once in a browser, then fetched bare.
    const visitor = await browser.newPage();
    await visitor.goto(`/ar/doctor/${publicId}`);
    const canonical = visitor.url();
    await visitor.close();
    const publicPage = async () => (await fetch(canonical)).text();
    const before = await publicPage();
    expect(before).toContain(doctor.data.bio.split('\n')[0] ?? '');
    expect(before).not.toContain(marker);

    // Preview shows the saved draft on the doctor's Arabic page, inside the panel.
    await page.getByRole('link', { name: text.openPreview }).click();
    const preview = page.frameLocator('iframe[data-testid="preview-iframe"]');
    await expect(preview.getByText(marker)).toBeVisible();
    await expect(preview.getByRole('status').filter({ hasText: 'المسودة المحفوظة' })).toBeVisible();
    expect(await publicPage()).not.toContain(marker);
    await page.getByRole('link', { name: text.closePreview }).click();

    await page.getByRole('button', { name: text.publish, exact: true }).click();
    const publishedAt = Date.now();
    await expect.poll(publicPage, { timeout: 5_000, intervals: [100] }).toContain(marker);
    testInfo.annotations.push({ type: 'publish to page', description: `${Date.now() - publishedAt} ms` });
  });

  test('ticks a doctor’s languages instead of typing them, sees the gender in words, and the site lists the language', async ({
    page,
  }, testInfo) => {
    const { lang, text } = await panelFor(page, testInfo.project.name);
    // Each project edits its own doctor, whom no other test changes.
    const publicId = lang === 'en' ? 10 : 11;
    const token = await createAdministratorToken();
    const api = (path: string, init?: RequestInit) =>
      fetch(`${cmsUrl()}/api${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
    const { data: doctor } = (await (await api(`/doctors/${publicId}?locale=${lang}`)).json()) as {
      data: { documentId: string; gender: string };
    };
    expect(doctor.gender).toBe('female');
    // As seeded, whatever an earlier run on this database ticked.
    const reset = await api(`/doctors/${doctor.documentId}?locale=${lang}&status=published`, {
      method: 'PUT',
      body: JSON.stringify({ data: { languages: ['arabic', 'english'] } }),
    });
    expect(reset.status).toBe(200);

    await page.goto(
      `${cmsUrl()}/admin/content-manager/collection-types/api::doctor.doctor/${doctor.documentId}?plugins[i18n][locale]=${lang}`,
    );
    // Strapi's edit view has, in CI, drawn its Entry panel without Save and Publish (every request
    // answered 200, the fields filled), once even after a reload: reloads draw them, as for an editor.
    const save = page.getByRole('button', { name: text.save, exact: true });
    const isDrawn = () =>
      save.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      );
    for (let reloads = 0; reloads < 2 && !(await isDrawn()); reloads += 1) await page.reload();
    await expect(save).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('combobox', { name: text.gender })).toHaveText(text.female);
    const languages = page.getByRole('group', { name: text.languagesSpoken });
    await expect(languages.getByRole('checkbox', { name: text.arabic })).toBeChecked();
    const italian = languages.getByRole('checkbox', { name: text.italian });
    await expect(italian).not.toBeChecked();
    await italian.click();
    await expect(italian).toBeChecked();
    await save.click();
    await expect(save).toBeDisabled();
    await page.getByRole('button', { name: text.publish, exact: true }).click();

    // The same in the other language, in the list's order, and on the site's page within 5 seconds.
    const other = lang === 'en' ? 'ar' : 'en';
    await expect
      .poll(
        async () =>
          ((await (await api(`/doctors/${publicId}?locale=${other}`)).json()) as { data: { languages: string[] } }).data
            .languages,
      )
      .toEqual(['arabic', 'english', 'italian']);
    const visitor = await page.context().browser()?.newPage();
    await visitor?.goto(`${readToolsEnv().BASE_URL}/${lang}/doctor/${publicId}`);
    const canonical = visitor?.url() ?? '';
    await visitor?.close();
    await expect
      .poll(async () => (await fetch(canonical)).text(), { timeout: 5_000, intervals: [100] })
      .toContain(text.italian);
  });

  test('saves a review before the patient’s consent is in, cannot publish it without it, and then the doctor’s page shows it', async ({
    page,
  }, testInfo) => {
    // The rule does not depend on the panel's language: once, in the English panel (the Arabic labels
    // are cms/tests/admin-panel-words.test.ts's); its date field takes the English panel's MM/DD/YYYY.
    const { text } = await panelOnlyIn('en', page, testInfo);
    const token = await createAdministratorToken();
    const patient = `Consent Tester ${Date.now()}`;
    // A doctor no other test counts reviews of.
    const doctorName = 'Dr. Mahmoud Ragab';
    await page.goto(
      `${cmsUrl()}/admin/content-manager/collection-types/api::review.review/create?plugins[i18n][locale]=en`,
    );
    await page.getByRole('textbox', { name: 'Patient’s name' }).fill(patient);
    await page.getByRole('textbox', { name: 'Review', exact: true }).fill('Careful, kind and on time.');
    await page.getByRole('textbox', { name: 'Stars (1 to 5)' }).fill('5');
    await page.getByRole('combobox', { name: text.doctor, exact: true }).click();
    await page.getByRole('combobox', { name: text.doctor, exact: true }).fill('Ragab');
    await page.getByRole('option', { name: new RegExp(doctorName.replace('.', '\\.')) }).click();
    await saveEntry(page, text);

    await page.getByRole('button', { name: text.publish, exact: true }).click();
    await expect(page.getByText('This value is required.').first()).toBeVisible();
    const reviewOf = async () => {
      const response = await fetch(
        `${cmsUrl()}/api/reviews?locale=en&filters[authorName][$eq]=${encodeURIComponent(patient)}&populate[doctor][fields][0]=name`,
      );
      return ((await response.json()) as { data: ({ documentId: string; doctor: { name: string } } & object)[] }).data;
    };
    expect(await reviewOf()).toEqual([]);

    await page.getByRole('combobox', { name: 'Patient agreed to publication on' }).fill('11/20/2026');
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'How the patient agreed' }).click();
    await page.getByRole('option', { name: 'Signed form' }).click();
    await page.getByRole('button', { name: text.publish, exact: true }).click();
    await expect.poll(async () => (await reviewOf()).map((review) => review.doctor?.name)).toEqual([doctorName]);
    const [published] = await reviewOf();
    expect(Object.keys(published ?? {})).not.toContain('publicationConsentOn');
    try {
      await expect
        .poll(async () => (await fetch(`${readToolsEnv().BASE_URL}/en/doctor/9`)).text(), {
          timeout: 5_000,
          intervals: [100],
        })
        .toContain(patient);
    } finally {
      await fetch(`${cmsUrl()}/api/reviews/${published?.documentId}?locale=*`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });

  test('is told which doctor and branch have no fee, changes a doctor’s fee at a branch, which the doctor’s page shows within 5 s, and is refused a second fee for the same branch', async ({
    page,
  }, testInfo) => {
    // The rules do not depend on the panel's language: once, in the Arabic panel, where the refusal is
    // in Arabic (the English words are cms/tests/consultation-fees.test.ts's).
    const { lang, text } = await panelOnlyIn('ar', page, testInfo);
    // A doctor at one branch, so the list's 'from' and the doctor pages other tests read stay as they are.
    const [doctorName, branchName] = ['Dr. Karim Mansour', 'Heliopolis Branch'];
    const fees = (await (
      await fetch(
        `${cmsUrl()}/api/consultation-fees?filters[doctor][name][$eq]=${encodeURIComponent(doctorName)}&populate[doctor][fields][0]=publicId`,
      )
    ).json()) as { data: { documentId: string; amountEgp: number; doctor: { publicId: number } }[] };
    const [fee] = fees.data;
    if (!fee) throw new Error(`${doctorName} has no fee`);
    const changed = fee.amountEgp + 50;
    // The entry's name in the panel's language, written by the CMS: 'د. كريم منصور — فرع مصر الجديدة — 650 ج.م.'.
    const namePrefix = `${await readArabicName('doctors', doctorName)} — ${await readArabicName('branches', branchName)} — `;
    const entryName = (amount: number) =>
      new RegExp(`^${namePrefix.replace(/[.()]/g, '\\$&')}\\W*${feePattern('ar', amount).source}`);
    const token = await createAdministratorToken();
    try {
      // The list of fees says which doctor and branch have none: the demo's Dr. Yasmine at Smouha.
      await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::consultation-fee.consultation-fee`);
      await expect(page.getByRole('status').filter({ hasText: text.unpricedNotice })).toBeVisible();
      await page.goto(
        `${cmsUrl()}/admin/content-manager/collection-types/api::consultation-fee.consultation-fee/${fee.documentId}`,
      );
      await expect(page.getByRole('heading', { name: entryName(fee.amountEgp) })).toBeVisible();
      await page.getByRole('textbox', { name: text.feeAmount }).fill(String(changed));
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByRole('heading', { name: entryName(changed) })).toBeVisible();
      await expect(async () => {
        await page.goto(`/${lang}/doctor/${fee.doctor.publicId}`);
        await expect(page.locator('[data-doctor-fee]')).toContainText(feePattern(lang, changed), { timeout: 500 });
      }).toPass({ timeout: 5_000, intervals: [250] });

      await page.goto(
        `${cmsUrl()}/admin/content-manager/collection-types/api::consultation-fee.consultation-fee/create`,
      );
      await page.getByRole('combobox', { name: text.doctor, exact: true }).click();
      await page.getByRole('combobox', { name: text.doctor, exact: true }).fill('Mansour');
      await page.getByRole('option', { name: new RegExp(doctorName.replace('.', '\\.')) }).click();
      await page.getByRole('combobox', { name: text.branch, exact: true }).click();
      await page.getByRole('combobox', { name: text.branch, exact: true }).fill('Heliopolis');
      await page.getByRole('option', { name: new RegExp(branchName) }).click();
      await page.getByRole('textbox', { name: text.feeAmount }).fill('999');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.duplicateFee).first()).toBeVisible();
      await expect(page).toHaveURL(/\/create/);
    } finally {
      await fetch(`${cmsUrl()}/api/consultation-fees/${fee.documentId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { amountEgp: fee.amountEgp } }),
      });
    }
  });
});
