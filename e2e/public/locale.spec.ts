import { type Page, expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { BOOKING } from '../fixtures/booking';
import { findOpenPlaces, openPatientStep } from '../fixtures/staff-area';

/** Clicks the switcher to `other` and waits for that language's page at the same address, query included. */
const switchLanguageKeepingQuery = async (page: Page, other: 'en' | 'ar') => {
  const before = new URL(page.url());
  await page.getByRole('link', { name: other === 'ar' ? 'العربية' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  const after = new URL(page.url());
  expect(after.pathname.replace(/^\/(en|ar)/, '')).toBe(before.pathname.replace(/^\/(en|ar)/, ''));
  expect(Object.fromEntries(after.searchParams)).toEqual(Object.fromEntries(before.searchParams));
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test.describe('[SITE]: language', () => {
  test('visiting a language stores it in a 365-day, site-wide, SameSite=Lax cookie, written by the page, not the answer a shared cache keeps', async ({
    page,
    context,
    lang,
  }) => {
    const other = lang === 'en' ? 'ar' : 'en';
    const answer = await page.goto(`/${other}/doctors`);
    // A CDN or nginx does not store an answer that sets a cookie: the page's script writes it.
    expect(await answer?.headerValue('set-cookie')).toBeNull();
    const readCookie = async () => (await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE');
    await expect.poll(async () => (await readCookie())?.value).toBe(other);
    const cookie = await readCookie();
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(lifetime).toBeLessThan(YEAR_SECONDS + 120);

    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${other}$`));
  });

  test('the language switcher keeps the page, with its slug in the other language, and remembers the choice', async ({
    page,
    context,
    lang,
  }) => {
    const other = lang === 'en' ? 'ar' : 'en';
    await page.goto(`/${lang}/doctors`);
    const firstDoctor = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
    await firstDoctor.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/doctor/1-`));
    const switcher = page.getByRole('link', { name: other === 'ar' ? 'العربية' : 'English' });
    await switcher.click();
    await expect(page).toHaveURL(new RegExp(`/${other}/doctor/1-[^/]+$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(other === 'ar' ? /[\u0600-\u06FF]/ : /^[^\u0600-\u06FF]+$/);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe(other);
  });

  test('the language switcher keeps what was chosen: filters, the search, the booking’s step and choices', async ({
    page,
    lang,
  }) => {
    const other = lang === 'en' ? 'ar' : 'en';

    await page.goto(`/${lang}/doctors`);
    await page.getByRole('main').getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/\?.+=/);
    await switchLanguageKeepingQuery(page, other);
    await expect(page.getByRole('main').getByRole('checkbox').first()).toBeChecked();

    const words = lang === 'en' ? 'ear' : 'الأذن';
    await page.goto(`/${lang}/blog`);
    await page.getByRole('searchbox').fill(words);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await switchLanguageKeepingQuery(page, other);
    await expect(page.getByRole('searchbox')).toHaveValue(words);

    // Halfway through a booking: the step, the doctor, the branch and the time, and what was typed.
    const { doctor, branch, places } = await findOpenPlaces(lang === 'en' ? 9 : 10, 4);
    const [place] = places;
    if (!place) throw new Error('No open place to book');
    await openPatientStep(page, lang, { doctor: doctor.documentId, branch: branch.documentId, start: place.start });
    await page.getByLabel(BOOKING[lang].firstName, { exact: true }).fill(BOOKING[lang].patient.firstName);
    await switchLanguageKeepingQuery(page, other);
    await expect(page.getByLabel(BOOKING[other].firstName, { exact: true })).toHaveValue(
      BOOKING[lang].patient.firstName,
    );
  });
});
