import { randomBytes } from 'node:crypto';
import { type BookingRequest, type CmsClient, createCmsClient } from '@clinic/cms-client';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import ICAL from 'ical.js';
import { axeFor } from '../fixtures/accessibility';
import { cmsUrl, findAppointments, signInAsStaff, uniqueEmail } from '../fixtures/booking';
import { findHtmlErrors } from '../fixtures/html-validity';
import { readEmails } from '../fixtures/mail';
import { MANAGE } from '../fixtures/manage-page';
import { REFLOW_WIDTH, findSidewaysScroll } from '../fixtures/reflow';
import { cairoDayAhead, createOneDayHours, findOpenPlaces } from '../fixtures/staff-area';
import { setVisitTimeAsAdministrator } from '../fixtures/staff-records';

/**
 * Each language books a doctor of its own, on a day and at hours (before 07:00) no other test uses;
 * neither is the doctor whose hours the editors' test changes (a visit moved off the hours, as the
 * cutoff test's is, refuses any change of its doctor's hours until the front desk deals with it).
 */
const PLACE = { en: { doctor: 3, daysAhead: 5 }, ar: { doctor: 7, daysAhead: 5 } } as const;
const PHONE = '01012345678';

const expectAccessible = async (page: Page) => {
  // After a change the page is rendered again and Next puts its title back a moment later (streamed
  // metadata): scanned in between, the page has none. Waited for, it is also checked to come back.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await axeFor(page).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
};

/** The call centre confirms the booking; its emails, and the manage link the confirmed one carries. */
const confirmAndReadManageLink = async (lang: 'en' | 'ar', email: string, bookingNumber: string, start: string) => {
  // The call centre confirms it. Each email, in the booking's language and direction, carries a link
  // of its own; the confirmed one carries the calendar file.
  await expect.poll(async () => (await readEmails(email)).length, { timeout: 15_000 }).toBe(1);
  const [stored] = await findAppointments({ bookingNumber });
  const { client: staff } = await signInAsStaff();
  await staff.changeAppointmentStatus(String(stored?.documentId), { from: 'pending', to: 'confirmed' });
  await expect.poll(async () => (await readEmails(email)).length, { timeout: 15_000 }).toBe(2);
  const [confirmed] = await readEmails(email);
  expect(confirmed?.html).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
  const [calendar] = confirmed?.attachments ?? [];
  expect(calendar?.filename).toBe(`booking-${bookingNumber}.ics`);
  const vevent = new ICAL.Component(ICAL.parse(String(calendar?.content))).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('The calendar file has no event');
  expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
  const alarm = vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger');
  expect(alarm instanceof ICAL.Duration ? alarm.toSeconds() : null).toBe(-2 * 60 * 60);
  const link = confirmed?.text.match(/https?:\/\/\S+?(\/(?:en|ar)\/booking\/manage\/[A-Za-z0-9_-]{43})/)?.[1];
  expect(link).toMatch(new RegExp(`^/${lang}/booking/manage/`));
  return { link, staff, appointment: String(stored?.documentId) };
};

/** Opens the emailed manage link: the booking, in the patient's language, with nothing private on show. */
const openEmailedLink = async (
  page: Page,
  lang: 'en' | 'ar',
  { link, bookingNumber, email }: { link: string | undefined; bookingNumber: string; email: string },
) => {
  const text = MANAGE[lang];
  // Opening it keeps the token in a cookie and leaves it out of the address and of any referrer.
  const redirect = await page.request.get(String(link), { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers().location]).toEqual([303, `/${lang}/booking/manage`]);
  expect(redirect.headers()).toMatchObject({ 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' });
  const response = await page.goto(String(link));
  expect(new URL(page.url()).pathname).toBe(`/${lang}/booking/manage`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()).toMatchObject({ 'referrer-policy': 'same-origin' });
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  expect(response?.headers()['cache-control']).toContain('no-store');
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name === 'clinic_manage_booking');
  expect(cookies.map((cookie) => [cookie.path, cookie.httpOnly, cookie.sameSite]).sort()).toEqual([
    ['/ar/booking/manage', true, 'Lax'],
    ['/en/booking/manage', true, 'Lax'],
  ]);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page.getByTestId('booking-number')).toHaveText(bookingNumber);
  await expect(page.getByTestId('manage-status')).toHaveText(text.confirmed);
  const shown = await page.locator('main').textContent();
  for (const secret of [email, '5678', '012345678']) expect(shown).not.toContain(secret);
  await expectAccessible(page);
  expect(findHtmlErrors([{ path: `/${lang}/booking/manage`, html: (await response?.text()) ?? '' }])).toEqual([]);
};

/** The move's email reaches the patient, with the calendar file at the visit's new time. */
const expectMovedEmail = async (
  lang: 'en' | 'ar',
  email: string,
  { staff, appointment }: { staff: CmsClient; appointment: string },
  start: string,
) => {
  const text = MANAGE[lang];
  // The move's email, found by its subject: emails sent a moment apart may arrive in either order.
  // Until it arrives the poll reads the booking's delivery log, so a late one says why.
  const findMovedEmail = async () => (await readEmails(email)).find((sent) => sent.subject.includes(text.movedSubject));
  await expect
    .poll(
      async () =>
        (await findMovedEmail())
          ? 'arrived'
          : (await staff.getAppointment(appointment)).messages
              .map((message) => `${message.kind} ${message.state} ×${message.attempts} ${message.lastError ?? ''}`)
              .join('; '),
      { timeout: 15_000 },
    )
    .toBe('arrived');
  // A confirmed visit's move carries the calendar file again, at the new time (the same UID moves the event).
  const utc = new Date(start).toISOString().replace(/[-:]|\.\d{3}/g, '');
  expect((await findMovedEmail())?.attachments[0]?.content).toContain(`DTSTART:${utc}`);
};

/** The doctor's own hours on the test's day, and their open times. */
const prepareHours = async (lang: 'en' | 'ar', startTime: string, endTime: string) => {
  const { doctor, branch } = await findOpenPlaces(PLACE[lang].doctor, 0);
  const place = { doctor: doctor.documentId, branch: branch.documentId };
  const day = cairoDayAhead(PLACE[lang].daysAhead);
  await createOneDayHours(place, day, { startTime, endTime, slotMinutes: 20 });
  const cms = createCmsClient({ baseUrl: cmsUrl() });
  const availability = await cms.getAvailability({ ...place, from: day.date, days: 1 });
  const openings = availability.days
    .flatMap((entry) => entry.openings)
    .filter((opening) => opening.status === 'open' && opening.start.slice(11, 16) >= startTime)
    .filter((opening) => opening.start.slice(11, 16) < endTime);
  return { cms, place, openings };
};

const book = (cms: ReturnType<typeof createCmsClient>, request: Omit<BookingRequest, 'source' | 'consent'>) =>
  cms.book({ ...request, source: 'doctor-flow', consent: { accepted: true, policyVersion: 'e2e' } });

test.describe('[MANAGE]: the patient manages the booking through its link', () => {
  test('opens the emailed link, moves the visit, then cancels it without JavaScript', async ({
    page,
    browser,
    baseURL,
    lang,
    signIn,
  }) => {
    const text = MANAGE[lang];
    const { cms, place, openings } = await prepareHours(lang, '05:00', '06:00');
    // Three emails waited for, a staff sign-in, six page loads, three accessibility scans and a second
    // browser context: 11 s alone, 15–21 s beside the other worker, past 30 s on CI's first test.
    test.setTimeout(60_000);
    // The first and the last of the hour's times: a retry of the test finds the hour as a first try left it.
    const [first, later] = [openings[0], openings.at(-1)];
    if (!first || !later || first === later) throw new Error('The test’s hours offer no two times');
    const email = uniqueEmail(`manage-${lang}`);
    const booking = await book(cms, {
      ...place,
      start: first.start,
      locale: lang,
      patient: { firstName: 'Mona', lastName: 'Saleh', email, phone: PHONE, age: 40, contractType: 'cash' },
    });

    const emailed = await confirmAndReadManageLink(lang, email, booking.bookingNumber, first.start);
    const { link } = emailed;
    await openEmailedLink(page, lang, { link, bookingNumber: booking.bookingNumber, email });
    // The rest as on a small phone: nothing may scroll sideways.
    await page.setViewportSize({ width: REFLOW_WIDTH, height: 720 });
    expect(await findSidewaysScroll(page)).toBeNull();

    // Move: the right digits are asked for, and the new time is the staff's too.
    await page.getByRole('button', { name: text.moveOpen }).click();
    await page.locator(`input[type=radio][value="${later.start}"]`).check({ force: true });
    // The change's own digits: the earlier time's form below asks for them too.
    const change = page.getByRole('region', { name: text.changeTitle });
    await change.getByLabel(text.phoneDigits).first().fill('0000');
    await page.getByRole('button', { name: text.moveSubmit }).click();
    await expect(page.getByText(text.wrongDigits)).toBeVisible();
    await change.getByLabel(text.phoneDigits).first().fill(text.digits);
    await page.getByRole('button', { name: text.moveSubmit }).click();
    await expect(page.getByRole('status').filter({ hasText: text.moved })).toBeVisible();
    await expectAccessible(page);
    expect(await findSidewaysScroll(page)).toBeNull();
    const [moved] = await findAppointments({ bookingNumber: booking.bookingNumber });
    expect(Date.parse(String(moved?.startsAt))).toBe(Date.parse(later.start));
    // The front desk's list shows the new time, as the staff pages write it.
    await signIn();
    const desk = await page.context().newPage();
    await desk.goto(`/${lang}/admin/appointments?from=${later.start.slice(0, 10)}&q=${booking.bookingNumber}`);
    const deskTime = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h12',
      timeZone: 'Africa/Cairo',
      numberingSystem: 'latn',
    }).format(new Date(later.start));
    await expect(desk.getByText(deskTime).filter({ visible: true }).first()).toBeVisible();
    await desk.close();
    await expectMovedEmail(lang, email, emailed, later.start);

    // Cancel in a browser without JavaScript: a plain form post. The place is offered again at once.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noScript.newPage();
    await plain.goto(String(link));
    await plain.getByRole('region', { name: text.changeTitle }).getByLabel(text.phoneDigits).last().fill(text.digits);
    await plain.getByRole('button', { name: text.cancelSubmit }).click();
    await expect(plain.getByTestId('manage-status')).toHaveText(text.canceled);
    await expect(plain.getByTestId('manage-refusal')).toHaveText(text.refusedCanceled);
    await noScript.close();
    const after = await cms.getAvailability({ ...place, from: later.start.slice(0, 10), days: 1 });
    const freed = after.days.flatMap((entry) => entry.openings).find((opening) => opening.start === later.start);
    expect(freed?.status).toBe('open');
  });

  test('past the cutoff the page says why, in the page’s language, and offers no change', async ({ page, lang }) => {
    const text = MANAGE[lang];
    const { cms, place, openings } = await prepareHours(lang, '06:00', '07:00');
    const [only] = openings;
    if (!only) throw new Error('The test’s hours offer no free time');
    const booking = await book(cms, {
      ...place,
      start: only.start,
      locale: lang,
      patient: { firstName: 'Hala', lastName: 'Adel', phone: PHONE, age: 52, contractType: 'cash' },
    });
    const [stored] = await findAppointments({ bookingNumber: booking.bookingNumber });
    await setVisitTimeAsAdministrator(String(stored?.documentId), new Date(Date.now() + 60 * 60 * 1000), 20);
    await page.goto(`/${lang}/booking/manage/${booking.manageToken}`);
    await expect(page.getByTestId('manage-refusal')).toHaveText(text.pastCutoff);
    await expect(page.getByRole('button', { name: text.cancelSubmit })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the fifth wrong answer locks cancel and move at once, says for how long and how to reach the branch', async ({
    page,
    lang,
  }) => {
    const text = MANAGE[lang];
    // The last free time of the doctor's regular hours three weeks ahead: the other tests here made
    // and moved visits on this doctor's test hours, which no longer take new hours.
    const { doctor, branch, places } = await findOpenPlaces(PLACE[lang].doctor, 21);
    const last = places.at(-1);
    if (!last) throw new Error('The doctor has no free time three weeks ahead');
    const booking = await book(createCmsClient({ baseUrl: cmsUrl() }), {
      doctor: doctor.documentId,
      branch: branch.documentId,
      start: last.start,
      locale: lang,
      patient: { firstName: 'Samir', lastName: 'Fawzy', phone: PHONE, age: 47, contractType: 'cash' },
    });
    await page.goto(`/${lang}/booking/manage/${booking.manageToken}`);
    const cancel = page.getByRole('button', { name: text.cancelSubmit });
    const cancelDigits = page.getByRole('region', { name: text.changeTitle }).getByLabel(text.phoneDigits).last();
    for (const left of text.triesLeft) {
      await cancelDigits.fill('0000');
      await cancel.click();
      await expect(page.getByText(left)).toBeVisible();
      // The wrong answer takes the focus back to the digits, to type them again.
      await expect(cancelDigits).toBeFocused();
    }
    await cancelDigits.fill('0000');
    await cancel.click();
    // The fifth wrong answer, not a sixth, shows the lock: no form is left to try again.
    await expect(page.getByTestId('manage-refusal')).toHaveText(text.locked);
    await expect(cancel).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.moveOpen })).toHaveCount(0);
    await expect(page.locator('a[href^="tel:"]').last()).toBeVisible();
    const [stored] = await findAppointments({ bookingNumber: booking.bookingNumber });
    expect(stored?.status).toBe('pending');
    await expectAccessible(page);
  });

  test('a forged link, or the page without one, is the plain 404 in the page’s language', async ({ page, lang }) => {
    const forged = await page.goto(`/${lang}/booking/manage/${randomBytes(32).toString('base64url')}`);
    expect(forged?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: MANAGE[lang].notFound })).toBeVisible();
    await page.context().clearCookies();
    expect((await page.goto(`/${lang}/booking/manage`))?.status()).toBe(404);
  });
});
