// Choosing a time: a booking link whose time can no longer be booked, and the slot picker from the keyboard.
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import {
  BOOKING,
  doctorIndex,
  expectAccessible,
  fillPatient,
  findAppointments,
  PHONE_VIEWPORT,
  readBookingNumber,
  uniqueEmail,
} from '../fixtures/booking';
import { cairoDayAhead, createOneDayHours, findOpenPlaces, removeOneDayHours } from '../fixtures/staff-area';

test.describe('[BOOKING]: a booking link whose time can no longer be booked', () => {
  test.use({ viewport: PHONE_VIEWPORT, hasTouch: true });

  test('says so as the details open, offers the next free times in place, and a time refused at submit does the same', async ({
    page,
    lang,
  }) => {
    const text = BOOKING[lang];
    const email = uniqueEmail(`stale-${lang}`);
    // A doctor of its own and hours of its own, far ahead, which the test later takes away.
    const { doctor, branch } = await findOpenPlaces(lang === 'en' ? 12 : 13, 0);
    const place = { doctor: doctor.documentId, branch: branch.documentId };
    const day = cairoDayAhead(lang === 'en' ? 26 : 31);
    await createOneDayHours(place, day, { startTime: '04:00', endTime: '05:00', slotMinutes: 20 });
    const detailsAt = (start: string) =>
      page.goto(`/${lang}/booking?${new URLSearchParams({ flow: 'doctor', step: '2', ...place, start })}`);

    // Yesterday's time, as an old tab or a bookmark has it.
    await detailsAt(`${cairoDayAhead(-1).date}T10:00:00+02:00`);
    const passed = page.getByRole('alert').filter({ hasText: text.timePassed });
    await expect(passed).toBeVisible();
    await expect(passed.getByRole('list', { name: text.freeTimes }).getByRole('button').first()).toBeVisible();
    await expectAccessible(page, 'time passed');

    // A time off the doctor's grid, as a hand-made or shared link has it; the details typed stay.
    await detailsAt(`${day.date}T04:07:00+02:00`);
    const notOffered = page.getByRole('alert').filter({ hasText: text.timeNotOffered });
    await expect(notOffered).toBeVisible();
    await fillPatient(page, text, email);
    await notOffered.getByRole('list', { name: text.freeTimes }).getByRole('button').first().click();
    await expect(notOffered).toBeHidden();
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);
    const picked = new URL(page.url()).searchParams.get('start') ?? '';
    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    const [stored] = await findAppointments({ bookingNumber });
    expect(Date.parse(String(stored?.startsAt))).toBe(Date.parse(picked));

    // A time that was bookable when the details opened, and whose hours an editor took away meanwhile.
    await detailsAt(`${day.date}T04:40:00+02:00`);
    await fillPatient(page, text, uniqueEmail(`stale-submit-${lang}`));
    await removeOneDayHours(place, day);
    await page.getByRole('button', { name: text.submit }).click();
    const refused = page.getByRole('alert').filter({ hasText: text.timeNotOffered });
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(refused.getByRole('list', { name: text.freeTimes }).getByRole('button').first()).toBeVisible();
    await expect(page.getByLabel(text.firstName, { exact: true })).not.toHaveValue('');
  });
});

test.describe('[BOOKING]: the slot picker', () => {
  test('names every time in full and works from the keyboard', async ({ page, lang }) => {
    const text = BOOKING[lang];
    await page.goto(`/${lang}/booking`);
    await page.getByRole('link', { name: text.byDoctor }).click();
    await page
      .getByRole('group', { name: text.chooseDoctor })
      .getByRole('radio')
      .nth(doctorIndex(lang, 'keyboard'))
      .click();
    const branches = page.getByRole('group', { name: text.chooseBranch });
    if (!(await branches.getByRole('radio', { checked: true }).count()))
      await branches.getByRole('radio').first().click();
    const openTimes = page.locator('input[type="radio"][value*="T"]:not([disabled])');
    await expect(openTimes.first()).toBeAttached({ timeout: 15_000 });
    // The arrow key needs a second open time on the day: late in the evening, today may have one left.
    const days = page.locator('input[type="radio"][name$="-day"]');
    for (let day = 1; (await openTimes.count()) < 2 && day < (await days.count()); day += 1) {
      await days.nth(day).check({ force: true });
      await expect(openTimes.first()).toBeAttached();
    }
    expect(await openTimes.count()).toBeGreaterThanOrEqual(2);
    // 'Tuesday 24 November, 10:30 am' / 'الثلاثاء، 24 نوفمبر، 10:30 ص', with Western digits.
    const name = await openTimes.first().getAttribute('aria-label');
    expect(name).toMatch(
      lang === 'en'
        ? /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+, \d{1,2}:\d{2} (am|pm)/
        : /^[\u0600-\u06FF]+، \d{1,2} [\u0600-\u06FF]+، \d{1,2}:\d{2} [صم]/,
    );
    const firstStart = await openTimes.first().getAttribute('value');
    await openTimes.first().focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`start=${encodeURIComponent(firstStart ?? '')}`));
    await page.keyboard.press('ArrowDown');
    await expect(page).not.toHaveURL(new RegExp(`start=${encodeURIComponent(firstStart ?? '')}`));
    await expect(page).toHaveURL(/[?&]start=/);
  });
});
