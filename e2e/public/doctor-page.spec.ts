import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { BOOKING, cmsUrl } from '../fixtures/booking';

const LANGUAGES = {
  en: { label: 'Languages', arabic: 'Arabic', english: 'English', german: 'German', and: ' and ' },
  ar: { label: 'اللغات', arabic: 'العربية', english: 'الإنجليزية', german: 'الألمانية', and: ' و' },
} as const;

test('[DOCTOR]: a doctor’s page says which languages the doctor sees patients in, as the CMS lists them', async ({
  page,
  lang,
}) => {
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

test('[DOCTOR]: a doctor’s page shows what patients wrote about that doctor, and only that', async ({ page, lang }) => {
  const heading = lang === 'en' ? 'What patients say about the doctor' : 'آراء المرضى في الطبيب';
  const doctor = (
    (await (await fetch(`${cmsUrl()}/api/doctors/2?locale=${lang}`)).json()) as { data: { documentId: string } }
  ).data;
  const response = await fetch(
    `${cmsUrl()}/api/reviews?locale=${lang}&filters[doctor][documentId][$eq]=${doctor.documentId}&fields[0]=authorName&fields[1]=rating&fields[2]=verifiedVisit&fields[3]=writtenIn&fields[4]=clinicReply`,
  );
  const reviews = (
    (await response.json()) as {
      data: {
        authorName: string;
        rating: number;
        verifiedVisit: boolean;
        writtenIn: string | null;
        clinicReply: string | null;
      }[];
    }
  ).data;
  const verified = reviews.filter((review) => review.verifiedVisit);
  // The demo doctor has reviews from verified visits, one in the other language, one replied to, and one an editor entered.
  expect([verified.some((review) => review.writtenIn !== lang), verified.some((review) => review.clinicReply)]).toEqual(
    [true, true],
  );
  expect(verified.length).toBeLessThan(reviews.length);
  await page.goto(`/${lang}/doctor/2`);
  const section = page.getByRole('region', { name: heading });
  await expect(section.getByRole('listitem')).toHaveCount(reviews.length);
  for (const review of reviews) await expect(section.getByText(review.authorName, { exact: true })).toBeVisible();
  await expect(section.locator('[data-review-origin="verified"]')).toHaveCount(verified.length);
  await expect(section.locator('[data-review-origin="verified"]').first()).toContainText(
    lang === 'en' ? 'Verified visit · Visit: ' : 'زيارة مؤكَّدة · الزيارة: ',
  );
  // The words as the patient wrote them, marked with their language on the other language's site.
  const otherLanguage = verified.filter((review) => review.writtenIn !== lang);
  await expect(section.locator('blockquote[lang]')).toHaveCount(otherLanguage.length);
  for (const review of verified.filter((candidate) => candidate.clinicReply)) {
    await expect(section.getByText(review.clinicReply ?? '', { exact: true })).toBeVisible();
  }
  // Only the reviews of one rating, then all again.
  const fiveStars = new RegExp(`^5 ${lang === 'en' ? 'out of' : 'من'} 5`);
  await section.getByRole('button', { name: fiveStars }).click();
  await expect(section.getByRole('listitem')).toHaveCount(reviews.filter((review) => review.rating === 5).length);
  await expect(section.getByRole('button', { name: fiveStars })).toHaveAttribute('aria-pressed', 'true');
  await section.getByRole('button', { name: lang === 'en' ? /^All/ : /^الكل/ }).click();
  await expect(section.getByRole('listitem')).toHaveCount(reviews.length);

  // A doctor nobody reviewed has no such section.
  await page.goto(`/${lang}/doctor/7`);
  await expect(page.getByRole('region', { name: heading })).toHaveCount(0);
});

const WEEK = {
  en: {
    saturday: 'Saturday',
    sunday: 'Sunday',
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
  },
  ar: {
    saturday: 'السبت',
    sunday: 'الأحد',
    monday: 'الاثنين',
    tuesday: 'الثلاثاء',
    wednesday: 'الأربعاء',
    thursday: 'الخميس',
    friday: 'الجمعة',
  },
} as const;
const WALK_IN = { en: 'walk-in session', ar: 'جلسة حضور بالدور' } as const;
const BOOK_THIS_TIME = { en: 'Book this time', ar: 'احجز هذا الموعد' } as const;

type WeeklyHours = {
  branch: string;
  weekday: keyof (typeof WEEK)['en'];
  startTime: string;
  endTime: string;
  mode: string;
};

/** '18:00' as the 12-hour clock writes it, without the am/pm word: '6:00'. */
const twelveHour = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
};

test('[DOCTOR]: a doctor’s page gives the week’s hours at each branch as the CMS has them, and books the next free time in one tap', async ({
  page,
  lang,
}) => {
  const doctor = (
    (await (await fetch(`${cmsUrl()}/api/doctors/1?locale=${lang}&populate[branches][fields][0]=name`)).json()) as {
      data: { documentId: string; name: string; branches: { documentId: string; name: string }[] };
    }
  ).data;
  const { hours } = (
    (await (await fetch(`${cmsUrl()}/api/availability/weekly-hours?doctor=${doctor.documentId}`)).json()) as {
      data: { hours: WeeklyHours[] };
    }
  ).data;
  expect(hours.length).toBeGreaterThan(0);
  await page.goto(`/${lang}/doctor/1`);
  for (const branch of doctor.branches) {
    const expected = hours.filter((entry) => entry.branch === branch.documentId);
    const listed = page.locator(`[data-weekly-hours="${branch.documentId}"] > li`);
    await expect(listed).toHaveCount(expected.length);
    for (const [index, entry] of expected.entries()) {
      const line = listed.nth(index);
      await expect(line).toContainText(WEEK[lang][entry.weekday]);
      await expect(line).toContainText(twelveHour(entry.startTime));
      await expect(line).toContainText(twelveHour(entry.endTime));
      if (entry.mode === 'fcfs') await expect(line).toContainText(WALK_IN[lang]);
      else await expect(line).not.toContainText(WALK_IN[lang]);
    }
  }

  const [branch] = doctor.branches;
  const { times } = (
    (await (await fetch(`${cmsUrl()}/api/availability/next-free-times`)).json()) as {
      data: { times: { doctor: string; branch: string; start: string }[] };
    }
  ).data;
  const next = times.find((time) => time.doctor === doctor.documentId && time.branch === branch?.documentId);
  expect(next).toBeDefined();
  await page
    .locator(`[data-next-free-time="${doctor.documentId}"]`)
    .first()
    .getByRole('link', { name: BOOK_THIS_TIME[lang] })
    .click();
  await expect(page).toHaveURL(/\/booking\?/);
  const url = new URL(page.url());
  expect([url.searchParams.get('doctor'), url.searchParams.get('branch'), url.searchParams.get('start')]).toEqual([
    doctor.documentId,
    branch?.documentId,
    next?.start,
  ]);
  await expect(page.getByLabel(BOOKING[lang].firstName, { exact: true })).toBeVisible();
  await expect(page.getByText(doctor.name, { exact: true }).first()).toBeVisible();
});
