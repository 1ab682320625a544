import { createCmsClient } from '@clinic/cms-client';
import { expect } from '@playwright/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { cmsUrl } from '../fixtures/booking';
import { readSms } from '../fixtures/mail';
import { createStaffCmsClient, uniqueSurname } from '../fixtures/staff-area';
import { test } from '../fixtures/test';
import { fillDoctorForOneDay, openVisitFromSms, takeHeldPlace } from '../fixtures/waiting-list';

/** What the patient reads and clicks on the manage page and the entry's page, written out. */
const WORDS = {
  en: {
    section: 'An earlier time',
    phoneDigits: 'The last four digits of the phone number you booked with',
    submit: 'Tell me when an earlier time frees up',
    waiting: /^You are waiting for an earlier time \(Morning .+\)\. We will send you a message when one frees up\.$/,
    take: 'Take this time',
    taken: /Your booking number is (ENT-[A-Z0-9]{4}-[A-Z0-9]{4}),/,
  },
  ar: {
    section: 'موعد أبكر',
    phoneDigits: 'آخر أربعة أرقام من رقم الموبايل الذي حجزت به',
    submit: 'أبلغني عندما يتوفر موعد أبكر',
    waiting: /^أنت في انتظار موعد أبكر \(الصباح .+\)\. سنرسل إليك رسالة عندما يتوفر موعد\.$/,
    take: 'احجز هذا الموعد',
    taken: /رقم حجزك (ENT-[A-Z0-9]{4}-[A-Z0-9]{4})،/,
  },
} as const;

/** The offer spec's doctor, on days (one per language) no other spec books. */
const PLACE = { doctor: 8, daysAhead: { en: 23, ar: 22 } } as const;
const MOBILE = { en: '01001110141', ar: '01001110142' } as const;

test.describe('[BOOKING]: a booking’s patient waits for an earlier time from the manage page, and taking it moves the visit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the earlier place a cancellation frees is offered by SMS, and taking it moves the booking, number and all', async ({
    page,
    lang,
  }) => {
    const words = WORDS[lang];
    const marker = uniqueSurname('Earlier');
    // 05:00 is booked by another patient, who will cancel; this patient holds 05:20.
    const { place, day, cancel } = await fillDoctorForOneDay({
      doctorIndex: PLACE.doctor,
      daysAhead: PLACE.daysAhead[lang],
      marker,
      phone: '01001110140',
      endTime: '05:40',
    });
    const patient = {
      firstName: 'Rana',
      lastName: marker,
      phone: MOBILE[lang],
      phoneChannel: 'sms' as const,
      age: 41,
      contractType: 'cash' as const,
    };
    const booked = await createCmsClient({ baseUrl: cmsUrl() }).book({
      ...place,
      start: `${day.date}T05:20:00+02:00`,
      source: 'doctor-flow',
      locale: lang,
      patient,
      consent: { accepted: true, policyVersion: 'e2e' },
    });
    const mobile = `+20${MOBILE[lang].slice(1)}`;

    await page.goto(`/${lang}/booking/manage/${booked.manageToken}`);
    const section = page.getByRole('region', { name: words.section });
    await section.getByLabel(words.phoneDigits).fill(MOBILE[lang].slice(-4));
    await section.getByRole('button', { name: words.submit }).click();
    await expect(section.getByRole('status')).toHaveText(words.waiting);
    expect(await findAxeViolations(page)).toEqual([]);

    await cancel();
    await expect.poll(async () => (await readSms(mobile))[0]?.text ?? '', { timeout: 20_000 }).toMatch(/\/w\//);
    const token = (await readSms(mobile))[0]?.text.match(/\/w\/([A-Za-z0-9_-]{43})$/)?.[1];
    await page.goto(`/${lang}/w/${token}`);
    const bookingNumber = await takeHeldPlace(page, words);
    expect(bookingNumber).toBe(booked.bookingNumber);
    await openVisitFromSms(page, lang, mobile, bookingNumber);

    // The visit moved to 05:00, as the desk sees it; the entry is closed as booked.
    const staff = await createStaffCmsClient();
    const {
      data: [visit],
    } = await staff.listAppointments({ q: bookingNumber, from: day.date });
    expect(visit?.startsAt).toBe(new Date(`${day.date}T05:00:00+02:00`).toISOString());
    const entries = await staff.listWaitingEntries({ doctor: place.doctor });
    expect(
      entries.find((entry) => entry.patient.lastName === marker && entry.patient.firstName === 'Rana')?.state,
    ).toBe('booked');
  });
});
