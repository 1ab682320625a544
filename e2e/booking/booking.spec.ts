import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createCmsClient } from '@clinic/cms-client';
import ICAL from 'ical.js';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { CARD_IMAGE_PNG, download, readPdfQrCode, readPdfText } from '../fixtures/booking-files';
import { readEmails, readWhatsApp } from '../fixtures/mail';
import {
  BOOKING,
  chooseDoctorAndTime,
  cmsUrl,
  doctorIndex,
  expectAccessible,
  feePattern,
  fillOpening,
  fillPatient,
  findAppointments,
  PHONE_VIEWPORT,
  readBookingNumber,
  readConsultationFees,
  signInAsStaff,
  submitWithConsent,
  uniqueEmail,
} from '../fixtures/booking';

/** The doctor flow up to 'Your information': a doctor, their branch, the first open time. */
test.describe('[BOOKING]: booking at a phone size', () => {
  test.use({ viewport: PHONE_VIEWPORT, hasTouch: true });

  test('a full doctor-flow booking reaches the database with every field', async ({ page, lang }) => {
    // Four steps, each checked with axe, and the email: 31 s on a loaded two-core CI run.
    test.setTimeout(60_000);
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
    const bookingNumber = await submitWithConsent(page, text, email);
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
    lang,
  }) => {
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
    // A landline gets no SMS, and the form says so as it is typed; a mobile takes the words back.
    const phone = page.getByRole('textbox', { name: text.phone });
    await phone.fill(lang === 'ar' ? '٠٢ ٢٣٤٥ ٦٧٨٩' : '02 2345 6789');
    await expect(page.getByRole('status').filter({ hasText: text.landline })).toBeVisible();
    await expect(phone).toHaveAccessibleDescription(new RegExp(text.landline.source.replace('^', '')));
    await fillPatient(page, text, null);
    await expect(page.getByRole('status').filter({ hasText: text.landline })).toHaveCount(0);
    // A mobile is asked how its messages go (WhatsApp unless the patient picks SMS), and the manage page
    // lets the patient change it.
    const [askedAt, byWhatsApp, changedAt, bySms, smsChosen] =
      lang === 'ar'
        ? [
            'استقبال الرسائل الخاصة بهذا الحجز',
            'عبر واتساب',
            'الرسائل إلى موبايلك',
            'برسالة نصية (SMS)',
            /برسائل نصية إلى موبايلك\.$/,
          ]
        : ['Messages about this booking', 'WhatsApp', 'Messages to your mobile', 'By SMS', /by SMS\.$/];
    await expect(page.getByRole('group', { name: askedAt }).getByRole('radio', { name: byWhatsApp })).toBeChecked();
    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    await expect(page.getByText(text.emailOnItsWay)).toHaveCount(0);

    // Its message comes by WhatsApp, in the booking's language, and its link opens the booking.
    const byNumber = async () =>
      (await readWhatsApp('+201012345678')).find((sent) => sent.parameters.includes(bookingNumber));
    await expect.poll(async () => (await byNumber())?.template, { timeout: 15_000 }).toBe('booking_received');
    const sent = await byNumber();
    expect(sent?.parameters.some((value) => /[\u0600-\u06FF]/.test(value))).toBe(lang === 'ar');
    await page.goto(new URL(String(sent?.link)).pathname);
    expect(new URL(page.url()).pathname).toBe(`/${lang}/booking/manage`);
    await expect(page.getByTestId('booking-number')).toHaveText(bookingNumber);
    // The patient changes how their mobile hears from the clinic there: later messages go by SMS.
    await page.getByRole('group', { name: changedAt }).getByRole('radio', { name: bySms }).check();
    await expect(page.getByRole('status').filter({ hasText: smsChosen })).toBeVisible();

    const [stored] = await findAppointments({ bookingNumber });
    expect(stored).toMatchObject({ bookingNumber, source: 'branch-flow', contractType: 'cash', email: null });
    expect(stored?.phoneChannel).toBe('sms');
    // The specialty chosen in step 2 is recorded, by name, in both languages.
    expect(stored?.specialtyNameEn).toBeTruthy();
    expect(stored?.specialtyNameAr).toMatch(/[\u0600-\u06FF]/);
  });

  test('a company booking sends both card images, which only staff can read', async ({ page, lang }) => {
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
    lang,
  }) => {
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

test.describe('[BOOKING]: arriving from a doctor or a branch', () => {
  test('a doctor page’s button opens the doctor flow with the doctor chosen; a branch page’s skips to the specialty', async ({
    page,
    lang,
  }) => {
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

test.describe('[BOOKING]: booking on a desktop', () => {
  // Far from Cairo, so a calendar file that leaned on the device's zone would land at the wrong time.
  test.use({ timezoneId: 'America/New_York' });

  test('the doctor flow once more at desktop size, its PDF and calendar file, and Book Another Appointment', async ({
    page,
    lang,
  }, testInfo) => {
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
