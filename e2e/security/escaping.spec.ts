import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type BookingRequest, createCmsClient, getFieldErrors, isCmsError } from '@clinic/cms-client';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import Papa from 'papaparse';
import { BOOKING, cmsUrl, fillPatient, readBookingNumber, signInAsStaff, uniqueEmail } from '../fixtures/booking';
import { download, readPdfText } from '../fixtures/booking-files';
import { findStoredMessages, openContactForm } from '../fixtures/contact';
import { expectNoPatientData } from '../fixtures/private-data';
import { DASHBOARD, cairoDate, findOpenPlaces, openPatientStep, uniqueSurname } from '../fixtures/staff-area';

/** Markup that runs a script if any page renders it as HTML, and a formula a spreadsheet would run. */
const MARKUP = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
const FORMULA = '=HYPERLINK("http://x","y")';
/** A name may hold quotes: one that tries to close an attribute and open another. */
const ATTRIBUTE_BREAK = `" onmouseover="window.__xss=3`;

/** What must never reach an HTML response as markup: the payloads' own opening characters. */
const LIVE_MARKUP = ['<img src=x', '<script>window.__xss', 'onmouseover="window'];
/** How the server-rendered HTML writes MARKUP as text. */
const ESCAPED_MARKUP =
  '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;&lt;script&gt;window.__xss=2&lt;/script&gt;';

/** Each language books its own doctor, in a week no other test books. */
const PLACE = { en: { doctor: 10, daysAhead: 22 }, ar: { doctor: 9, daysAhead: 22 } } as const;

/** The page was rendered on the server with the payload in it, escaped, and nowhere as markup. */
const expectEscapedOnly = (html: string, probe: string) => {
  expect([probe, html.includes(ESCAPED_MARKUP)]).toEqual([probe, true]);
  for (const markup of LIVE_MARKUP) expect([probe, markup, html.includes(markup)]).toEqual([probe, markup, false]);
};

/** No payload ran on the page, and none became an element or an attribute. */
const expectNothingRan = async (page: Page) => {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], [onerror], [onmouseover]')).toHaveCount(0);
};

/** The booking's number, and the name and email the patient typed: what the PDF and the CSV are read for. */
type TypedBooking = { bookingNumber: string; firstName: string; lastName: string; email: string };

/** The booking's PDF holds its number and nothing the patient typed, and names no action a reader could run. */
const expectPdfInert = (pdf: string, { bookingNumber, firstName, lastName, email }: TypedBooking) => {
  const pdfText = readPdfText(pdf);
  expect(pdfText).toContain(bookingNumber);
  for (const typed of [firstName, lastName, email, '1234 5678', 'onerror', '<script', 'HYPERLINK', '__xss']) {
    expect(['PDF', typed, pdfText.includes(typed)]).toEqual(['PDF', typed, false]);
  }
  expectNoPatientData(pdfText, 'PDF');
  // Actions are names in the PDF's dictionaries; a stream's compressed bytes (the fonts, the QR code)
  // may hold the same three letters by chance, so streams are left out and whole names are matched.
  const pdfDictionaries = readFileSync(pdf, 'latin1').replace(/stream\r?\n[\s\S]*?endstream/g, 'stream endstream');
  for (const action of ['/JavaScript', '/JS', '/Launch', '/EmbeddedFile']) {
    const named = new RegExp(`${action}(?![A-Za-z0-9])`).test(pdfDictionaries);
    expect(['PDF', action, named]).toEqual(['PDF', action, false]);
  }
};

/** The front desk's CSV export of the day's list: no notes, no markup, and no cell a spreadsheet would run. */
const expectCsvInert = async (
  page: Page,
  lang: 'en' | 'ar',
  { bookingNumber, firstName, lastName, email }: TypedBooking,
) => {
  const [received] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: DASHBOARD[lang].exportCsv }).click(),
  ]);
  const csv = await readFile(await received.path(), 'utf8');
  expectNoPatientData(csv, 'CSV');
  for (const typed of ['<', 'HYPERLINK', '__xss', email]) {
    expect(['CSV', typed, csv.includes(typed)]).toEqual(['CSV', typed, false]);
  }
  const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { header: false });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  expect(header?.join(',')).toBe(DASHBOARD[lang].header);
  expect(rows.map((row) => [row[0], row[3]])).toEqual([[bookingNumber, `'${firstName} ${lastName}`]]);
  expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
};

test.describe('[SECURITY]: what visitors type comes out as text', () => {
  test('booking: names refuse markup; notes with markup and a formula stay inert on the confirmation, in the PDF, the CSV and the staff area', async ({
    page,
    lang,
    signIn,
  }, testInfo) => {
    test.setTimeout(60_000);
    const text = BOOKING[lang];
    const {
      doctor,
      branch,
      places: [place],
    } = await findOpenPlaces(PLACE[lang].doctor, PLACE[lang].daysAhead);
    if (!place) throw new Error(`No open place for ${doctor.name}`);

    // Names are letters only (packages/domain text-fields.ts), at the CMS as in the form: the notes
    // are the one free-text field of a booking.
    const request: BookingRequest = {
      doctor: doctor.documentId,
      branch: branch.documentId,
      start: place.start,
      source: 'doctor-flow',
      locale: lang,
      patient: {
        firstName: 'Nour',
        lastName: 'Hassan',
        email: uniqueEmail(`refused-${lang}`),
        phone: '01001110012',
        age: 30,
        contractType: 'cash',
      },
      consent: { accepted: true, policyVersion: 'e2e' },
    };
    // Short enough for a name (60 characters), so only the characters are refused.
    for (const name of ['<img src=x onerror=alert(1)>', FORMULA]) {
      const refusal = await createCmsClient({ baseUrl: cmsUrl() })
        .book({ ...request, patient: { ...request.patient, firstName: name } })
        .catch((error: unknown) => error);
      expect(isCmsError(refusal) && [refusal.status, getFieldErrors(refusal)]).toEqual([
        400,
        { 'patient.firstName': 'validation.invalidName' },
      ]);
    }

    // A leading '-' is the one formula character a name may start with.
    const firstName = '-Nour';
    const lastName = uniqueSurname(`esc${lang}`);
    const notes = `${MARKUP}\n${FORMULA}`;
    const email = uniqueEmail(`escaping-${lang}`);
    await openPatientStep(page, lang, { doctor: doctor.documentId, branch: branch.documentId, start: place.start });
    await fillPatient(page, text, email);
    await page.getByLabel(text.firstName, { exact: true }).fill(firstName);
    await page.getByLabel(text.lastName, { exact: true }).fill(lastName);
    await page.getByLabel(text.notes, { exact: true }).fill(notes);
    await page.getByRole('button', { name: text.submit }).click();
    const bookingNumber = await readBookingNumber(page, text);
    await expectNothingRan(page);

    // The PDF holds what the clinic wrote (doctor, branch, time) and nothing the patient typed.
    const pdf = await download(page, text.downloadPdf, testInfo.outputPath('booking.pdf'));
    expectPdfInert(pdf, { bookingNumber, firstName, lastName, email });

    // The CSV has no notes column; the name's leading '-' comes out behind an apostrophe.
    await signIn();
    const day = cairoDate(place.start);
    await page.goto(`/${lang}/admin/appointments?from=${day}&to=${day}&q=${lastName}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expectCsvInert(page, lang, { bookingNumber, firstName, lastName, email });

    // The appointment page shows the notes as the text they are.
    const { client } = await signInAsStaff();
    const { data } = await client.listAppointments({ q: bookingNumber, from: day, to: day });
    expect(data.map((row) => row.bookingNumber)).toEqual([bookingNumber]);
    const response = await page.goto(`/${lang}/admin/appointments/${data[0]?.documentId}`);
    const html = (await response?.text()) ?? '';
    expectEscapedOnly(html, 'appointment page');
    expectNoPatientData(html, 'appointment page');
    await expect(page.getByText(notes, { exact: true })).toBeVisible();
    await expect(page.getByText(`${firstName} ${lastName}`)).toBeVisible();
    await expectNothingRan(page);
  });

  test('contact: markup, a formula and an attribute break in the name, subject and message stay text in the inbox', async ({
    page,
    lang,
    signIn,
  }) => {
    const marker = uniqueSurname(`esc${lang}`);
    const typed = {
      name: `${FORMULA}${ATTRIBUTE_BREAK}`,
      email: `${marker}@example.com`,
      subject: `${MARKUP} ${marker}`,
      message: `${MARKUP}\n${FORMULA}\n${marker}`,
    };
    const form = await openContactForm(page, lang);
    await form.name.fill(typed.name);
    await form.email.fill(typed.email);
    await form.subject.fill(typed.subject);
    await form.message.fill(typed.message);
    await form.submit.click();
    await expect(page.getByText(form.text.sent, { exact: true })).toBeVisible();
    await expectNothingRan(page);
    // Stored exactly as typed: the escaping is the pages' job, on the way out.
    expect(await findStoredMessages(typed.email)).toEqual([expect.objectContaining(typed)]);

    await signIn();
    const response = await page.goto(`/${lang}/admin/messages`);
    const html = (await response?.text()) ?? '';
    expectEscapedOnly(html, 'inbox');
    expect(html).toContain('&quot; onmouseover=&quot;window.__xss=3');
    expectNoPatientData(html, 'inbox');
    const card = page.getByRole('article', { name: typed.subject });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: typed.subject, exact: true })).toBeVisible();
    await expect(card.getByText(typed.message, { exact: true })).toBeVisible();
    const name = card.getByText(typed.name, { exact: true });
    await expect(name).toBeVisible();
    await name.hover();
    await expectNothingRan(page);
  });
});
