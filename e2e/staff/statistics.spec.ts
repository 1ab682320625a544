import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import Papa from 'papaparse';
import { findAxeViolations } from '../fixtures/accessibility';
import { bookAppointments } from '../fixtures/api-bookings';
import { signInAsStaff } from '../fixtures/booking';
import { cairoDate, uniqueSurname } from '../fixtures/staff-area';

/** What managers read on the statistics page; written out, not read from the message files. */
const PAGE = {
  en: {
    title: 'Statistics',
    bookings: 'Bookings',
    perDay: 'Bookings per day',
    byDoctor: 'Bookings by doctor',
    utilization: 'Places taken per doctor',
    ratingsByDoctor: 'Ratings by doctor',
    reviewed: (reviewed: number, invited: number) => `${reviewed} of the ${invited} patients invited after their visit`,
    againstCurrent: "Against the doctors' current weekly hours",
    showTable: 'Show the figures as a table',
    confirmed: 'Confirmed',
    exportCsv: 'Export as CSV',
    figureColumn: 'Figure',
    lastMonth: 'Last month',
  },
  ar: {
    title: 'الإحصاءات',
    bookings: 'الحجوزات',
    perDay: 'الحجوزات في كل يوم',
    byDoctor: 'الحجوزات حسب الطبيب',
    utilization: 'الأماكن المحجوزة لكل طبيب',
    ratingsByDoctor: 'التقييمات حسب الطبيب',
    reviewed: (reviewed: number, invited: number) => `${reviewed} من أصل ${invited} دُعوا إلى التقييم بعد زيارتهم`,
    againstCurrent: 'مقارنةً بمواعيد الأطباء الأسبوعية الحالية',
    showTable: 'عرض الأرقام في جدول',
    confirmed: 'مؤكد',
    exportCsv: 'تصدير بصيغة CSV',
    figureColumn: 'الإحصاء',
    lastMonth: 'الشهر الماضي',
  },
} as const;

/** Each language's own doctor and days, apart from the other staff tests' places. */
const PLACE = { en: { doctorIndex: 8, daysAhead: 12 }, ar: { doctorIndex: 5, daysAhead: 8 } } as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.describe('[ADMIN]: the statistics', () => {
  test('a manager reads a range as charts and tables with the figures the CMS counts, and exports them', async ({
    page,
    lang,
    dir,
    signIn,
  }) => {
    const text = PAGE[lang];
    const { doctor, booked } = await bookAppointments(
      PLACE[lang].doctorIndex,
      PLACE[lang].daysAhead,
      uniqueSurname('Stats'),
      [
        { firstName: 'Amal', phone: '01001110081' },
        { firstName: 'Badr', phone: '01001110082' },
      ],
    );
    const day = cairoDate(String(booked[0]?.start));
    // The day before and after too: the chart's time axis has three columns.
    const filters = { from: addDays(day, -1), to: addDays(day, 1), doctor: doctor.documentId };
    const { client } = await signInAsStaff();

    await signIn();
    const readFromApi = () =>
      Promise.all([
        client.getStatistics(filters, { locale: lang }),
        client.listAppointments({ ...filters, pageSize: 1 }),
      ]);
    // Another test may book this doctor meanwhile: the page is compared with figures that held
    // both before and after it was drawn.
    let [statistics, list] = await readFromApi();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.goto(`/${lang}/admin/statistics?${new URLSearchParams(filters)}`);
      const [after, listAfter] = await readFromApi();
      const isSettled = JSON.stringify(after) === JSON.stringify(statistics);
      [statistics, list] = [after, listAfter];
      if (isSettled) break;
    }
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    expect(statistics.totals).toEqual(list.counters);
    expect(statistics.totals.total).toBeGreaterThanOrEqual(2);
    const summary = page.locator('dl > div').filter({ hasText: text.bookings }).first();
    await expect(summary.locator('dd').first()).toHaveText(String(statistics.totals.total));

    // Each chart is an image named by its title, and its figures are a table behind a disclosure.
    for (const name of [text.perDay, text.byDoctor, text.utilization, text.ratingsByDoctor]) {
      await expect(page.getByRole('img', { name })).toBeVisible();
    }
    const { reviewed, invited } = statistics.reviews;
    await expect(page.locator('dl > div dd').filter({ hasText: text.reviewed(reviewed, invited) })).toBeVisible();
    await expect(page.getByRole('paragraph').filter({ hasText: text.againstCurrent })).toBeVisible();
    const perDay = page.getByRole('figure', { name: text.perDay });
    await perDay.getByText(text.showTable).click();
    const dayRows = perDay.getByRole('table').locator('tbody tr');
    await expect(dayRows).toHaveCount(3);
    const [before, bookedDay, after] = statistics.perDay;
    for (const [index, counts] of [before, bookedDay, after].entries()) {
      await expect(dayRows.nth(index).locator('td').first()).toHaveText(String(counts?.counts.total));
    }
    const byDoctor = page.getByRole('figure', { name: text.byDoctor });
    await byDoctor.getByText(text.showTable).click();
    await expect(byDoctor.getByRole('row', { name: new RegExp(statistics.byDoctor[0]?.name ?? '') })).toContainText(
      String(statistics.byDoctor[0]?.counts.confirmed),
    );

    // Time runs right to left in Arabic: the first day's column label sits right of the last day's.
    const columnLabels = perDay.locator('svg text[text-anchor="middle"]');
    const [firstX, lastX] = await Promise.all([
      columnLabels.first().getAttribute('x'),
      columnLabels.last().getAttribute('x'),
    ]);
    expect(Number(firstX) > Number(lastX)).toBe(dir === 'rtl');

    expect(await findAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: text.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${filters.from}-${filters.to}\\.csv$`));
    const csv = await readFile(String(await download.path()), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const [header, ...rows] = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(header?.[0]).toBe(text.figureColumn);
    const dayLines = rows.filter((row) => row[0] === text.perDay);
    expect(dayLines.map((row) => Number(row[2]))).toEqual(statistics.perDay.map((entry) => entry.counts.total));
    // A spreadsheet reads the days as dates: ISO, with no marks of direction, in both languages.
    expect(dayLines.map((row) => row[1])).toEqual(statistics.perDay.map((entry) => entry.date));
    expect(csv).not.toMatch(/[\u200e\u200f\u061c\u2066-\u2069]/);

    await page.getByRole('link', { name: text.lastMonth }).click();
    await expect(page.getByRole('link', { name: text.lastMonth })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('img', { name: text.perDay })).toBeVisible();
  });

  test('a receptionist has no statistics: no link, and the page and its file are not found', async ({
    page,
    lang,
    signIn,
  }) => {
    await signIn('receptionist');
    expect((await page.goto(`/${lang}/admin/statistics`))?.status()).toBe(404);
    expect((await page.request.get(`/${lang}/admin/statistics/export`)).status()).toBe(404);
    await page.goto(`/${lang}/admin/appointments`);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: PAGE[lang].title, exact: true })).toHaveCount(0);
  });
});
