import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { cmsUrl } from '../fixtures/booking';
import { recordPageFetches } from '../fixtures/page-fetches';

/** Arabic-Indic digits (٠–٩) as Latin ones, so a count reads the same however the page writes it. */
const toLatinDigits = (text: string | null) =>
  (text ?? '').replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660));

const TEXTS = {
  en: {
    specialities: 'Specialities',
    branches: 'Branches',
    clearAll: 'Clear all',
    showFilters: /^Filters/,
    doctorCount: (count: number) => (count === 1 ? '1 doctor' : `${count} doctors`),
    search: 'Search articles',
    searchButton: 'Search',
    noBlogs: 'No Blogs Found',
    genders: 'Female or male doctor',
    female: 'Female doctor',
    male: 'Male doctor',
  },
  ar: {
    specialities: 'التخصصات',
    branches: 'الفروع',
    clearAll: 'مسح الكل',
    showFilters: /^خيارات التصفية/,
    // Arabic has six plural forms; the page may write its digits as ٣ or 3.
    doctorCount: (count: number) =>
      ({
        zero: 'لا يوجد أطباء يطابقون هذه الاختيارات',
        one: 'طبيب واحد',
        two: 'طبيبان',
        few: `${count} أطباء`,
        many: `${count} طبيبًا`,
        other: `${count} طبيب`,
      })[new Intl.PluralRules('ar').select(count)],
    search: 'ابحث في المقالات',
    searchButton: 'بحث',
    noBlogs: 'لا توجد مقالات',
    genders: 'طبيب أو طبيبة',
    female: 'طبيبة',
    male: 'طبيب',
  },
} as const;

test.describe('[SITE]: lists with filters', () => {
  test('doctor filters hide cards in place, live in the URL, survive a reload and clear', async ({ page, lang }) => {
    const texts = TEXTS[lang];
    await page.goto(`/${lang}/doctors`);
    const cards = page.locator('#doctor-list > li');
    const total = await cards.count();
    expect(total).toBeGreaterThan(3);
    const status = page.getByRole('status').first();
    const initialStatus = await status.textContent();

    const filters = page.getByRole('complementary');
    const specialityGroup = filters.getByRole('group', { name: texts.specialities });
    // On a phone the filters fold behind a button; on a wide screen they are always shown.
    const unfoldFilters = async () => {
      if (!(await specialityGroup.isVisible())) await filters.getByRole('button', { name: texts.showFilters }).click();
      await expect(specialityGroup).toBeVisible();
    };
    await unfoldFilters();
    const portrait = cards.first().locator('img');
    await portrait.evaluate((image) => image.setAttribute('data-original', 'yes'));
    const pageFetches = recordPageFetches(page);
    await specialityGroup.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/[?&]specialty=/);
    await expect.poll(() => cards.filter({ visible: true }).count()).toBeLessThan(total);
    const visible = await cards.filter({ visible: true }).count();
    expect(visible).toBeGreaterThan(0);
    await expect.poll(async () => toLatinDigits(await status.textContent())).toBe(texts.doctorCount(visible));
    // The cards are the server's elements, hidden and shown, never re-rendered.
    await expect(cards.first().locator('img[data-original="yes"]')).toHaveCount(1);
    // The address changed without a round trip to the server.
    expect(pageFetches).toEqual([]);

    await page.reload();
    await expect.poll(() => cards.filter({ visible: true }).count()).toBe(visible);

    await unfoldFilters();
    await expect(specialityGroup.getByRole('checkbox').first()).toBeChecked();
    await filters.getByRole('button', { name: texts.clearAll }).click();
    await expect(page).not.toHaveURL(/specialty=/);
    await expect.poll(() => cards.filter({ visible: true }).count()).toBe(total);
    await expect(status).toHaveText(initialStatus ?? '');
  });

  test('the gender filter shows the doctors the CMS names female, then male, and the address shares it', async ({
    page,
    lang,
  }) => {
    const texts = TEXTS[lang];
    const response = await fetch(
      `${cmsUrl()}/api/doctors?locale=${lang}&fields[0]=name&fields[1]=gender&pagination[pageSize]=100`,
    );
    const doctors = ((await response.json()) as { data: { name: string; gender: string | null }[] }).data;
    const namesOf = (gender: string) =>
      doctors
        .filter((doctor) => doctor.gender === gender)
        .map((doctor) => doctor.name)
        .sort();
    expect(namesOf('female').length).toBeGreaterThan(0);
    expect(namesOf('male').length).toBeGreaterThan(0);

    await page.goto(`/${lang}/doctors`);
    const cards = page.locator('#doctor-list > li');
    const shownNames = async () =>
      (await cards.filter({ visible: true }).getByRole('heading').allTextContents()).map((name) => name.trim()).sort();
    const genderGroup = page.getByRole('complementary').getByRole('group', { name: texts.genders });
    await genderGroup.getByRole('checkbox', { name: texts.female, exact: true }).check();
    await expect(page).toHaveURL(/[?&]gender=female(&|$)/);
    await expect.poll(shownNames).toEqual(namesOf('female'));

    await genderGroup.getByRole('checkbox', { name: texts.female, exact: true }).uncheck();
    await genderGroup.getByRole('checkbox', { name: texts.male, exact: true }).check();
    await expect(page).toHaveURL(/[?&]gender=male(&|$)/);
    await expect.poll(shownNames).toEqual(namesOf('male'));

    // A shared address opens with the same choice.
    await page.goto(`/${lang}/doctors?gender=female`);
    await expect(genderGroup.getByRole('checkbox', { name: texts.female, exact: true })).toBeChecked();
    await expect.poll(shownNames).toEqual(namesOf('female'));
  });

  test('blog search filters the cards in place, and says so when nothing matches', async ({ page, lang }) => {
    const texts = TEXTS[lang];
    await page.goto(`/${lang}/blog`);
    const cards = page.locator('#article-list > li');
    const total = await cards.count();
    expect(total).toBeGreaterThan(1);

    const firstTitle = (await cards.first().getByRole('heading').textContent()) ?? '';
    const word = firstTitle.split(/\s+/).find((candidate) => candidate.length > 4) ?? firstTitle;
    const pageFetches = recordPageFetches(page);
    await page.getByLabel(texts.search).fill(word);
    await page.getByRole('button', { name: texts.searchButton, exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect.poll(() => cards.filter({ visible: true }).count()).toBeGreaterThan(0);
    await expect(cards.first()).toBeVisible();

    await page.getByLabel(texts.search).fill('zzzqqq-nothing');
    await page.getByRole('button', { name: texts.searchButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.noBlogs })).toBeVisible();
    await expect.poll(() => cards.filter({ visible: true }).count()).toBe(0);
    expect(pageFetches).toEqual([]);
  });
});
