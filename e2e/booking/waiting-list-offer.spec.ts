import { expect, type Page } from '@playwright/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { readSms } from '../fixtures/mail';
import { findSidewaysScrollAtReflowWidth } from '../fixtures/reflow';
import { createStaffCmsClient, uniqueSurname } from '../fixtures/staff-area';
import { test } from '../fixtures/test';
import { fillDoctorForOneDay, openVisitFromSms, takeHeldPlace } from '../fixtures/waiting-list';

/** What the patient reads on their waiting-list entry's page; written out, not read from the message files. */
const PAGE = {
  en: {
    title: 'Your place on the waiting list',
    held: 'A place is held for you',
    holdUntil: /^We keep it for you until \d{1,2}:\d{2} [ap]m\./,
  },
  ar: {
    title: 'مكانك في قائمة الانتظار',
    held: 'موعد محجوز لك',
    holdUntil: /^نحجزه لك حتى .+ [صم]، وبعدها ينتقل إلى المريض التالي/,
  },
} as const;
/** Taking the time, in Arabic. */
const TAKE = {
  take: 'احجز هذا الموعد',
  taken: /^حجزت موعد .+\. رقم حجزك (ENT-[A-Z0-9]{4}-[A-Z0-9]{4})،/,
  bookAnother: 'احجز موعدًا آخر',
};
/** Passing it on and leaving, in English. */
const PASS = {
  pass: 'Pass it on',
  passed: /^You passed the time .+ on to the next patient\.$/,
  stillWaiting: 'You are still on the waiting list: we will send you a message when another place frees up.',
  leave: 'Leave the waiting list',
  confirm: 'Yes, leave the list',
  left: 'You left the waiting list.',
};

/**
 * A doctor whose waiting list no other spec reads (the desk's spec reads doctor 11's), on days (one per
 * language) no other spec books, so no other spec's cancellation reaches these callers.
 */
const PLACE = { doctor: 8, daysAhead: { en: 28, ar: 27 } } as const;

/**
 * Puts a caller on the list of a doctor full on the language's day, has the booked patient cancel,
 * and opens the link of the offer's SMS: the entry's page, checked as every page is. Answers the
 * caller's mobile.
 */
const openOffer = async (page: Page, lang: 'en' | 'ar', dir: string) => {
  const marker = uniqueSurname('Offer');
  const { place, day, cancel } = await fillDoctorForOneDay({
    doctorIndex: PLACE.doctor,
    daysAhead: PLACE.daysAhead[lang],
    marker,
    phone: '01001110119',
  });
  const phone = lang === 'en' ? '01001110121' : '01001110122';
  const staff = await createStaffCmsClient();
  await staff.addWaitingEntry({
    ...place,
    fromDate: day.date,
    toDate: day.date,
    dayParts: ['morning'],
    locale: lang,
    patient: { firstName: 'Nadia', lastName: marker, phone, phoneChannel: 'sms', age: 37, contractType: 'cash' },
    consent: { givenVerbally: true, policyVersion: 'e2e' },
  });
  await cancel();

  const mobile = `+20${phone.slice(1)}`;
  await expect.poll(async () => (await readSms(mobile)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [offer] = await readSms(mobile);
  const token = String(offer?.text.match(/\/w\/([A-Za-z0-9_-]{43})$/)?.[1]);
  await page.goto(`/${lang}/w/${token}`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/waiting-list/entry$`));
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  const words = PAGE[lang];
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: words.held })).toBeVisible();
  await expect(page.getByText(words.holdUntil)).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await findSidewaysScrollAtReflowWidth(page)).toBeNull();
  return mobile;
};

/** Each answer is the same in both languages: one takes the time, the other passes it on. */
const ONE_LANGUAGE = 'the answers are language-independent: Arabic takes the time, English passes it on';

test.describe('[BOOKING]: a place freed for the waiting list reaches the waiting patient by SMS', () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe('in Arabic', () => {
    test.skip(({ lang }) => lang !== 'ar', ONE_LANGUAGE);

    test('its link opens the held time, which the patient takes: a visit, confirmed by SMS, that its manage link opens', async ({
      page,
      lang,
      dir,
    }) => {
      const mobile = await openOffer(page, lang, dir);
      const bookingNumber = await takeHeldPlace(page, TAKE);
      await expect(page.getByRole('link', { name: TAKE.bookAnother })).toBeVisible();
      await openVisitFromSms(page, lang, mobile, bookingNumber);
    });
  });

  test.describe('in English', () => {
    test.skip(({ lang }) => lang !== 'en', ONE_LANGUAGE);

    test('the patient passes the held time on, stays on the list, then leaves it after saying so twice', async ({
      page,
      lang,
      dir,
    }) => {
      await openOffer(page, lang, dir);
      await page.getByRole('button', { name: PASS.pass }).click();
      await expect(page.getByRole('status').getByText(PASS.passed)).toBeVisible();
      await expect(page.getByText(PASS.stillWaiting)).toBeVisible();
      await page.getByRole('button', { name: PASS.leave }).click();
      await expect(page.getByText(PASS.left)).toBeHidden();
      await page.getByRole('button', { name: PASS.confirm }).click();
      await expect(page.getByRole('status').getByText(PASS.left)).toBeVisible();
      await expect(page.getByRole('button', { name: PASS.leave })).toBeHidden();
    });
  });
});
