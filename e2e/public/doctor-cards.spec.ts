import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { BOOKING, cmsUrl } from '../fixtures/booking';
import { readDoctorRatings, ratingLine } from '../fixtures/doctor-ratings';

const PHONE = { width: 390, height: 844 };
const NEXT_FREE = { en: 'Next free:', ar: 'أقرب موعد:' } as const;
const BOOK_WITH = { en: 'Book with', ar: 'احجز مع' } as const;

type ListedDoctor = { documentId: string; publicId: number; name: string; branches: { documentId: string }[] };
type Opening = { start: string; status: string };

const listDoctors = async (lang: 'en' | 'ar') => {
  const response = await fetch(
    `${cmsUrl()}/api/doctors?locale=${lang}&sort=publicId:asc&fields[0]=name&fields[1]=publicId&populate[branches][fields][0]=publicId&pagination[pageSize]=100`,
  );
  return ((await response.json()) as { data: ListedDoctor[] }).data;
};

/** The doctor's soonest open time at any of their branches, from the public availability API. */
const soonestOpening = async (doctor: ListedDoctor) => {
  const starts = await Promise.all(
    doctor.branches.map(async (branch) => {
      const response = await fetch(
        `${cmsUrl()}/api/availability?doctor=${doctor.documentId}&branch=${branch.documentId}&days=14`,
      );
      const { data } = (await response.json()) as { data: { days: { openings: Opening[] }[] } };
      return data.days.flatMap((day) => day.openings).find((opening) => opening.status === 'open')?.start;
    }),
  );
  return starts.filter((start): start is string => Boolean(start)).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
};

/** The Cairo day of the month and the 12-hour clock time of an instant: what any wording of it must contain. */
const dayAndTime = (instant: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Cairo',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { day: part('day'), time: `${part('hour')}:${part('minute')}` };
};

/** A check inside a retried block: short, so a block that read the API before a change is read again soon. */
const FAST = { timeout: 2_000 };

const watchTimeRequests = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/next-free-times') || pathname.startsWith('/api/availability')) asked.push(pathname);
  });
  return asked;
};

test.describe('[DOCTORS]: compact cards', () => {
  test('on a phone, three doctors fit one screen, each with the next free time the availability API gives, from one request', async ({
    page,
    lang,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    const doctors = await listDoctors(lang);
    const soonestOfAll = () => Promise.all(doctors.map(soonestOpening));
    // Other workers book and cancel meanwhile, and a time passes out of the lead time: the page is compared with
    // the availability API only when the API said the same before and after the page asked.
    await expect(async () => {
      const before = await soonestOfAll();
      const asked = watchTimeRequests(page);
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/next-free-times');
      await page.goto(`/${lang}/doctors`);
      await answered;
      const after = await soonestOfAll();
      expect(after, 'the free times changed while the page loaded').toEqual(before);

      const cards = page.locator('#doctor-list > li');
      const boxes = await Promise.all([0, 1, 2].map(async (index) => cards.nth(index).boundingBox()));
      const [first, , third] = boxes;
      expect((third?.y ?? 0) + (third?.height ?? 0) - (first?.y ?? 0)).toBeLessThanOrEqual(PHONE.height - 64);
      for (const [index, doctor] of doctors.entries()) {
        const line = page.locator(`[data-next-free-time="${doctor.documentId}"]`);
        const soonest = after[index];
        if (!soonest) {
          await expect(line).not.toHaveText('');
          await expect(line).not.toContainText(NEXT_FREE[lang]);
          continue;
        }
        const { day, time } = dayAndTime(soonest);
        await expect(line).toContainText(NEXT_FREE[lang]);
        await expect(line).toContainText(time);
        await expect(line).toContainText(new RegExp(`(^|\\D)${day}(\\D|$)`));
      }
      expect(asked).toEqual(['/api/next-free-times']);
    }).toPass({ timeout: 50_000 });
  });

  test('each card, and the doctor’s page, show the rating of verified visits the ratings API counts: the average from five reviews, the count alone below', async ({
    page,
    lang,
  }) => {
    const doctors = await listDoctors(lang);
    let ratings = await readDoctorRatings();
    // The demo has doctors with an average, with a count alone, and without verified reviews.
    expect(ratings.some((rating) => rating.average !== null) && ratings.some((rating) => rating.average === null)).toBe(
      true,
    );
    expect(doctors.length).toBeGreaterThan(ratings.length);
    // The review test publishes a review meanwhile: the list is read again until it and the API agree.
    await expect(async () => {
      ratings = await readDoctorRatings();
      await page.goto(`/${lang}/doctors`);
      for (const doctor of doctors) {
        const rating = ratings.find((candidate) => candidate.doctor === doctor.documentId);
        const line = page.locator(`[data-list-item="${doctor.documentId}"] [data-doctor-rating]`);
        if (rating) await expect(line.locator('[aria-hidden="true"]')).toHaveText(ratingLine(rating, lang), FAST);
        else await expect(line).toHaveCount(0, FAST);
      }
    }).toPass({ timeout: 30_000 });
    // Doctor 2, with an average, whose reviews no test publishes to (the review test writes of another).
    const doctor = doctors.find((candidate) => candidate.publicId === 2);
    const rated = ratings.find((rating) => rating.doctor === doctor?.documentId && rating.average !== null);
    if (!rated || !doctor) throw new Error('Doctor 2 has no average');
    await page.goto(`/${lang}/doctor/${doctor.publicId}`);
    await expect(page.locator('main header [data-doctor-rating] [aria-hidden="true"]')).toHaveText(
      ratingLine(rated, lang),
    );
  });

  test('Book opens the booking with the doctor chosen: at the times for a doctor at one branch, at the branch choice for several', async ({
    page,
    lang,
  }) => {
    const text = BOOKING[lang];
    await page.setViewportSize({ width: 1366, height: 900 });
    const doctors = await listDoctors(lang);
    const atOne = doctors.find((doctor) => doctor.branches.length === 1);
    const atSeveral = doctors.find((doctor) => doctor.branches.length > 1);
    if (!atOne || !atSeveral) throw new Error('The demo needs doctors at one branch and at several');

    await page.goto(`/${lang}/doctors`);
    await page.getByRole('link', { name: `${BOOK_WITH[lang]} ${atOne.name}` }).click();
    await expect(page.getByRole('button', { name: text.changeDoctor })).toBeVisible();
    await expect(page.getByText(atOne.name, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`branch=${atOne.branches[0]?.documentId}`));
    await expect(page.locator('input[type="radio"][value*="T"]').first()).toBeVisible();

    await page.goto(`/${lang}/doctors`);
    await page.getByRole('link', { name: `${BOOK_WITH[lang]} ${atSeveral.name}` }).click();
    await expect(page.getByText(atSeveral.name, { exact: true })).toBeVisible();
    const branchChoice = page.getByRole('group', { name: text.chooseBranch });
    await expect(branchChoice.getByRole('radio')).toHaveCount(atSeveral.branches.length);
    for (const radio of await branchChoice.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  });
});
