import { createCmsClient } from '@clinic/cms-client';
import { devices, expect } from '@playwright/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { cmsUrl } from '../fixtures/booking';
import { waitForResetEmail } from '../fixtures/password-reset';
import { STAFF } from '../fixtures/staff';
import { createStaffCmsClient, uniqueSurname } from '../fixtures/staff-area';
import { findDocumentId, setVisitTimeAsAdministrator } from '../fixtures/staff-records';
import { test } from '../fixtures/test';

/** What the doctor reads on their phone; written out, not read from the message files. */
const WORDS = {
  en: {
    ...{ title: 'Today’s patients', callNext: 'Call the next patient', called: 'Called in: queue number 1.' },
    sections: { seeing: 'With you now', waiting: 'Waiting', expected: 'Not here yet', closed: 'Seen today' },
    ...{ seen: 'Seen', saved: 'Saved.', notesForYou: 'Notes for you' },
  },
  ar: {
    ...{ title: 'مرضى اليوم', callNext: 'ادعُ المريض التالي', called: 'تم استدعاء رقم الدور 1.' },
    sections: { seeing: 'معك الآن', waiting: 'في الانتظار', expected: 'لم يصلوا بعد', closed: 'انتهت زياراتهم اليوم' },
    ...{ seen: 'تم الكشف', saved: 'تم الحفظ.', notesForYou: 'ملاحظات لك' },
  },
} as const;

/**
 * The desk's card check in [English, Arabic]: the section, the reason's label, the reason, the button,
 * and what the card's state, the history line and the doctor's list put before the reason.
 */
const CARD_WORDS = {
  section: ['Company or syndicate card', 'بطاقة الشركة أو النقابة'],
  reasonLabel: ['Reason for refusing', 'سبب الرفض'],
  reason: ['the name does not match the booking', 'الاسم لا يطابق الحجز'],
  refuse: ['Refuse the card', 'رفض البطاقة'],
  state: ['Refused: ', 'مرفوضة: '],
  history: ['Card refused: ', 'رُفضت البطاقة: '],
  doctorSees: ['Card refused: ', 'البطاقة مرفوضة: '],
} as const;

/** Each language's own doctor, whose day no other test touches, and a week with places. */
const PLACE = { en: { doctor: 18, daysAhead: 9 }, ar: { doctor: 19, daysAhead: 9 } } as const;

const PASSWORD = 'Doctor-Test-Password-1';

/** A doctor's account for the doctor `doctor`, made by the manager; its holder chose PASSWORD from the email. */
const makeDoctorAccount = async (doctor: string, lang: 'en' | 'ar') => {
  const email = `doctor-${lang}-${Date.now()}@example.com`;
  const manager = await createStaffCmsClient();
  await manager.createStaffAccount({ email, role: 'doctor', doctor, branches: [], locale: lang });
  const { link } = await waitForResetEmail(email);
  const code = new URL(link).searchParams.get('code') ?? '';
  await createCmsClient({ baseUrl: cmsUrl() }).resetPassword({
    code,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
  });
  return email;
};

test.describe('[DOCTOR]: the doctor’s own list, on a phone', () => {
  test('the desk refuses a card, and the doctor signs in, sees the queue and the card, calls the next patient in and marks the visit seen', async ({
    browser,
    baseURL,
    lang,
    page: deskPage,
    signIn,
  }) => {
    test.setTimeout(60_000);
    const words = WORDS[lang];
    const surname = uniqueSurname(`doctor${lang}`);
    const { doctor, booked } = await bookAppointments(PLACE[lang].doctor, PLACE[lang].daysAhead, surname, [
      { firstName: 'Rania', phone: '01001110171' },
      { firstName: 'Sherif', phone: '01001110172' },
      { firstName: 'Tamer', phone: '01001110173' },
    ]);
    // Today, in a first-come session of their own, Sherif paying through his company; the desk confirms
    // Rania's booking, checks in two patients and leaves a note for the doctor.
    const session = new Date();
    const visits = [];
    for (const [index, { bookingNumber }] of booked.entries()) {
      const documentId = await findDocumentId(bookingNumber);
      const contract = index === 1 ? { contractType: 'company' } : {};
      await setVisitTimeAsAdministrator(documentId, session, 120, { mode: 'fcfs', ...contract });
      visits.push(documentId);
    }
    const [rania = '', sherif = ''] = visits;
    const desk = await createStaffCmsClient();
    await desk.changeAppointmentStatus(rania, { from: 'pending', to: 'confirmed' });
    await desk.changeArrival(rania, { action: 'checkIn' });
    await desk.changeArrival(sherif, { action: 'checkIn' });
    await desk.addAppointmentNote(rania, { text: 'Hearing aid: speak up', isForDoctor: true });
    const email = await makeDoctorAccount(doctor.documentId, lang);

    // At the desk, Sherif's card names someone else: refused, with the reason, on the visit's page.
    await signIn();
    await deskPage.goto(`/${lang}/admin/appointments/${sherif}`);
    const said = (key: keyof typeof CARD_WORDS) => CARD_WORDS[key][lang === 'en' ? 0 : 1];
    const reason = said('reason');
    const refusal = (line: 'state' | 'history' | 'doctorSees') => `${said(line)}${reason}`;
    const card = deskPage.getByRole('region', { name: said('section') });
    await card.getByLabel(said('reasonLabel')).selectOption({ label: reason });
    await card.getByRole('button', { name: said('refuse') }).click();
    await expect(card.getByText(refusal('state'))).toBeVisible();
    await expect(deskPage.locator('ol li p.font-semibold').last()).toContainText(refusal('history'));
    expect(await findAxeViolations(deskPage)).toEqual([]);

    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL,
      locale: lang === 'ar' ? 'ar-EG' : 'en-US',
    });
    const page = await phone.newPage();
    await page.goto(`/${lang}/admin/login`);
    await page.getByLabel(STAFF[lang].email, { exact: true }).fill(email);
    await page.getByLabel(STAFF[lang].password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: STAFF[lang].signIn }).click();
    // The desk's pages are not a doctor's: signing in leads to their own list.
    await expect(page).toHaveURL(`/${lang}/admin/doctor`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByRole('link', { name: words.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: STAFF[lang].appointments, exact: true })).toHaveCount(0);
    // A section by its heading, with its count where the test knows it: other tests may book this
    // doctor today through the site (not here yet), but only this one checks their patients in.
    const section = (name: keyof (typeof words)['sections'], count?: number) =>
      page.getByRole('region', {
        name: count === undefined ? new RegExp(`^${words.sections[name]}`) : `${words.sections[name]} (${count})`,
      });
    const waiting = section('waiting', 2);
    await expect(waiting.getByRole('article')).toHaveText([/Rania/, /Sherif/]);
    await expect(waiting.getByRole('article').first()).toContainText(`${words.notesForYou}Hearing aid: speak up`);
    await expect(waiting.getByRole('article').last()).toContainText(refusal('doctorSees'));
    await expect(section('expected')).toContainText('Tamer');
    expect(await findAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: words.callNext }).click();
    await expect(page.getByText(words.called)).toBeVisible();
    const seeing = section('seeing');
    await expect(seeing.getByRole('article')).toContainText('Rania');
    await expect(section('waiting', 1)).toContainText('Sherif');

    await seeing.getByRole('button', { name: words.seen }).click();
    await expect(page.getByText(words.saved)).toBeVisible();
    await expect(section('closed')).toContainText('Rania');
    expect((await desk.getAppointment(rania)).status).toBe('done');

    // Another address of the desk's leads back to the doctor's own list.
    await page.goto(`/${lang}/admin/appointments`);
    await expect(page).toHaveURL(`/${lang}/admin/doctor`);
    await phone.close();
  });
});
