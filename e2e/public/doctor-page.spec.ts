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
