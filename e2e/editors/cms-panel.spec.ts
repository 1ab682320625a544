import { expect as baseExpect, type Page, test } from '@playwright/test';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createCmsClient } from '@clinic/cms-client';
import { cmsUrl, feePattern } from '../fixtures/booking';
import { createAdministratorToken } from '../fixtures/cms-admin';
import {
  PANEL,
  editorToken,
  inviteEditor,
  readArabicName,
  signInToPanel,
  superAdminToken,
} from '../fixtures/cms-panel';
import { expectationsFor } from '../fixtures/locales';
import { useStaffSession } from '../fixtures/staff-area';
import { readToolsEnv } from '@clinic/tools/env';

/**
 * Strapi's panel loads each view's code when it is first opened; with the rest of the suite running
 * beside it on two cores, a view can take longer than the default 10 s to appear.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The english project drives the panel in English; the arabic one switches it to Arabic first. */
const panelFor = async (page: Page, projectName: string) => {
  const { lang } = expectationsFor(projectName);
  const account = await inviteEditor();
  await signInToPanel(page, account);
  if (lang === 'ar') {
    // As a newcomer would: Profile › Interface language › العربية › Save.
    await page.goto(`${cmsUrl()}/admin/me`);
    await page.getByRole('combobox', { name: 'Interface language' }).click();
    await page.getByRole('option', { name: 'العربية' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('link', { name: PANEL.ar.contentManager })).toBeVisible();
  }
  return { lang, text: PANEL[lang], account };
};

/** The next Wednesday after today in Cairo, as YYYY-MM-DD. */
const nextCairoWednesday = () => {
  const today = new Date(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date()));
  const daysAhead = (3 - today.getUTCDay() + 7) % 7 || 7;
  return new Date(today.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
};

test.describe('[EDITOR]: the CMS admin panel, as a clinic editor', () => {
  test.setTimeout(120_000);

  test('the clinic’s name and logo, a menu without patients’ data, and an admin API that refuses it', async ({
    page,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
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

  test('edits a doctor’s Arabic bio, right to left, previews the draft on the site, and the site shows it within 5 seconds of publishing', async ({
    page,
    browser,
  }, testInfo) => {
    // Editing, previewing and publishing do not depend on the panel's language: once, in the Arabic
    // panel, whose words the panel's sweep checks (editors/panel-words.spec.ts).
    test.skip(expectationsFor(testInfo.project.name).lang !== 'ar', 'language-independent');
    const { text } = await panelFor(page, testInfo.project.name);
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
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByRole('button', { name: text.save, exact: true })).toBeDisabled();

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
    // Strapi's edit view has twice, in CI, drawn its Entry panel without Save and Publish (every request
    // answered 200, the fields filled): a reload draws them, as it does for an editor. It must then.
    const save = page.getByRole('button', { name: text.save, exact: true });
    const isDrawn = await save.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (!isDrawn) await page.reload();
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
    test.skip(expectationsFor(testInfo.project.name).lang !== 'en', 'language-independent');
    const { text } = await panelFor(page, testInfo.project.name);
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
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByRole('button', { name: text.save, exact: true })).toBeDisabled();

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
    test.skip(expectationsFor(testInfo.project.name).lang !== 'ar', 'language-independent');
    const { lang, text } = await panelFor(page, testInfo.project.name);
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

  test('adds a doctor’s Wednesday hours that the booking offers, and is refused hours that overlap them or end before they start', async ({
    page,
  }, testInfo) => {
    // What the panel does with hours does not depend on its language: this runs once, in the Arabic
    // panel. The English labels of the same form are the layout's own (cms/tests/editor-panel.test.ts).
    test.skip(expectationsFor(testInfo.project.name).lang !== 'ar', 'language-independent');
    const { lang, text } = await panelFor(page, testInfo.project.name);
    // A doctor who works one branch on Sunday, Tuesday and Thursday evenings only.
    const [doctorName, branchName, otherBranchName] = [
      'Dr. Mona Abdel Rahman',
      'Mohandessin Branch',
      'Heliopolis Branch',
    ];
    const made: string[] = [];
    const addHours = async (branch: string, from: string, until: string) => {
      await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::doctor-schedule.doctor-schedule/create`);
      await page.getByRole('combobox', { name: text.doctor, exact: true }).click();
      await page.getByRole('combobox', { name: text.doctor, exact: true }).fill(doctorName.split(' ').at(-1) ?? '');
      await page.getByRole('option', { name: new RegExp(doctorName.replace('.', '\\.')) }).click();
      await page.getByRole('combobox', { name: text.branch, exact: true }).click();
      await page.getByRole('combobox', { name: text.branch, exact: true }).fill(branch.split(' ')[0] ?? '');
      await page.getByRole('option', { name: new RegExp(branch) }).click();
      await page.getByRole('combobox', { name: text.day, exact: true }).click();
      await page.getByRole('option', { name: text.wednesday }).click();
      // Times are chosen in 5-minute steps, never typed.
      await page.getByRole('combobox', { name: text.from, exact: true }).click();
      await page.getByRole('option', { name: from, exact: true }).click();
      await page.getByRole('combobox', { name: text.until, exact: true }).click();
      await page.getByRole('option', { name: until, exact: true }).click();
      await page.getByRole('textbox', { name: text.minutes }).fill('30');
      await page.getByRole('button', { name: text.save, exact: true }).click();
    };

    // The entry is named in the panel's language: the doctor's and the branch's Arabic names, the day in Arabic.
    const hoursName = `${await readArabicName('branches', branchName)} — ${text.wednesday} 10:00–13:00`;
    const entryName = `${await readArabicName('doctors', doctorName)} — ${hoursName}`;
    try {
      await addHours(branchName, '10:00', '13:00');
      await expect(page.getByRole('heading', { name: entryName })).toBeVisible();
      made.push(new URL(page.url()).pathname.split('/').at(-1) ?? '');

      const doctors = (await (
        await fetch(
          `${cmsUrl()}/api/doctors?filters[name][$eq]=${encodeURIComponent(doctorName)}&populate[branches][fields][0]=name`,
        )
      ).json()) as { data: { documentId: string; branches: { documentId: string; name: string }[] }[] };
      const doctor = doctors.data[0];
      const branch = doctor?.branches.find((candidate) => candidate.name === branchName);
      const wednesday = nextCairoWednesday();
      await page.goto(
        `/${lang}/booking?flow=doctor&doctor=${doctor?.documentId}&branch=${branch?.documentId}&date=${wednesday}`,
      );
      await expect(page.locator(`input[type="radio"][value^="${wednesday}T10:00"]:not([disabled])`)).toBeAttached();
      await expect(page.locator(`input[type="radio"][value^="${wednesday}T12:30"]:not([disabled])`)).toBeAttached();

      // The doctor's form lists the doctor's hours beside it, each one click from its own form.
      await page.goto(
        `${cmsUrl()}/admin/content-manager/collection-types/api::doctor.doctor/${doctor?.documentId}?plugins[i18n][locale]=ar`,
      );
      await expect(page.getByRole('heading', { name: text.weeklyHoursPanel, exact: true })).toBeVisible();
      await page.getByRole('link', { name: hoursName }).click();
      await expect(page.getByRole('heading', { name: entryName })).toBeVisible();

      await addHours(otherBranchName, '11:00', '12:00');
      await expect(page.getByText(text.overlap).first()).toBeVisible();
      await expect(page).toHaveURL(/\/create/);

      // Hours that end before they start are refused under the end time, and the form keeps what was typed.
      await addHours(otherBranchName, '14:00', '13:00');
      await expect(page.getByText(text.endsBeforeStart).first()).toBeVisible();
      await expect(page).toHaveURL(/\/create/);
      await expect(page.getByRole('combobox', { name: text.from, exact: true })).toHaveText('14:00');
      await expect(page.getByRole('combobox', { name: text.until, exact: true })).toHaveText('13:00');
    } finally {
      const token = await superAdminToken();
      for (const documentId of made.filter(Boolean)) {
        await fetch(`${cmsUrl()}/content-manager/collection-types/api::doctor-schedule.doctor-schedule/${documentId}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
      }
    }
  });

  test('is shown the booked visits a change of hours leaves out, confirms it, and the front desk sees whom to call', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    // The refusal speaks the editor's language (cms/tests/hours-changes.test.ts checks both): run once, in Arabic.
    test.skip(expectationsFor(testInfo.project.name).lang !== 'ar', 'language-independent');
    const { text } = await panelFor(page, testInfo.project.name);
    const token = await createAdministratorToken();
    const cms = createCmsClient({ baseUrl: cmsUrl() });
    const { data: doctors } = await cms.find('doctors', {
      populate: { branches: { fields: ['name'] } },
      sort: ['publicId:asc'],
      pagination: { pageSize: 100 },
    });
    const doctor = doctors[8];
    const branch = doctor?.branches?.[0];
    if (!doctor || !branch) throw new Error('No seeded doctor with a branch');
    // One day of hours at 05:00, an hour no seeded schedule uses, 26 days ahead: this test's alone.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(Date.now() + 26 * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })
      .format(new Date(`${day}T12:00:00Z`))
      .toLowerCase();
    const created = await fetch(`${cmsUrl()}/api/doctor-schedules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        data: {
          doctor: doctor.documentId,
          branch: branch.documentId,
          weekday,
          startTime: '05:00',
          endTime: '06:00',
          mode: 'slots',
          slotMinutes: 30,
          capacity: 1,
          effectiveFrom: day,
          effectiveUntil: day,
        },
      }),
    });
    expect(created.status).toBe(201);
    const schedule = ((await created.json()) as { data: { documentId: string } }).data.documentId;
    try {
      const firstStart = async () =>
        (await cms.getAvailability({ doctor: doctor.documentId, branch: branch.documentId, from: day, days: 1 }))
          .days[0]?.openings[0]?.start;
      const start = (await firstStart()) ?? '';
      const visit = await cms.book({
        doctor: doctor.documentId,
        branch: branch.documentId,
        start,
        source: 'doctor-flow',
        locale: 'ar',
        patient: {
          firstName: 'Salma',
          lastName: 'Fathy',
          email: `hours-${Date.now()}@example.com`,
          phone: '01001234567',
          age: 40,
          contractType: 'cash',
        },
        consent: { accepted: true, policyVersion: 'e2e' },
      });

      // The editor moves the hours' start half an hour later, which would leave the 05:00 visit out: the
      // panel beside the form names it before anything is saved.
      await page.goto(
        `${cmsUrl()}/admin/content-manager/collection-types/api::doctor-schedule.doctor-schedule/${schedule}`,
      );
      await page.getByRole('combobox', { name: text.from, exact: true }).click();
      await page.getByRole('option', { name: '05:30', exact: true }).click();
      await expect(page.getByRole('heading', { name: text.bookedVisitsPanel, exact: true })).toBeVisible();
      const listed = page.getByRole('listitem').filter({ hasText: visit.bookingNumber });
      await expect(listed).toBeVisible();
      await expect(listed).not.toContainText('Salma');
      await expect(page.getByText(text.leavesBookedVisits).first()).toBeVisible();
      // Nothing is saved by looking: the hours still offer 05:00.
      expect(await firstStart()).toBe(start);

      // A sentence to tick, not a switch between the panel's yes and no (the form's only yes/no field).
      await expect(page.getByText(/^(نعم|لا|yes|no|true|false)$/i)).toHaveCount(0);
      await page.getByRole('checkbox', { name: text.confirmBookedVisits }).check();
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByRole('heading', { name: /05:30–06:00/ })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: text.confirmBookedVisits })).not.toBeChecked();
      expect(await firstStart()).not.toBe(start);

      // The front desk's list and the visit's page say whom to call, in both languages.
      await useStaffSession(context, baseURL ?? '');
      const staffPage = await context.newPage();
      await staffPage.goto(`/ar/admin/appointments?from=${day}&to=${day}&doctor=${doctor.documentId}`);
      const row = staffPage.getByRole('row').filter({ hasText: visit.bookingNumber });
      await expect(row).toContainText('اتصل بالمريض: تغيّرت المواعيد');
      await row.getByRole('link', { name: `افتح الموعد ${visit.bookingNumber}` }).click();
      await expect(staffPage.getByText('تغيّرت مواعيد الطبيب بعد حجز هذه الزيارة')).toBeVisible();
      await staffPage.goto(staffPage.url().replace('/ar/', '/en/'));
      await expect(
        staffPage.getByText('The doctor’s hours changed after this visit was booked (new weekly hours'),
      ).toBeVisible();
    } finally {
      await fetch(`${cmsUrl()}/api/doctor-schedules/${schedule}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });

  test('a new closure of a branch lists exactly the visits its save flags: that branch’s, not another’s', async ({
    page,
  }, testInfo) => {
    // The panel's form as it holds a picked branch, whatever its language: once, in the English panel
    // (MM/DD/YYYY dates).
    test.skip(expectationsFor(testInfo.project.name).lang !== 'en', 'language-independent');
    const { text } = await panelFor(page, testInfo.project.name);
    const token = await createAdministratorToken();
    const cms = createCmsClient({ baseUrl: cmsUrl() });
    const { data: doctors } = await cms.find('doctors', {
      populate: { branches: { fields: ['name'] } },
      sort: ['publicId:asc'],
      pagination: { pageSize: 100 },
    });
    const closed = doctors[9];
    const closedBranch = closed?.branches?.[0];
    const elsewhere = doctors.find(
      (doctor) => !doctor.branches?.some((branch) => branch.documentId === closedBranch?.documentId),
    );
    const openBranch = elsewhere?.branches?.[0];
    if (!closed || !closedBranch || !elsewhere || !openBranch) throw new Error('No seeded doctors at two branches');
    // A day of 05:00 hours for each, an hour no seeded schedule uses, 27 days ahead: this test's alone.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(Date.now() + 27 * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })
      .format(new Date(`${day}T12:00:00Z`))
      .toLowerCase();
    const schedules: string[] = [];
    const bookAt = async (doctor: string, branch: string) => {
      const created = await fetch(`${cmsUrl()}/api/doctor-schedules`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          data: {
            doctor,
            branch,
            weekday,
            startTime: '05:00',
            endTime: '06:00',
            mode: 'slots',
            slotMinutes: 30,
            capacity: 1,
            effectiveFrom: day,
            effectiveUntil: day,
          },
        }),
      });
      expect(created.status).toBe(201);
      schedules.push(((await created.json()) as { data: { documentId: string } }).data.documentId);
      const { days } = await cms.getAvailability({ doctor, branch, from: day, days: 1 });
      return cms.book({
        doctor,
        branch,
        start: days[0]?.openings[0]?.start ?? '',
        source: 'doctor-flow',
        locale: 'en',
        patient: {
          firstName: 'Karim',
          lastName: 'Adel',
          email: `closure-${Date.now()}@example.com`,
          phone: '01001234567',
          age: 35,
          contractType: 'cash',
        },
        consent: { accepted: true, policyVersion: 'e2e' },
      });
    };
    try {
      const atClosed = await bookAt(closed.documentId, closedBranch.documentId);
      const atOpen = await bookAt(elsewhere.documentId, openBranch.documentId);

      await page.goto(
        `${cmsUrl()}/admin/content-manager/collection-types/api::schedule-exception.schedule-exception/create?plugins[i18n][locale]=en`,
      );
      await page.getByRole('combobox', { name: text.branch, exact: true }).click();
      await page.getByRole('option', { name: new RegExp(`^${closedBranch.name}`) }).click();
      const [year, month, date] = day.split('-');
      for (const field of ['First day', 'Last day']) {
        await page.getByRole('combobox', { name: field, exact: true }).fill(`${month}/${date}/${year}`);
        await page.keyboard.press('Enter');
      }
      const box = page.getByRole('listitem').filter({ hasText: /ENT-/ });
      await expect(box).toHaveCount(1);
      await expect(box).toContainText(atClosed.bookingNumber);

      // The save refuses over the same visit, and only it.
      await page.getByRole('button', { name: text.save, exact: true }).click();
      const refusal = page.getByText(/^This change leaves \d+ booked visit/).first();
      await expect(refusal).toContainText(atClosed.bookingNumber);
      await expect(refusal).not.toContainText(atOpen.bookingNumber);
    } finally {
      for (const schedule of schedules)
        await fetch(`${cmsUrl()}/api/doctor-schedules/${schedule}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
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
  }, testInfo) => {
    test.skip(expectationsFor(testInfo.project.name).lang !== 'en', 'language-independent');
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
