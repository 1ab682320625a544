import { expect } from '@playwright/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { uniqueSurname } from '../fixtures/staff-area';
import { findDocumentId, setVisitTimeAsAdministrator } from '../fixtures/staff-records';
import { test } from '../fixtures/test';

/** What the desk reads and clicks on a visit's page and the day sheet, written out, not read from the message files. */
const WORDS = {
  en: {
    section: 'Change status',
    checkIn: 'Check in: the patient is here',
    checkedIn: 'Checked in: queue number 1.',
    arrivedAt: /^Checked in at .+$/,
    number: (number: number) => `Queue number ${number}`,
    takeBack: 'Take back the check-in',
    takenBack: 'The check-in was taken back.',
    history: (number: number) => `Checked in, queue number ${number}`,
    historyTakenBack: (number: number) => `Check-in taken back (queue number ${number})`,
    sheetNumber: (number: number) => `Queue no. ${number}`,
    checkInPatient: (name: string) => new RegExp(`^Check in ${name} `),
  },
  ar: {
    section: 'تغيير الحالة',
    checkIn: 'تسجيل الوصول: المريض حاضر',
    checkedIn: 'تم تسجيل الوصول: رقم الدور 1.',
    arrivedAt: /^وصل الساعة .+$/,
    number: (number: number) => `رقم الدور ${number}`,
    takeBack: 'إلغاء تسجيل الوصول',
    takenBack: 'أُلغي تسجيل الوصول.',
    history: (number: number) => `تسجيل الوصول، رقم الدور ${number}`,
    historyTakenBack: (number: number) => `إلغاء تسجيل الوصول (رقم الدور ${number})`,
    sheetNumber: (number: number) => `رقم الدور ${number}`,
    checkInPatient: (name: string) => new RegExp(`^تسجيل وصول ${name} `),
  },
} as const;

/**
 * Two visits today in a first-come session of their own (the instant it starts is no other visit's):
 * booked ahead with the twelfth doctor, in each language's own week apart from the other tests'
 * places, then moved. Their booking numbers and document ids, and the doctor's.
 */
const bookSessionToday = async (lang: 'en' | 'ar') => {
  const { doctor, booked } = await bookAppointments(11, lang === 'en' ? 8 : 16, uniqueSurname(`arrival${lang}`), [
    { firstName: 'Samia', phone: '01001110151' },
    { firstName: 'Tarek', phone: '01001110152' },
  ]);
  const session = new Date();
  const visits = [];
  for (const { bookingNumber } of booked) {
    const documentId = await findDocumentId(bookingNumber);
    await setVisitTimeAsAdministrator(documentId, session, 120, { mode: 'fcfs' });
    visits.push({ bookingNumber, documentId });
  }
  return { doctor: doctor.documentId, visits };
};

test.describe('[ADMIN]: the desk checks patients in, on a visit’s page and on the day sheet', () => {
  test('a first-come session numbers its patients by arrival: a number taken back is not given again', async ({
    page,
    lang,
    signIn,
  }) => {
    const words = WORDS[lang];
    const {
      doctor,
      visits: [first, second],
    } = await bookSessionToday(lang);
    await signIn();
    await page.goto(`/${lang}/admin/appointments/${first?.documentId}`);
    const status = page.getByRole('region', { name: words.section });
    await status.getByRole('button', { name: words.checkIn }).click();
    await expect(page.getByText(words.checkedIn)).toBeVisible();
    await expect(status.getByText(words.arrivedAt)).toBeVisible();
    await expect(status.getByText(words.number(1), { exact: true })).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);

    await status.getByRole('button', { name: words.takeBack }).click();
    await expect(page.getByText(words.takenBack)).toBeVisible();
    await status.getByRole('button', { name: words.checkIn }).click();
    await expect(status.getByText(words.number(2), { exact: true })).toBeVisible();
    await expect(page.locator('ol li p.font-semibold')).toContainText([
      words.history(1),
      words.historyTakenBack(1),
      words.history(2),
    ]);

    // The day sheet: the first patient's number beside their booking order; the second checked in there.
    await page.goto(`/${lang}/admin/day?doctor=${doctor}`);
    const row = (visit: typeof first) => page.locator('tbody tr').filter({ hasText: String(visit?.bookingNumber) });
    await expect(row(first)).toContainText(words.sheetNumber(2));
    await row(second)
      .getByRole('button', { name: words.checkInPatient('Tarek') })
      .click();
    await expect(row(second)).toContainText(words.sheetNumber(3));
    await expect(row(second).getByRole('button')).toHaveCount(0);
    expect(await findAxeViolations(page)).toEqual([]);
  });
});
