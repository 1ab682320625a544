import { expect } from '@playwright/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { uniqueSurname } from '../fixtures/staff-area';
import { findDocumentId, setVisitTimeAsAdministrator } from '../fixtures/staff-records';
import { test } from '../fixtures/test';

/** What the desk reads and clicks on a visit's page, written out, not read from the message files. */
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
  },
} as const;

/**
 * A visit today, in a first-come session of its own (the minute it starts is no other visit's): booked
 * ahead with the twelfth doctor, in each language's own week apart from the other tests' places, then moved.
 */
const bookVisitToday = async (lang: 'en' | 'ar') => {
  const {
    booked: [visit],
  } = await bookAppointments(11, lang === 'en' ? 8 : 16, uniqueSurname(`arrival${lang}`), [
    { firstName: 'Samia', phone: '01001110151' },
  ]);
  const documentId = await findDocumentId(String(visit?.bookingNumber));
  await setVisitTimeAsAdministrator(documentId, new Date(Date.now() + 60_000), 120, { mode: 'fcfs' });
  return documentId;
};

test.describe('[ADMIN]: the desk checks a patient in on the visit’s page', () => {
  test('a first-come patient checked in gets number 1; taken back and checked in again, number 2', async ({
    page,
    lang,
    signIn,
  }) => {
    const words = WORDS[lang];
    const documentId = await bookVisitToday(lang);
    await signIn();
    await page.goto(`/${lang}/admin/appointments/${documentId}`);
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
  });
});
