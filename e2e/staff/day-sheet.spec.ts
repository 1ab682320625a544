import { writeFileSync } from 'node:fs';
import { createCmsClient } from '@clinic/cms-client';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookOneDay } from '../fixtures/api-bookings';
import { cmsUrl } from '../fixtures/booking';
import { readPdfPages } from '../fixtures/booking-files';
import { findHtmlErrors } from '../fixtures/html-validity';
import { findSidewaysScrollAtReflowWidth } from '../fixtures/reflow';
import { uniqueSurname } from '../fixtures/staff-area';

/** What receptionists read on the day sheet; written out, not read from the message files. */
const SHEET = {
  en: {
    title: 'Day sheet',
    print: 'Print',
    visits: (count: number) => (count === 1 ? '1 visit' : `${count} visits`),
    columns: ['Time', 'Booking no.', 'Patient', 'Age', 'Phone', 'Payment', 'Status', 'Notes'],
    pending: 'Pending',
    staffOnly: ['Staff area', 'Sign out', 'Show'],
  },
  ar: {
    title: 'كشف اليوم',
    print: 'طباعة',
    visits: (count: number) => (count === 1 ? 'زيارة واحدة' : count === 2 ? 'زيارتان' : `${count} زيارات`),
    columns: ['الوقت', 'رقم الحجز', 'المريض', 'العمر', 'الهاتف', 'طريقة الدفع', 'الحالة', 'ملاحظات'],
    pending: 'قيد الانتظار',
    staffOnly: ['منطقة الموظفين', 'تسجيل الخروج', 'عرض'],
  },
} as const;

/** Each language's own doctors and week, apart from the other staff tests' places. */
const DAY = { en: { doctors: [1, 9], daysAhead: 18 }, ar: { doctors: [1, 9], daysAhead: 11 } } as const;

test.describe('[ADMIN]: the day sheet', () => {
  test('lists each doctor’s day in time order and prints one A4 page per doctor, every row whole', async ({
    page,
    lang,
    signIn,
  }, testInfo) => {
    test.setTimeout(90_000);
    const text = SHEET[lang];
    const marker = uniqueSurname('Sheet');
    const [first, second] = DAY[lang].doctors;
    const { date, pages } = await bookOneDay(DAY[lang].daysAhead, marker, [
      {
        doctorIndex: first,
        patients: [
          { firstName: 'Rania', phone: '01001110041', notes: 'Left ear' },
          { firstName: 'Samia', phone: '01001110042' },
        ],
      },
      { doctorIndex: second, patients: [{ firstName: 'Tamer', phone: '01001110043', notes: 'Follow-up' }] },
    ]);
    const cms = createCmsClient({ baseUrl: cmsUrl() });
    const headingOf = async ({ doctor, branch }: (typeof pages)[number]) => {
      const [named] = (await cms.find('doctors', { filters: { documentId: { $eq: doctor.documentId } }, locale: lang }))
        .data;
      const [place] = (
        await cms.find('branches', { filters: { documentId: { $eq: branch.documentId } }, locale: lang })
      ).data;
      return `${named?.name} — ${place?.name}`;
    };
    const headings = await Promise.all(pages.map(headingOf));

    await signIn();
    const path = `/${lang}/admin/day?date=${date}`;
    const response = await page.goto(path);
    const served = [{ path, html: (await response?.text()) ?? '' }];
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // Each doctor's page: their heading, their patients in time order, nobody else's.
    for (const [index, sheet] of pages.entries()) {
      const section = page.getByRole('region', { name: headings[index] });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(headings[index] ?? '');
      // Another test may book this doctor on this day too: the count agrees with the rows shown.
      const visitRows = section.getByRole('row').filter({ hasText: /ENT-[0-9A-Z]{4}-[0-9A-Z]{4}/ });
      const ours = section.getByRole('row').filter({ hasText: marker });
      await expect(ours).toHaveCount(sheet.booked.length);
      await expect(section).toContainText(text.visits(await visitRows.count()), { useInnerText: true });
      await expect(ours).toHaveText(
        sheet.booked.map((visit) => new RegExp(`${visit.bookingNumber}.*${visit.firstName} ${marker}`)),
      );
      for (const other of pages.filter((candidate) => candidate !== sheet)) {
        for (const visit of other.booked) await expect(section).not.toContainText(visit.bookingNumber);
      }
    }
    const rania = page.getByRole('row').filter({ hasText: `Rania ${marker}` });
    await expect(rania.getByRole('cell')).toHaveText([
      /\S/,
      pages[0]?.booked[0]?.bookingNumber ?? '',
      `Rania ${marker}`,
      '30',
      '+20 10 0111 0041',
      lang === 'en' ? 'Cash' : 'نقدًا',
      text.pending,
      'Left ear',
    ]);
    await expect(page.getByRole('button', { name: text.print })).toBeVisible();

    // The page itself: no accessibility violations, valid HTML, nothing sideways at 320 px.
    expect(await findAxeViolations(page)).toEqual([]);
    expect(findHtmlErrors(served)).toEqual([]);
    expect(await findSidewaysScrollAtReflowWidth(page)).toBeNull();

    // Printed to A4 as the browser's Print does: one page per doctor (this day may hold other
    // tests' visits, each doctor on their own pages), nothing of the staff area, every column there.
    const pdf = testInfo.outputPath(`day-sheet-${lang}.pdf`);
    writeFileSync(pdf, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    const printed = readPdfPages(pdf);
    const pageOf = (bookingNumber: string) => printed.findIndex((sheet) => sheet.includes(bookingNumber));
    const [raniaPage = -1, samiaPage, tamerPage = -1] = [...(pages[0]?.booked ?? []), ...(pages[1]?.booked ?? [])].map(
      (visit) => pageOf(visit.bookingNumber),
    );
    expect(raniaPage).toBeGreaterThanOrEqual(0);
    expect(samiaPage).toBe(raniaPage);
    expect(tamerPage).toBeGreaterThanOrEqual(0);
    expect(tamerPage).not.toBe(raniaPage);
    for (const sheet of printed) for (const word of text.staffOnly) expect(sheet).not.toContain(word);
    const doctorPage = printed[raniaPage] ?? '';
    expect(doctorPage).toContain('Left ear');
    expect(doctorPage).toContain('+20 10 0111 0041');
    expect(printed[tamerPage]).toContain('Follow-up');
    if (lang === 'en') {
      expect(doctorPage).toContain(headings[0]);
      for (const column of text.columns) expect(doctorPage).toContain(column);
    }
  });
});
