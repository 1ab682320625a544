import { execFileSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { createCmsClient } from '@clinic/cms-client';
import ICAL from 'ical.js';
import { expect, type Page, test } from '@playwright/test';
import { CARD_IMAGE_PNG, download, readPdfQrCode, readPdfText } from '../fixtures/booking-files';
import { expectationsFor } from '../fixtures/locales';
import { readEmails } from '../fixtures/mail';
import { findSidewaysScroll } from '../fixtures/reflow';
import {
  BOOKING,
  chooseDoctorAndTime,
  cmsUrl,
  feePattern,
  fillOpening,
  fillPatient,
  findAppointments,
  readBookingNumber,
  readConsultationFees,
  signInAsStaff,
  uniqueEmail,
} from '../fixtures/booking';
import { axeFor } from '../fixtures/accessibility';
import { cairoDayAhead, createOneDayHours, findOpenPlaces, removeOneDayHours } from '../fixtures/staff-area';

const PHONE = { width: 390, height: 844 };

/** No serious axe violation, and nothing makes the screen scroll sideways (WCAG 1.4.10, Reflow). */
const expectAccessible = async (page: Page, step: string) => {
  const { violations } = await axeFor(page).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${step}: ${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
  expect(await findSidewaysScroll(page), step).toBeNull();
};

/**
 * Each test books with its own doctor, so tests running side by side never race for one time
 * (the race itself has its own test). English takes doctors 1–4, Arabic 6–9.
 */
const DOCTOR_FOR = { doctorFlow: 0, company: 1, taken: 2, desktop: 3, keyboard: 4 } as const;
const doctorIndex = (lang: 'en' | 'ar', use: keyof typeof DOCTOR_FOR) => DOCTOR_FOR[use] + (lang === 'ar' ? 5 : 0);

/** The doctor flow up to 'Your information': a doctor, their branch, the first open time. */
test.describe('[BOOKING]: booking at a phone size', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a full doctor-flow booking reaches the database with every field', async ({ page }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = BOOKING[lang];
    const email = uniqueEmail(`doctor-${lang}`);
    const chosen = await chooseDoctorAndTime(page, lang, text, doctorIndex(lang, 'doctorFlow'), expectAccessible);

    // The choice survives a reload and the typed details survive a step back and forth.
    await page.reload();
    await expect(page.getByLabel(text.firstName, { exact: true })).toBeVisible();
    await fillPatient(page, text, email);
    await expectAccessible(page, 'patient');
    await page.goBack();
    await expect(page.getByRole('button', { name: text.changeDoctor })).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue(text.patient.firstName);
    await page.getByRole('checkbox', { name: text.consent }).check();

    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    await expect(page.getByText(text.emailOnItsWay)).toContainText(email);
    await expectAccessible(page, 'confirmation');
    // The fee the CMS gives the doctor at the branch is the booking's: on the confirmation and on record.
    const fee = (await readConsultationFees()).find(
      (candidate) => candidate.doctor === chosen.doctor && candidate.branch === chosen.branch,
    );
    expect(fee?.amountEgp).toBeGreaterThan(0);
    await expect(page.locator('dd').filter({ hasText: feePattern(lang, fee?.amountEgp ?? 0) })).toBeVisible();
    // The date with its year, as the patient will read it later.
    const year = new Date(chosen.start).getUTCFullYear();
    await expect(page.locator('dd').filter({ hasText: new RegExp(`\\d{1,2},? \\S+,? ${year}$`) })).toBeVisible();

    // The clinic writes at once, in the booking's language: Arabic right to left.
    await expect.poll(async () => (await readEmails(email)).length, { timeout: 15_000 }).toBe(1);
    const [received] = await readEmails(email);
    expect(received?.subject).toContain(`${text.receivedSubject} ${bookingNumber}`);
    expect(received?.html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);

    const [stored] = await findAppointments(email);
    expect(stored).toMatchObject({
      bookingNumber,
      firstName: text.patient.firstName,
      lastName: text.patient.lastName,
      phone: '+201012345678',
      age: 34,
      notes: text.patient.notes,
      contractType: 'cash',
      source: 'doctor-flow',
      status: 'pending',
      consultationFeeEgp: fee?.amountEgp,
    });
    expect(new Date(String(stored?.startsAt)).toISOString()).toBe(new Date(chosen.start).toISOString());
    // The names are kept in both languages, whichever the patient booked in, for staff who read the other.
    const cms = createCmsClient({ baseUrl: cmsUrl() });
    const [english, arabic] = await Promise.all(
      (['en', 'ar'] as const).map((locale) =>
        Promise.all([
          cms.findOne('doctors', chosen.doctor, { locale }),
          cms.findOne('branches', chosen.branch, { locale }),
        ]),
      ),
    );
    expect(stored).toMatchObject({
      doctorNameEn: english?.[0].data.name,
      branchNameEn: english?.[1].data.name,
      doctorNameAr: arabic?.[0].data.name,
      branchNameAr: arabic?.[1].data.name,
    });
  });

  test('a full branch-flow booking without an email: branch, specialty, a doctor’s next free time', async ({
    page,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = BOOKING[lang];
    await page.goto(`/${lang}/booking`);
    await page.getByRole('link', { name: text.byBranch }).click();
    await expect(page.getByRole('group', { name: text.chooseBranch })).toBeVisible();
    await expectAccessible(page, 'branch');
    await page
      .getByRole('group', { name: text.chooseBranch })
      .getByRole('radio')
      .nth(lang === 'ar' ? 1 : 0)
      .check();
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await page.getByRole('group', { name: text.chooseSpecialty }).getByRole('radio').first().check();
    await expectAccessible(page, 'specialty');
    await page.getByRole('button', { name: text.next, exact: true }).click();
    // The last doctor's next free time: the doctor-flow tests book the first doctors' soonest times.
    const pick = page.getByRole('button', { name: new RegExp(`^${text.pickTime}`) }).last();
    await expect(pick).toBeVisible({ timeout: 15_000 });
    await pick.click();
    await expectAccessible(page, 'doctor');
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await fillPatient(page, text, null);
    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    await expect(page.getByText(text.emailOnItsWay)).toHaveCount(0);

    const [stored] = await findAppointments({ bookingNumber });
    expect(stored).toMatchObject({ bookingNumber, source: 'branch-flow', contractType: 'cash', email: null });
    // The specialty chosen in step 2 is recorded, by name, in both languages.
    expect(stored?.specialtyNameEn).toBeTruthy();
    expect(stored?.specialtyNameAr).toMatch(/[\u0600-\u06FF]/);
  });

  test('a company booking sends both card images, which only staff can read', async ({ page }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = BOOKING[lang];
    const email = uniqueEmail(`company-${lang}`);
    await chooseDoctorAndTime(page, lang, text, doctorIndex(lang, 'company'), expectAccessible);
    await fillPatient(page, text, email);
    await page.getByRole('radio', { name: text.company }).check();
    const png = { mimeType: 'image/png', buffer: CARD_IMAGE_PNG };
    await page.getByLabel(text.cardFront).setInputFiles({ name: 'front.png', ...png });
    await page.getByLabel(text.cardBack).setInputFiles({ name: 'back.png', ...png });
    // Each picked image shows a preview before anything is sent.
    await expect(page.getByRole('img', { name: new RegExp(text.cardFront) })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(text.cardBack) })).toBeVisible();
    await page.getByRole('button', { name: text.submit }).click();
    await readBookingNumber(page, text);

    const [stored] = await findAppointments(email);
    expect(stored).toMatchObject({ contractType: 'company' });
    const { jwt } = await signInAsStaff();
    for (const side of ['front', 'back']) {
      const asStaff = await fetch(`${cmsUrl()}/api/appointments/${stored?.documentId}/cards/${side}`, {
        headers: { authorization: `Bearer ${jwt}` },
      });
      expect(asStaff.status, side).toBe(200);
      expect(asStaff.headers.get('content-type')).toMatch(/^image\//);
      const anonymous = await fetch(`${cmsUrl()}/api/appointments/${stored?.documentId}/cards/${side}`);
      expect([401, 403]).toContain(anonymous.status);
    }
  });

  test('a time that fills up during the flow offers the next free times, and nothing typed is lost', async ({
    page,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = BOOKING[lang];
    const email = uniqueEmail(`taken-${lang}`);
    const chosen = await chooseDoctorAndTime(page, lang, text, doctorIndex(lang, 'taken'), expectAccessible);
    await fillPatient(page, text, email);
    // Other patients take every place of the chosen time through the real API.
    await fillOpening(chosen.doctor, chosen.branch, chosen.start);

    await page.getByRole('button', { name: text.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: text.slotTaken });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);
    await alert.getByRole('list', { name: text.freeTimes }).getByRole('button').first().click();
    await expect(alert).toBeHidden();
    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    const [stored] = await findAppointments(email);
    expect(stored?.bookingNumber).toBe(bookingNumber);
    expect(new Date(String(stored?.startsAt)).getTime()).not.toBe(new Date(chosen.start).getTime());
  });
});

test.describe('[BOOKING]: a booking link whose time can no longer be booked', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('says so as the details open, offers the next free times in place, and a time refused at submit does the same', async ({
    page,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
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
  test('names every time in full and works from the keyboard', async ({ page }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
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

test.describe('[BOOKING]: arriving from a doctor or a branch', () => {
  test('a doctor page’s button opens the doctor flow with the doctor chosen; a branch page’s skips to the specialty', async ({
    page,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = BOOKING[lang];
    await page.goto(`/${lang}/doctor/1`);
    const doctorName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('link', { name: new RegExp(`^${text.bookWith}`) }).click();
    await expect(page.getByRole('button', { name: text.changeDoctor })).toBeVisible();
    await expect(page.getByText(doctorName, { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: text.chooseBranch })).toBeVisible();

    await page.goto(`/${lang}/branches/1`);
    await page.getByRole('link', { name: text.bookAtBranch }).click();
    await expect(page.getByRole('group', { name: text.chooseSpecialty })).toBeVisible();
  });
});

test.describe('[BOOKING]: the old form, with JavaScript turned off', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('a cash booking is a plain form post handled on the server', async ({ page }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = BOOKING[lang];
    const email = uniqueEmail(`old-${lang}`);
    await page.goto(`/${lang}/booking-old`);
    // The last doctors in the list, whom no other test books.
    const visits = page.getByLabel(text.oldVisit).locator('option');
    const lastVisit = (await visits.count()) - 1;
    await page.getByLabel(text.oldVisit).selectOption({ index: lang === 'ar' ? lastVisit - 1 : lastVisit });
    await page.getByRole('button', { name: text.showTimes }).click();
    await expect(page).toHaveURL(/[?&]visit=/);
    await page.getByRole('radio').first().check();
    // Without a script, a phone number that is not Egyptian comes back from the server, with
    // everything else as typed.
    await fillPatient(page, text, email);
    await page.getByRole('textbox', { name: text.phone }).fill('12');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('textbox', { name: text.phone })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue(text.patient.firstName);
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);

    await page.getByRole('textbox', { name: text.phone }).fill('010 1234 5678');
    await page.getByRole('checkbox', { name: text.consent }).check();
    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    await expect(page.getByText(text.emailOnItsWay)).toContainText(email);
    const [stored] = await findAppointments(email);
    expect(stored).toMatchObject({ bookingNumber, source: 'old-form', contractType: 'cash' });
  });
});

/**
 * A real PNG of random pixels, stored without compression so it is as large as asked: the card
 * images must get through the server action's and the proxy's body limits (1 MB and 10 MB by default).
 */
const noisePng = (side: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(side * (side * 3 + 1));
  for (let row = 0; row < side; row += 1) randomFillSync(rows, row * (side * 3 + 1) + 1, side * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

test.describe('[BOOKING]: the old form with card images, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a company booking posts two card images of 1.5 MB each in one plain form post', async ({ page }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = BOOKING[lang];
    const email = uniqueEmail(`old-company-${lang}`);
    const card = noisePng(700);
    expect(card.length).toBeGreaterThan(1_400_000);
    await page.goto(`/${lang}/booking-old`);
    const visits = page.getByLabel(text.oldVisit).locator('option');
    const count = await visits.count();
    await page.getByLabel(text.oldVisit).selectOption({ index: lang === 'ar' ? count - 3 : count - 4 });
    await page.getByRole('button', { name: text.showTimes }).click();
    await page.getByRole('radio').first().check();
    await fillPatient(page, text, email);
    await page.getByRole('radio', { name: text.company }).check();
    await page.getByLabel(text.cardFront).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: card });
    await page.getByLabel(text.cardBack).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: card });
    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    const [stored] = await findAppointments(email);
    expect(stored).toMatchObject({ bookingNumber, source: 'old-form', contractType: 'company' });
    const { jwt } = await signInAsStaff();
    const front = await fetch(`${cmsUrl()}/api/appointments/${stored?.documentId}/cards/front`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(front.status).toBe(200);
  });
});

test.describe('[BOOKING]: booking on a desktop', () => {
  // Far from Cairo, so a calendar file that leaned on the device's zone would land at the wrong time.
  test.use({ timezoneId: 'America/New_York' });

  test('the doctor flow once more at desktop size, its PDF and calendar file, and Book Another Appointment', async ({
    page,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
    const text = BOOKING[lang];
    const email = uniqueEmail(`desktop-${lang}`);
    await chooseDoctorAndTime(page, lang, text, doctorIndex(lang, 'desktop'), expectAccessible);
    await fillPatient(page, text, email);
    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    const [stored] = await findAppointments(email);
    expect(stored?.bookingNumber).toBe(bookingNumber);

    const pdf = await download(page, text.downloadPdf, testInfo.outputPath('booking.pdf'));
    // pdffonts' columns: name, type, encoding, then 'emb': the Arabic face travels inside the file.
    expect(execFileSync('pdffonts', [pdf], { encoding: 'utf8' })).toMatch(
      /^\S*IBMPlexSansArabic\S*\s+CID TrueType\s+Identity-H\s+yes\s/m,
    );
    const pdfText = readPdfText(pdf);
    expect(pdfText).toContain(bookingNumber);
    // The Arabic sentence comes out word for word in reading order, shaped letters folded back.
    if (lang === 'ar') expect(pdfText).toContain('سيتواصل معك مركز الاتصال قريبًا لتأكيد حجزك'.normalize('NFKC'));
    else expect(pdfText).toContain(text.callCenter);
    // The manage link, as a QR code a phone reads and as the address under it; it opens this booking.
    const manageLink = readPdfQrCode(pdf);
    expect(manageLink).toMatch(new RegExp(`^${new URL(page.url()).origin}/${lang}/booking/manage/[A-Za-z0-9_-]{43}$`));
    expect(pdfText).toContain(String(manageLink));
    const managePage = await page.context().newPage();
    await managePage.goto(String(manageLink));
    await expect(managePage.getByTestId('booking-number')).toHaveText(bookingNumber);
    await managePage.close();

    const calendarFile = await download(page, text.addToCalendar, testInfo.outputPath('booking.ics'));
    const vevent = new ICAL.Component(ICAL.parse(readFileSync(calendarFile, 'utf8'))).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('The calendar file has no event');
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(String(stored?.startsAt)).toISOString());
    expect(event.location).toContain(String(stored?.[lang === 'ar' ? 'branchNameAr' : 'branchNameEn']));

    await page.getByRole('button', { name: text.bookAnother }).click();
    await expect(page.getByRole('heading', { name: text.howToBook })).toBeVisible();
  });
});
