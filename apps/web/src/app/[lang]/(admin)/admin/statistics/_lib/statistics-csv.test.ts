import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '@/lib/csv';
import { APPOINTMENT_STATUSES } from '@clinic/domain';
import { CARD_COLUMNS, WAITING_COLUMNS, statisticsCsv } from './statistics-table';
import { counts, labels, statistics } from './statistics-fixture';

/** The CSV's columns after the figure's and the item's, in order. */
const COLUMNS = [
  'bookings',
  ...APPOINTMENT_STATUSES,
  ...['offered', 'share', 'reviews', 'average', 'stars5', 'stars4', 'stars3', 'stars2', 'stars1'],
  ...WAITING_COLUMNS,
  ...CARD_COLUMNS,
] as const;

/** A row of the CSV: its figure and item, then the `cells` it has in COLUMNS' order from `first`, empty elsewhere. */
const row = (figure: string, item: string, cells: string[], first: (typeof COLUMNS)[number] = 'bookings') => {
  const from = COLUMNS.indexOf(first);
  return [figure, item, ...COLUMNS.map((_, index) => cells[index - from] ?? '')];
};

/** A row of bookings and a share of them, the seventh cell after the bookings. */
const shareRow = (figure: string, item: string, bookings: string, value: string) =>
  row(figure, item, [bookings, '', '', '', '', '', '', value]);

describe('statisticsCsv', () => {
  const text = statisticsCsv(statistics(), labels);

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(UTF8_BOM.length).split('\r\n');
    // A header, 26 records (2 + 1 + 2 + 5 + 3 + 2 + 2 + 2 + 2 + 1 + 1 + 1 + 1 + 1), and the empty rest after the last CRLF.
    expect(lines).toHaveLength(28);
    expect(lines.at(-1)).toBe('');
    expect(lines.filter((line) => line.includes('\n') || line.includes('\r'))).toEqual([]);
  });

  it('writes a header and every figure’s records in order, empty where a figure has no value', () => {
    const parsed = Papa.parse<string[]>(text.slice(UTF8_BOM.length).trimEnd(), { header: false });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ['Figure', 'col:item', ...COLUMNS.map((column) => `col:${column}`)],
      row('fig:perDay', 'date:2026-11-24', ['4', '1', '1', '0', '2', '0']),
      row('fig:perDay', 'date:2026-11-25', ['6', '0', '1', '2', '2', '1']),
      row('fig:byBranch', 'Maadi', ['10', '1', '2', '2', '4', '1']),
      row('fig:byDoctor', 'Hany', ['4', '1', '1', '0', '2', '0']),
      row('fig:byDoctor', `'=HYPERLINK("x")`, ['6', '0', '1', '2', '2', '1']),
      ...[1, 2, 2, 4, 1].map((bookings, index) =>
        shareRow('fig:statuses', `status:${APPOINTMENT_STATUSES[index]}`, String(bookings), `${bookings * 10}.0%`),
      ),
      shareRow('fig:sources', 'source:doctor-flow', '5', '50.0%'),
      shareRow('fig:sources', 'source:phone', '3', '30.0%'),
      shareRow('fig:sources', 'source:walk-in', '2', '20.0%'),
      shareRow('fig:leadTime', 'lead:sameDay', '4', '40.0%'),
      shareRow('fig:leadTime', 'lead:nextDay', '6', '60.0%'),
      shareRow('fig:weekdays', 'day:tuesday', '2', '25.0%'),
      shareRow('fig:weekdays', 'day:wednesday', '6', '75.0%'),
      shareRow('fig:hours', '9h', '2', '25.0%'),
      shareRow('fig:hours', '10h', '6', '75.0%'),
      row('fig:utilization', 'Hany', ['4', '', '', '', '', '', '16', '25.0%']),
      row('fig:utilization', 'Mona', ['0', '', '', '', '', '', '0', '']),
      row('fig:ratingsByDoctor', 'Hany', ['3', '4.3', '2', '0', '1', '0', '0'], 'reviews'),
      row('fig:ratingsByBranch', 'Maadi', ['3', '4.3', '2', '0', '1', '0', '0'], 'reviews'),
      row('fig:waitingByDoctor', 'Hany', ['5', '12.5min', '2', '1'], 'calledIn'),
      row('fig:waitingByBranch', 'Maadi', ['5', '12.5min', '2', '1'], 'calledIn'),
      row('fig:cardsByBranch', 'Maadi', ['6', '4', '1', '2', '0', '1', '3'], 'accepted'),
    ]);
  });

  it('defuses a formula in a name with a leading apostrophe', () => {
    const [, doctorLine] = text.split('\r\n').filter((line) => line.startsWith('fig:byDoctor'));
    expect(doctorLine).toBe(`fig:byDoctor,"'=HYPERLINK(""x"")",6,0,1,2,2,1,,,,,,,,,,,,,,,,,,,,`);
  });

  it('writes the header and the statuses only for a range without bookings', () => {
    const empty = statisticsCsv(
      statistics({
        totals: counts({}),
        perDay: [],
        byBranch: [],
        byDoctor: [],
        sources: [],
        leadTime: [],
        weekdays: [],
        hours: [],
        utilization: [],
        reviews: { invited: 0, reviewed: 0, share: null, byDoctor: [], byBranch: [] },
        waiting: { byDoctor: [], byBranch: [] },
        cards: { byBranch: [] },
      }),
      labels,
    );
    const rows = Papa.parse<string[]>(empty.slice(UTF8_BOM.length).trimEnd()).data;
    expect(rows.map((row) => row[0])).toEqual(['Figure', ...Array(5).fill('fig:statuses')]);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[9]])).toEqual([
      ['status:pending', '0', ''],
      ['status:confirmed', '0', ''],
      ['status:canceled', '0', ''],
      ['status:done', '0', ''],
      ['status:noShow', '0', ''],
    ]);
  });
});
