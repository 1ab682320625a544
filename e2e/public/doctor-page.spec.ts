import { expect, test } from '@playwright/test';
import { cmsUrl } from '../fixtures/booking';
import { expectationsFor } from '../fixtures/locales';

const LANGUAGES = {
  en: { label: 'Languages', arabic: 'Arabic', english: 'English', german: 'German', and: ' and ' },
  ar: { label: 'اللغات', arabic: 'العربية', english: 'الإنجليزية', german: 'الألمانية', and: ' و' },
} as const;

test('[DOCTOR]: a doctor’s page says which languages the doctor sees patients in, as the CMS lists them', async ({
  page,
}, testInfo) => {
  const { lang } = expectationsFor(testInfo.project.name);
  const words = LANGUAGES[lang];
  const response = await fetch(`${cmsUrl()}/api/doctors/1?locale=${lang}`);
  const doctor = ((await response.json()) as { data: { name: string; languages: string[] } }).data;
  // The seeded founder speaks three: the list reads as a sentence in each language.
  expect(doctor.languages).toEqual(['arabic', 'english', 'german']);
  await page.goto(`/${lang}/doctor/1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  const expected =
    lang === 'en'
      ? `${words.label}: ${words.arabic}, ${words.english}${words.and}${words.german}`
      : `${words.label}: ${words.arabic} و${words.english}${words.and}${words.german}`;
  await expect(page.getByText(`${words.label}:`)).toHaveText(expected);
});

test('[DOCTOR]: a doctor’s page shows what patients wrote about that doctor, and only that', async ({
  page,
}, testInfo) => {
  const { lang } = expectationsFor(testInfo.project.name);
  const heading = lang === 'en' ? 'What patients say about the doctor' : 'آراء المرضى في الطبيب';
  const doctor = (
    (await (await fetch(`${cmsUrl()}/api/doctors/2?locale=${lang}`)).json()) as { data: { documentId: string } }
  ).data;
  const response = await fetch(
    `${cmsUrl()}/api/reviews?locale=${lang}&filters[doctor][documentId][$eq]=${doctor.documentId}&fields[0]=authorName`,
  );
  const reviews = ((await response.json()) as { data: { authorName: string }[] }).data;
  expect(reviews.length).toBeGreaterThan(0);
  await page.goto(`/${lang}/doctor/2`);
  const section = page.getByRole('region', { name: heading });
  await expect(section.getByRole('listitem')).toHaveCount(reviews.length);
  for (const review of reviews) await expect(section.getByText(review.authorName, { exact: true })).toBeVisible();

  // A doctor nobody reviewed has no such section.
  await page.goto(`/${lang}/doctor/7`);
  await expect(page.getByRole('region', { name: heading })).toHaveCount(0);
});
