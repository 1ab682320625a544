import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { bookAppointments } from '../fixtures/api-bookings';
import { signInAsStaff } from '../fixtures/booking';
import { DASHBOARD, cairoDate, uniqueSurname } from '../fixtures/staff-area';
import {
  cairoStamp,
  createVisitAsAdministrator,
  downloadCsv,
  downloadText,
  findTwoTimesOnOneDay,
} from '../fixtures/staff-records';
import { TEST_ACCOUNTS } from '../fixtures/staff';

/**
 * What the history and the patients' requests page say, beside the dashboard's words; written out,
 * not read from the message files.
 */
const WORDS = {
  en: {
    ...DASHBOARD.en,
    bookedAs: (status: string) => `Booked as ${status}`,
    movedFromTo: /^Moved from .+ to .+$/,
    byThePatient: 'by the patient',
    personSearch: 'Phone or email',
    findPerson: 'Find',
    fileInPageLanguage: 'Download in English',
  },
  ar: {
    ...DASHBOARD.ar,
    bookedAs: (status: string) => `حُجز بحالة ${status}`,
    movedFromTo: /^نُقل من .+ إلى .+$/,
    byThePatient: 'بواسطة المريض',
    personSearch: 'رقم الموبايل أو البريد الإلكتروني',
    findPerson: 'بحث',
    fileInPageLanguage: 'تنزيل بالعربية',
  },
};
type Words = (typeof WORDS)[keyof typeof WORDS];

/** The two visits of one person: one moved, cancelled and taken back, one completed. */
type Visits = {
  marker: string;
  phone: string;
  moved: { bookingNumber: string; documentId: string; start: string };
  completed: { bookingNumber: string; documentId: string; start: string };
};

/** Books a visit ahead and moves, cancels and takes it back; makes yesterday's visit and completes it. */
const makeVisits = async (lang: 'en' | 'ar'): Promise<Visits> => {
  const marker = uniqueSurname(`history${lang}`);
  const phone = `011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  // Each language's own doctor with timed places, in days no other test books first.
  const [doctorIndex, daysAhead] = lang === 'en' ? [4, 14] : [6, 12];
  const { first, next } = await findTwoTimesOnOneDay(doctorIndex, daysAhead);
  const {
    booked: [booking],
  } = await bookAppointments(doctorIndex, daysAhead, marker, [{ firstName: 'Nadia', phone }]);
  const { client } = await signInAsStaff();
  const bookingNumber = String(booking?.bookingNumber);
  const {
    data: [row],
  } = await client.listAppointments({ q: bookingNumber, from: cairoDate(first.start) });
  const movedId = String(row?.documentId);
  await client.rescheduleAppointment(movedId, { from: first.start, start: next.start });
  await client.changeAppointmentStatus(movedId, {
    from: 'pending',
    to: 'canceled',
    reason: { category: 'patientRequest' },
  });
  await client.changeAppointmentStatus(movedId, { from: 'canceled', to: 'pending' });

  const yesterday = new Date(Date.now() - 26 * 60 * 60_000);
  const completed = `DONE${Date.now().toString(36).toUpperCase()}${lang.toUpperCase()}`;
  const { documentId } = await createVisitAsAdministrator({
    bookingNumber: completed,
    startsAt: yesterday,
    firstName: 'Nadia',
    lastName: marker,
    phone: `+20${phone.slice(1)}`,
    locale: lang,
  });
  await client.changeAppointmentStatus(documentId, { from: 'confirmed', to: 'done' });
  return {
    marker,
    phone,
    moved: { bookingNumber, documentId: movedId, start: next.start },
    completed: { bookingNumber: completed, documentId, start: yesterday.toISOString() },
  };
};

/** Each visit's page: every change in order, who made it, and why the visit was cancelled. */
const expectHistoryPages = async (page: Page, lang: 'en' | 'ar', words: Words, { moved, completed }: Visits) => {
  const byStaff = words.byStaff(TEST_ACCOUNTS.staff.email);
  const entries = page.locator('ol li');
  const headlines = entries.locator('p.font-semibold');
  await page.goto(`/${lang}/admin/appointments/${moved.documentId}`);
  await expect(headlines).toHaveText([
    words.bookedAs(words.status.pending),
    words.movedFromTo,
    words.historyChange(words.status.pending, words.status.canceled),
    words.historyChange(words.status.canceled, words.status.pending),
  ]);
  await expect(entries.first()).toContainText(words.byThePatient);
  for (const index of [1, 2, 3]) await expect(entries.nth(index)).toContainText(byStaff);
  await expect(entries.nth(2)).toContainText(words.reasons.patientRequest);
  await page.goto(`/${lang}/admin/appointments/${completed.documentId}`);
  await expect(headlines.last()).toHaveText(words.historyChange(words.status.confirmed, words.status.done));
  await expect(entries.last()).toContainText(byStaff);
};

/**
 * Since #47 an appointment's history is rows of its own instead of a component of the appointment:
 * what the history says is where each visit ended, the same on its page, in the CSV and in the
 * patient's file.
 */
test.describe('[ADMIN]: a visit’s history, on its page, in the CSV and in the patient’s file', () => {
  test('a visit moved, cancelled and taken back, and one completed: each view tells where it ended', async ({
    page,
    lang,
    signIn,
  }) => {
    const visits = await makeVisits(lang);
    const words = WORDS[lang];
    const { moved, completed } = visits;
    await signIn();
    await expectHistoryPages(page, lang, words, visits);

    // The CSV: each visit at the time and in the status its history ends with, no reason left.
    await page.goto(
      `/${lang}/admin/appointments?from=${cairoDate(completed.start)}&to=${cairoDate(moved.start)}&q=${visits.marker}`,
    );
    await expect(page.locator('tbody tr')).toHaveCount(2);
    const { rows } = await downloadCsv(page, words.exportCsv);
    const csvRow = (bookingNumber: string) => rows.find((row) => row[0] === bookingNumber) ?? [];
    const [movedRow, completedRow] = [csvRow(moved.bookingNumber), csvRow(completed.bookingNumber)];
    expect([movedRow[1], movedRow[6], movedRow[11]]).toEqual([words.status.pending, cairoStamp(moved.start), '']);
    expect([completedRow[1], completedRow[6]]).toEqual([words.status.done, cairoStamp(completed.start)]);

    // The patient's file, in the page's language: both visits, each in the status it ended in.
    await page.goto(`/${lang}/admin/patient-data`);
    await page.getByLabel(words.personSearch, { exact: true }).fill(visits.phone);
    await page.getByRole('button', { name: words.findPerson }).click();
    const { text: file } = await downloadText(page, words.fileInPageLanguage);
    const visitIn = (bookingNumber: string) =>
      file.split('<section>').find((section) => section.includes(`>${bookingNumber}</h3>`)) ?? '';
    expect(visitIn(moved.bookingNumber)).toContain(`<dd>${words.status.pending}</dd>`);
    expect(visitIn(completed.bookingNumber)).toContain(`<dd>${words.status.done}</dd>`);
  });
});
