import { isCmsError } from '@clinic/cms-client';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { signInAsStaff } from '../fixtures/booking';
import { CARD_IMAGE_PNG } from '../fixtures/booking-files';
import { bookAppointments } from '../fixtures/api-bookings';
import { DASHBOARD, cairoDate, setStatusAsAdministrator, uniqueSurname } from '../fixtures/staff-area';
import { createVisitAsAdministrator, findDocumentId } from '../fixtures/staff-records';
import { TEST_ACCOUNTS } from '../fixtures/staff';

/** Each language books its own doctor and days, so the two projects never share appointments. */
const PLACE = { en: { doctor: 0, daysAhead: 14 }, ar: { doctor: 5, daysAhead: 21 } } as const;
/** The anonymous visit's own doctor and week per language, apart from the other tests' places. */
const ANONYMOUS_VISIT = { en: { doctor: 3, daysAhead: 14 }, ar: { doctor: 7, daysAhead: 13 } } as const;

const counter = (page: Page, key: string) => page.locator(`[data-counter="${key}"] span`).last();
const patientCells = (page: Page) => page.locator('tbody tr td:nth-child(4)');

test.describe('[ADMIN]: the appointments dashboard', () => {
  test('counters, filters, search and sorting agree with appointments the test made', async ({
    page,
    lang,
    signIn,
  }) => {
    const text = DASHBOARD[lang];
    await signIn();
    const marker = uniqueSurname(`dash${lang}`);
    const daliaPhone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { doctor, booked } = await bookAppointments(PLACE[lang].doctor, PLACE[lang].daysAhead, marker, [
      { firstName: 'Amira', phone: '01001110001' },
      { firstName: 'Basma', phone: '01001110002' },
      { firstName: 'Camelia', phone: '01001110003' },
      { firstName: 'Dalia', phone: daliaPhone },
      { firstName: 'Eman', phone: '01001110005' },
    ]);
    const { client } = await signInAsStaff();
    const [amira, basma, camelia] = await Promise.all(
      booked.slice(0, 3).map((entry) => findDocumentId(entry.bookingNumber)),
    );
    await client.changeAppointmentStatus(String(amira), { from: 'pending', to: 'confirmed' });
    await client.changeAppointmentStatus(String(basma), {
      from: 'pending',
      to: 'canceled',
      reason: { category: 'patientRequest' },
    });
    // Her visit is days ahead, so staff could not complete it yet: an administrator records it as done.
    await setStatusAsAdministrator(String(camelia), 'done');

    await page.goto(`/${lang}/admin/appointments`);
    await page.getByLabel(text.from, { exact: true }).fill(cairoDate(String(booked[0]?.start)));
    await page.getByLabel(text.to, { exact: true }).fill(cairoDate(String(booked.at(-1)?.start)));
    await page.getByLabel(text.doctor, { exact: true }).selectOption(doctor.documentId);
    await page.getByLabel(text.search, { exact: true }).fill(marker);
    await page.getByRole('button', { name: text.apply }).click();
    // The search is in the address sealed, never as typed (urls.spec.ts looks at every link).
    await expect(page).toHaveURL(/[?&]ref=[\w-]+/);

    await expect(counter(page, 'pending')).toHaveText('2');
    await expect(counter(page, 'confirmed')).toHaveText('1');
    await expect(counter(page, 'canceled')).toHaveText('1');
    await expect(counter(page, 'done')).toHaveText('1');
    await expect(counter(page, 'total')).toHaveText('5');
    await expect(page.locator('tbody tr')).toHaveCount(5);

    // A counter is also the status filter; the counters themselves stay those of the whole range.
    await page.locator('[data-counter="canceled"]').click();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(patientCells(page)).toHaveText([`Basma ${marker}`]);
    await expect(counter(page, 'total')).toHaveText('5');
    await page.locator('[data-counter="total"]').click();
    await expect(page.locator('tbody tr')).toHaveCount(5);

    const patientHeader = page.getByRole('columnheader', { name: text.patientColumn });
    await patientHeader.getByRole('link').click();
    await expect(patientHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(patientCells(page)).toHaveText(
      ['Amira', 'Basma', 'Camelia', 'Dalia', 'Eman'].map((name) => `${name} ${marker}`),
    );
    await patientHeader.getByRole('link').click();
    await expect(patientHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(patientCells(page).first()).toHaveText(`Eman ${marker}`);

    // Pages keep the filters and the order.
    const first = cairoDate(String(booked[0]?.start));
    const last = cairoDate(String(booked.at(-1)?.start));
    await page.goto(`/${lang}/admin/appointments?from=${first}&to=${last}&q=${marker}&sort=patient&pageSize=2`);
    await expect(patientCells(page)).toHaveText([`Amira ${marker}`, `Basma ${marker}`]);
    await page.getByRole('link', { name: text.nextPage }).click();
    await expect(patientCells(page)).toHaveText([`Camelia ${marker}`, `Dalia ${marker}`]);
    await expect(page.getByText(text.pageOf(2, 3))).toBeVisible();

    // A phone number typed with spaces, as people read it out, finds its patient.
    await page
      .getByLabel(text.search, { exact: true })
      .fill(`${daliaPhone.slice(0, 3)} ${daliaPhone.slice(3, 7)} ${daliaPhone.slice(7)}`);
    await page.getByRole('button', { name: text.apply }).click();
    await expect(patientCells(page)).toHaveText([`Dalia ${marker}`]);

    // On a phone each appointment is a card: patient, status, visit time, doctor and branch.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator('table')).toBeHidden();
    const card = page.getByRole('article', { name: `Dalia ${marker}` });
    await expect(card).toContainText(text.status.pending);
    await expect(card.getByRole('link', { name: text.open(String(booked[3]?.bookingNumber)) })).toBeVisible();
    const visitTime = await card.locator('time').getAttribute('datetime');
    expect(Date.parse(String(visitTime))).toBe(Date.parse(String(booked[3]?.start)));
  });

  test('a status change shows in the history, a cancellation asks why and can be undone; the CMS refuses what the clock forbids', async ({
    page,
    lang,
    signIn,
  }) => {
    // The workflow's rules do not depend on the language: once, in Arabic; the page's words are the
    // staff sweep's (staff/pages.spec.ts).
    test.skip(lang !== 'ar', 'language-independent');
    // A booking with two card images, three status changes through the page (each waited for in the
    // history), a staff sign-in and the CMS's own refusals: 18 s beside the other worker.
    test.setTimeout(60_000);
    const text = DASHBOARD[lang];
    await signIn();
    const marker = uniqueSurname(`flow${lang}`);
    const card = new File([CARD_IMAGE_PNG], 'card.png', { type: 'image/png' });
    const {
      booked: [booking],
    } = await bookAppointments(
      PLACE[lang].doctor + 1,
      PLACE[lang].daysAhead,
      marker,
      [{ firstName: 'Farida', phone: '01001110006', contractType: 'company' }],
      { cardFront: card, cardBack: card },
    );
    const bookingNumber = String(booking?.bookingNumber);

    await page.goto(`/${lang}/admin/appointments?from=${cairoDate(String(booking?.start))}&q=${bookingNumber}`);
    await page.getByRole('link', { name: text.open(bookingNumber) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(bookingNumber);
    for (const name of [text.cardFront, text.cardBack]) {
      const image = page.getByRole('img', { name });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }

    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page.getByText(text.changedTo(text.status.confirmed))).toBeVisible();
    const history = page.locator('ol li');
    await expect(history).toHaveCount(2);
    await expect(history.nth(1)).toContainText(text.historyChange(text.status.pending, text.status.confirmed));
    await expect(history.nth(1)).toContainText(text.byStaff(TEST_ACCOUNTS.staff.email));
    await expect(history.nth(1).locator('bdi[dir="ltr"]')).toHaveText(TEST_ACCOUNTS.staff.email);

    // The visit is days ahead: completing it waits for its start, and the page says from when.
    const complete = page.getByRole('button', { name: text.complete });
    await expect(complete).toBeDisabled();
    await expect(page.getByText(text.completeFrom)).toBeVisible();
    await expect(page.getByText(text.rule)).toBeVisible();

    // Cancelling asks why; "other" needs a note, which stays with staff.
    await page.getByRole('button', { name: text.cancel }).click();
    const reasons = page.getByRole('group', { name: text.cancelReason });
    await expect(reasons).toBeVisible();
    await page.getByRole('button', { name: text.cancelYes }).click();
    await expect(reasons.getByText(text.chooseOne)).toBeVisible();
    await reasons.getByRole('radio', { name: text.reasons.other }).check();
    await page.getByRole('button', { name: text.cancelYes }).click();
    await expect(page.getByRole('textbox', { name: text.cancelNote })).toHaveAccessibleDescription(
      new RegExp(text.required.replace('.', '\\.')),
    );
    await page.getByRole('textbox', { name: text.cancelNote }).fill('Wants a morning visit, will call back');
    await page.getByRole('button', { name: text.cancelYes }).click();
    await expect(page.getByText(text.changedTo(text.status.canceled))).toBeVisible();
    await expect(history).toHaveCount(3);
    await expect(history.nth(2)).toContainText(text.historyChange(text.status.confirmed, text.status.canceled));
    await expect(history.nth(2)).toContainText(text.reasons.other);
    await expect(history.nth(2)).toContainText('Wants a morning visit, will call back');
    await expect(page.getByText(text.cancellation, { exact: true })).toBeVisible();

    // A mistaken cancellation is undone within 15 minutes, back to what it was.
    await expect(page.getByText(text.undoUntil)).toBeVisible();
    await page.getByRole('button', { name: text.undoCancel }).click();
    await expect(page.getByText(text.changedTo(text.status.confirmed))).toBeVisible();
    await expect(history).toHaveCount(4);
    await expect(history.nth(3)).toContainText(text.historyChange(text.status.canceled, text.status.confirmed));
    await expect(page.getByText(text.cancellation, { exact: true })).toHaveCount(0);

    // Hiding the buttons is not the protection: the CMS itself refuses, with a staff token.
    const { client } = await signInAsStaff();
    const id = await findDocumentId(bookingNumber);
    const tooEarly = await client
      .changeAppointmentStatus(id, { from: 'confirmed', to: 'done' })
      .catch((error: unknown) => error);
    expect(isCmsError(tooEarly) && [tooEarly.status, tooEarly.details.code]).toEqual([409, 'TOO_EARLY']);
    const backwards = await client
      .changeAppointmentStatus(id, { from: 'confirmed', to: 'pending' })
      .catch((error: unknown) => error);
    expect(isCmsError(backwards) && [backwards.status, backwards.details.code]).toEqual([409, 'INVALID_TRANSITION']);
  });

  test('a past visit nobody closed is listed, marked a no-show, counted, and taken back', async ({
    page,
    lang,
    signIn,
  }) => {
    const text = DASHBOARD[lang];
    await signIn();
    const marker = uniqueSurname(`noshow${lang}`);
    // Yesterday's visit, still confirmed: nobody recorded whether the patient came.
    const start = new Date(Date.now() - 26 * 60 * 60_000);
    const bookingNumber = `PAST${Date.now().toString(36).toUpperCase()}${lang.toUpperCase()}`;
    await createVisitAsAdministrator({
      bookingNumber,
      startsAt: start,
      firstName: 'Ilham',
      lastName: marker,
      phone: '+201001110012',
      locale: lang,
    });

    // The list says some past visits were never closed, and lists them.
    await page.goto(`/${lang}/admin/appointments`);
    await expect(page.getByText(text.unclosed)).toBeVisible();
    await page.getByRole('link', { name: text.showUnclosed }).click();
    await expect(page).toHaveURL(/status=pending(%2C|,)confirmed/);
    await page.getByRole('link', { name: text.open(bookingNumber) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(bookingNumber);

    // The visit has started, so it can be closed as a no-show, after a second question.
    await page.getByRole('button', { name: text.noShow }).click();
    await page.getByRole('button', { name: text.noShowYes }).click();
    await expect(page.getByText(text.changedTo(text.status.noShow))).toBeVisible();
    const history = page.locator('ol li');
    await expect(history.last()).toContainText(text.historyChange(text.status.confirmed, text.status.noShow));
    await expect(page.getByText(text.undoUntil)).toBeVisible();

    // Counted apart from cancellations in the day's counters.
    const day = cairoDate(start.toISOString());
    await page.goto(`/${lang}/admin/appointments?from=${day}&to=${day}&q=${marker}`);
    await expect(counter(page, 'noShow')).toHaveText('1');
    await expect(counter(page, 'canceled')).toHaveText('0');
    await expect(counter(page, 'total')).toHaveText('1');

    // Taken back within 24 hours, to the status it had.
    await page.getByRole('link', { name: text.open(bookingNumber) }).click();
    await page.getByRole('button', { name: text.undoNoShow }).click();
    await expect(page.getByText(text.changedTo(text.status.confirmed))).toBeVisible();
    await expect(history.last()).toContainText(text.historyChange(text.status.noShow, text.status.confirmed));
  });

  test('an anonymous visit to a detail page, a card image or the export ends at the sign-in page', async ({
    page,
    lang,
  }) => {
    const marker = uniqueSurname(`anon${lang}`);
    const {
      booked: [booking],
    } = await bookAppointments(ANONYMOUS_VISIT[lang].doctor, ANONYMOUS_VISIT[lang].daysAhead, marker, [
      { firstName: 'Hoda', phone: '01001110010' },
    ]);
    const id = await findDocumentId(String(booking?.bookingNumber));
    for (const path of [
      `/${lang}/admin/appointments/${id}`,
      `/${lang}/admin/appointments/${id}/cards/front`,
      `/${lang}/admin/appointments/export?q=${marker}`,
    ]) {
      const response = await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login$`));
      expect(await response?.text()).not.toContain(marker);
    }
  });
});
