import { createCmsClient } from '@clinic/cms-client';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { cmsUrl, signInAsStaff } from '../fixtures/booking';
import { readEmails } from '../fixtures/mail';
import { DASHBOARD, cairoDate, uniqueSurname } from '../fixtures/staff-area';
import { findTwoTimesOnOneDay } from '../fixtures/staff-records';

/** What staff read when moving a visit; written out, not read from the message files. */
const MOVE = {
  en: {
    heading: 'Move the visit',
    question: /^Move the visit to .+\?$/,
    yes: 'Yes, move it',
    moved: /^The visit is moved to .+\.$/,
    history: /^Moved from .+ to .+$/,
    messages: 'Messages to the patient',
    movedSent: /Appointment moved\s*Sent/,
  },
  ar: {
    heading: 'نقل الموعد',
    question: /^نقل الموعد إلى .+؟$/,
    yes: 'نعم، انقله',
    moved: /^نُقل الموعد إلى .+\.$/,
    history: /^نُقل من .+ إلى .+$/,
    messages: 'الرسائل إلى المريض',
    movedSent: /نقل الموعد\s*أُرسلت/,
  },
} as const;

/** Each language's own doctor and week, apart from every other test's places. */
const PLACE = { en: { doctor: 4, daysAhead: 26 }, ar: { doctor: 6, daysAhead: 26 } } as const;

test.describe('[ADMIN]: moving a visit', () => {
  test('moves a visit to a free time of the same day: the new time taken, the old one free, the move in the history', async ({
    page,
    lang,
    signIn,
  }) => {
    const text = MOVE[lang];
    await signIn();
    const marker = uniqueSurname(`move${lang}`);
    const { first, next } = await findTwoTimesOnOneDay(PLACE[lang].doctor, PLACE[lang].daysAhead);
    const {
      doctor,
      branch,
      booked: [booking],
    } = await bookAppointments(PLACE[lang].doctor, PLACE[lang].daysAhead, marker, [
      { firstName: 'Lamia', phone: '01001110081' },
    ]);
    const bookingNumber = String(booking?.bookingNumber);

    await page.goto(`/${lang}/admin/appointments?from=${cairoDate(first.start)}&q=${bookingNumber}`);
    await page.getByRole('link', { name: DASHBOARD[lang].open(bookingNumber) }).click();
    const section = page.getByRole('region', { name: text.heading });
    // The day's free times, the visit's own left out; the first is the place after it.
    await section.getByRole('listitem').first().getByRole('button').click();
    await expect(section.getByText(text.question)).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);
    await section.getByRole('button', { name: text.yes }).click();
    await expect(page.getByText(text.moved)).toBeVisible();
    await expect(page.locator('ol li').last()).toContainText(text.history);
    // The patient is told, in the language they booked in, and the page says it was sent.
    await expect
      .poll(async () => (await readEmails(`${marker}@example.com`)).map((email) => email.subject), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^Appointment moved to /));
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: text.messages })).toContainText(text.movedSent, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });

    const { client } = await signInAsStaff();
    const { data } = await client.listAppointments({ q: bookingNumber, from: cairoDate(first.start) });
    expect(Date.parse(String(data[0]?.startsAt))).toBe(Date.parse(next.start));
    const cms = createCmsClient({ baseUrl: cmsUrl() });
    const availability = await cms.getAvailability({
      doctor: doctor.documentId,
      branch: branch.documentId,
      from: cairoDate(first.start),
      days: 1,
    });
    const openings = availability.days.flatMap((day) => day.openings);
    const statusAt = (start: string) => openings.find((opening) => Date.parse(opening.start) === Date.parse(start));
    expect(statusAt(first.start)?.remaining).toBe(first.remaining);
    expect(statusAt(next.start)?.remaining).toBe(next.remaining - 1);
  });
});
