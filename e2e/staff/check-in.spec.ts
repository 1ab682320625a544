import { type Page, expect } from '@playwright/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { uniqueSurname } from '../fixtures/staff-area';
import { findDocumentId, setVisitTimeAsAdministrator } from '../fixtures/staff-records';
import { test } from '../fixtures/test';

/** What the desk reads and clicks on a visit's page and the day sheet, written out, not read from the message files. */
const WORDS = {
  en: {
    section: 'Change status',
    printTicket: 'Print the queue ticket',
    ticket: 'Queue ticket',
    ticketNumber: 'Queue number',
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
    call: {
      button: 'Call in to the doctor',
      reasonLabel: 'Reason, when calling before others',
      outOfTurn: 'Others are before this patient in the queue: write why they go first, then call them in.',
      reason: 'A child with a fever',
      done: 'Called in.',
      history: (number: number) => `Called in to the doctor, queue number ${number}`,
    },
    place: {
      heading: 'Your place in the waiting room',
      number: 'Your queue number is 3.',
      before: 'One patient is before you.',
      called: 'The doctor is calling you in now.',
    },
    pause: {
      label: 'Message on the waiting-room screen',
      button: 'Pause the queue',
      done: 'The screen shows the message.',
      resume: 'Resume the queue',
      resumed: 'The queue is resumed on the screen.',
    },
  },
  ar: {
    section: 'تغيير الحالة',
    printTicket: 'اطبع تذكرة الدور',
    ticket: 'تذكرة الدور',
    ticketNumber: 'رقم الدور',
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
    pause: {
      label: 'رسالة على شاشة غرفة الانتظار',
      button: 'إيقاف الدور مؤقتًا',
      done: 'تظهر الرسالة على الشاشة.',
      resume: 'استئناف الدور',
      resumed: 'استؤنف الدور على الشاشة.',
    },
    place: {
      heading: 'دورك في غرفة الانتظار',
      number: 'رقم دورك 3.',
      before: 'أمامك مريض واحد.',
      called: 'الطبيب يدعوك للدخول الآن.',
    },
    call: {
      history: (number: number) => `دخل إلى الطبيب، رقم الدور ${number}`,
      button: 'إدخال المريض إلى الطبيب',
      reasonLabel: 'السبب، عند إدخاله قبل غيره',
      outOfTurn: 'يسبق هذا المريضَ آخرون في الدور: اكتب سبب إدخاله قبلهم، ثم أدخله.',
      reason: 'طفل مصاب بالحمى',
      done: 'دخل المريض إلى الطبيب.',
    },
  },
} as const;

/**
 * Where each language books: a doctor of its own (the waiting-room screen shows a doctor's whole day,
 * so no other test may check in or call that doctor's patients today) and a week apart from the other
 * tests' places.
 */
const PLACE = { en: { doctor: 11, daysAhead: 8 }, ar: { doctor: 10, daysAhead: 24 } } as const;

/** The patients' phones: the screen must show neither them nor the patients' names. */
const PHONES = ['01001110151', '01001110152'] as const;

/**
 * Two visits today in a first-come session of their own (the instant it starts is no other visit's):
 * booked ahead in the language's own place, then moved. Their booking numbers and document ids, the
 * doctor, the branch's public id and the patients' surname.
 */
const bookSessionToday = async (lang: 'en' | 'ar') => {
  const surname = uniqueSurname(`arrival${lang}`);
  const { doctor, branch, booked } = await bookAppointments(PLACE[lang].doctor, PLACE[lang].daysAhead, surname, [
    // She booked in the other language: her queue ticket is printed in hers, whatever the desk's.
    { firstName: 'Samia', phone: PHONES[0], locale: lang === 'en' ? 'ar' : 'en' },
    { firstName: 'Tarek', phone: PHONES[1] },
  ]);
  const session = new Date();
  const visits = [];
  for (const { bookingNumber, manageToken } of booked) {
    const documentId = await findDocumentId(bookingNumber);
    await setVisitTimeAsAdministrator(documentId, session, 120, { mode: 'fcfs' });
    visits.push({ bookingNumber, documentId, manageToken });
  }
  return { doctor: doctor.documentId, doctorName: doctor.name, branch: branch.publicId, surname, visits };
};

/**
 * The first patient's queue ticket, opened from her visit's page: in her language (`patientLang`), her
 * number and no name or phone, printed on one page of a receipt printer's 80 mm paper.
 */
const expectQueueTicket = async (page: Page, patientLang: 'en' | 'ar', documentId: string) => {
  const words = WORDS[patientLang === 'en' ? 'ar' : 'en'];
  await page.getByRole('region', { name: words.section }).getByRole('link', { name: words.printTicket }).click();
  await expect(page).toHaveURL(`/${patientLang}/admin/appointments/${documentId}/ticket`);
  const ticket = page.getByRole('article', { name: WORDS[patientLang].ticket });
  await expect(ticket.getByText('2', { exact: true })).toBeVisible();
  await expect(ticket).toContainText(WORDS[patientLang].ticketNumber);
  await expect(ticket).not.toContainText('Samia');
  await expect(ticket).not.toContainText(PHONES[0].slice(-8));
  expect(await findAxeViolations(page)).toEqual([]);
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  // One page of 80 × 110 mm, to Chromium's rounding: its box in points (72 to the inch) in millimetres.
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  const box = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/
    .exec(pdf)
    ?.slice(1)
    .map((points) => (Number(points) * 25.4) / 72);
  expect(box?.map(Math.round)).toEqual([80, 110]);
};

test.describe('[ADMIN]: the desk checks patients in and calls them in; the branch’s screen follows', () => {
  test('a first-come session numbers its patients by arrival, and the screen shows the numbers, never a name', async ({
    page,
    context,
    lang,
    signIn,
  }) => {
    test.setTimeout(60_000);
    const words = WORDS[lang];
    const {
      doctor,
      doctorName,
      branch,
      surname,
      visits: [first, second],
    } = await bookSessionToday(lang);
    // The room's screen, open all along: it follows the desk without a reload.
    const screen = await context.newPage();
    await screen.goto(`/${lang}/waiting-room/${branch}`);
    const queue = screen.getByRole('region', { name: new RegExp(doctorName) });
    await expect(queue).toBeVisible();
    await expect(queue.getByTestId('next')).toHaveCount(0);

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

    await expectQueueTicket(page, lang === 'en' ? 'ar' : 'en', String(first?.documentId));

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
    await expect(queue.getByTestId('next').getByRole('listitem')).toHaveText(['2', '3']);
    // The second patient's phone: their number, and who is before them.
    const patientPage = await context.newPage();
    await patientPage.goto(`/${lang}/booking/manage/${second?.manageToken}`);
    const place = patientPage.getByRole('region', { name: words.place.heading });
    await expect(place.getByText(words.place.number)).toBeVisible();
    await expect(place.getByRole('status')).toHaveText(words.place.before);
    expect(await findAxeViolations(patientPage)).toEqual([]);

    // The second patient goes first: the desk must say why, and the history keeps it.
    await page.goto(`/${lang}/admin/appointments/${second?.documentId}`);
    await status.getByRole('button', { name: words.call.button }).click();
    await expect(page.getByText(words.call.outOfTurn)).toBeVisible();
    await status.getByLabel(words.call.reasonLabel).fill(words.call.reason);
    await status.getByRole('button', { name: words.call.button }).click();
    await expect(page.getByText(words.call.done)).toBeVisible();
    await expect(status.getByRole('button', { name: words.call.button })).toHaveCount(0);
    await expect(page.locator('ol li').last()).toContainText(words.call.history(3));
    await expect(page.locator('ol li').last()).toContainText(words.call.reason);

    await patientPage.reload();
    await expect(place.getByRole('status')).toHaveText(words.place.called);
    await expect(queue.getByTestId('seeing')).toHaveText('3');
    await expect(queue.getByTestId('next').getByRole('listitem')).toHaveText(['2']);
    const shown = await screen.content();
    for (const trace of [surname, 'Samia', ...PHONES, String(first?.bookingNumber), String(second?.bookingNumber)]) {
      expect(shown).not.toContain(trace);
    }
    expect(await findAxeViolations(screen)).toEqual([]);

    // The doctor goes into surgery: the day sheet pauses the queue, and the screen shows the words as typed.
    const message = '<b>Surgery</b> until 19:30';
    await page.goto(`/${lang}/admin/day?doctor=${doctor}`);
    await page.getByLabel(words.pause.label).fill(message);
    await page.getByRole('button', { name: words.pause.button }).click();
    await expect(page.getByText(words.pause.done)).toBeVisible();
    const pause = queue.getByTestId('pause');
    await expect(pause.getByText(message, { exact: true })).toBeVisible();
    // The screen says it in both languages, whichever the page's address.
    await expect(pause.getByText('Paused', { exact: true })).toBeVisible();
    await expect(pause.getByText('متوقف مؤقتًا', { exact: true })).toBeVisible();
    await expect(pause.locator('b')).toHaveCount(0);
    expect(await findAxeViolations(screen)).toEqual([]);
    await page.getByRole('button', { name: words.pause.resume }).click();
    await expect(page.getByText(words.pause.resumed)).toBeVisible();
    await expect(pause).toHaveCount(0);
  });
});
