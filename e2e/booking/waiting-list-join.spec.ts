import { expect } from '@playwright/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { readSms } from '../fixtures/mail';
import { findSidewaysScrollAtReflowWidth } from '../fixtures/reflow';
import { createCmsClient } from '@clinic/cms-client';
import { cmsUrl } from '../fixtures/booking';
import { readDoctorsInOrder } from '../fixtures/seeded-doctors';
import { createStaffCmsClient, uniqueSurname } from '../fixtures/staff-area';
import { test } from '../fixtures/test';
import { fillDoctorForOneDay, openVisitFromSms, takeHeldPlace } from '../fixtures/waiting-list';

/** What the patient reads and clicks, written out rather than read from the message files. */
const WORDS = {
  en: {
    doctorLink: 'Full when you need them? Tell me when an earlier time frees up',
    title: 'Join the waiting list',
    from: 'From',
    until: 'Until',
    afternoon: 'Afternoon (12:00–17:00)',
    evening: 'Evening (from 17:00)',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Mobile number',
    age: 'Age',
    sms: 'SMS',
    consent: /I agree/,
    sendCode: 'Send me a code',
    codeSent: /^We sent a 6-digit code to .+ by SMS\. It works until \d{1,2}:\d{2} [ap]m\.$/,
    code: 'Code',
    wrongCode: 'This is not the code we sent. Check the digits and try again.',
    join: 'Join the waiting list',
    entryTitle: 'Your place on the waiting list',
    take: 'Take this time',
    taken: /Your booking number is (ENT-[A-Z0-9]{4}-[A-Z0-9]{4}),/,
  },
  ar: {
    doctorLink: 'لا تجد موعدًا مناسبًا؟ أبلغني عندما يتوفر موعد أقرب',
    title: 'الانضمام إلى قائمة الانتظار',
    from: 'من',
    until: 'حتى',
    afternoon: 'بعد الظهر (12:00–17:00)',
    evening: 'المساء (من 17:00)',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'رقم الموبايل',
    age: 'العمر',
    sms: 'برسالة نصية (SMS)',
    consent: /أوافق/,
    sendCode: 'أرسلوا لي رمزًا',
    codeSent: /^أرسلنا رمزًا من 6 أرقام إلى .+ عبر رسالة نصية\. يعمل حتى .+\.$/,
    code: 'الرمز',
    wrongCode: 'هذا ليس الرمز الذي أرسلناه. راجع الأرقام وحاول مرة أخرى.',
    join: 'الانضمام إلى قائمة الانتظار',
    entryTitle: 'مكانك في قائمة الانتظار',
    take: 'احجز هذا الموعد',
    taken: /رقم حجزك (ENT-[A-Z0-9]{4}-[A-Z0-9]{4})،/,
  },
} as const;

/**
 * The offer spec's doctor, on days (one per language) neither it nor any other spec books: only this
 * spec's cancellation frees a place there.
 */
const PLACE = { doctor: 8, daysAhead: { en: 29, ar: 25 } } as const;
const MOBILE = { en: '01001110131', ar: '01001110132' } as const;

/** The newest SMS to `mobile` whose text matches `pattern`, once it has come. */
const readNewestSms = async (mobile: string, pattern: RegExp) => {
  await expect.poll(async () => (await readSms(mobile))[0]?.text ?? '', { timeout: 20_000 }).toMatch(pattern);
  return String((await readSms(mobile))[0]?.text.match(pattern)?.[1]);
};

test.describe('[BOOKING]: a patient joins a full doctor’s waiting list from the site and takes the place a cancellation frees', () => {
  test.describe.configure({ timeout: 120_000 });

  test('from the doctor’s page, with the code from their phone, to the offer taken and the visit on the manage page', async ({
    page,
    lang,
    dir,
  }) => {
    const words = WORDS[lang];
    const marker = uniqueSurname('Join');
    const { doctor, place, day, cancel } = await fillDoctorForOneDay({
      doctorIndex: PLACE.doctor,
      daysAhead: PLACE.daysAhead[lang],
      marker,
      phone: '01001110130',
    });
    const mobile = `+20${MOBILE[lang].slice(1)}`;

    await page.goto(`/${lang}/doctor/${doctor.publicId}`);
    await page.getByRole('link', { name: words.doctorLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    expect(await findAxeViolations(page)).toEqual([]);
    expect(await findSidewaysScrollAtReflowWidth(page)).toBeNull();

    // The morning of the doctor's full day, at any branch.
    await page.getByLabel(words.from, { exact: true }).fill(day.date);
    await page.getByLabel(words.until, { exact: true }).fill(day.date);
    await page.getByLabel(words.afternoon).uncheck();
    await page.getByLabel(words.evening).uncheck();
    await page.getByLabel(words.firstName).fill('Salma');
    await page.getByLabel(words.lastName).fill(marker);
    await page.getByLabel(words.phone, { exact: true }).fill(MOBILE[lang]);
    await page.getByLabel(words.age, { exact: true }).fill('29');
    await page.getByRole('radio', { name: words.sms }).check();
    await page.getByLabel(words.consent).check();
    await page.getByRole('button', { name: words.sendCode }).click();

    await expect(page.getByRole('status').getByText(words.codeSent)).toBeVisible();
    // The code's field looks like every other: a newcomer once met it without its border, invisible.
    const codeField = page.getByLabel(words.code, { exact: true });
    await expect(codeField).toHaveCSS('border-top-width', '1px');
    const code = await readNewestSms(mobile, /^(\d{6}) /);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel(words.code, { exact: true }).fill(wrong);
    await page.getByRole('button', { name: words.join }).click();
    await expect(page.getByText(words.wrongCode)).toBeVisible();
    await page.getByLabel(words.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: words.join }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/waiting-list/entry$`));
    await expect(page.getByRole('heading', { level: 1, name: words.entryTitle })).toBeVisible();

    // Another patient cancels: the place is held for this one, and the offer's link opens it.
    await cancel();
    const token = await readNewestSms(mobile, /\/w\/([A-Za-z0-9_-]{43})$/);
    await page.goto(`/${lang}/w/${token}`);
    const bookingNumber = await takeHeldPlace(page, words);
    await openVisitFromSms(page, lang, mobile, bookingNumber);

    // The desk's list shows who joined from the site, and the visit the offer became.
    const staff = await createStaffCmsClient();
    const entries = await staff.listWaitingEntries({ doctor: place.doctor });
    const entry = entries.find((candidate) => candidate.patient.lastName === marker);
    expect([entry?.source, entry?.state, entry?.offers.map((offer) => [offer.state, offer.bookingNumber])]).toEqual([
      'website',
      'booked',
      [['taken', bookingNumber]],
    ]);
  });

  test('a doctor’s form is one kept page, which the earlier address and the booking’s branch open', async ({
    page,
    request,
    lang,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    const doctors = await readDoctorsInOrder(createCmsClient({ baseUrl: cmsUrl() }));
    const doctor = doctors.find((candidate) => (candidate.branches?.length ?? 0) > 1);
    const branch = doctor?.branches?.at(-1);
    if (!doctor || !branch) throw new Error('no seeded doctor works at two branches');

    // Kept like any public page (not made again for each patient), and no page for a doctor there is not.
    const kept = await request.get(`/en/waiting-list/join/${doctor.documentId}`);
    expect(kept.status()).toBe(200);
    expect(kept.headers()['cache-control']).toBe('s-maxage=60, stale-while-revalidate=240');
    expect((await request.get('/en/waiting-list/join/no-such-doctor')).status()).toBe(404);

    await page.goto(`/en/waiting-list/join?doctor=${doctor.documentId}&branch=${branch.documentId}`);
    await expect(page).toHaveURL(`/en/waiting-list/join/${doctor.documentId}?branch=${branch.documentId}`);
    await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveValue(branch.documentId);
  });
});
