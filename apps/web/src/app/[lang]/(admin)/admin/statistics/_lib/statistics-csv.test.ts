import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '@/lib/csv';
import { statisticsCsv } from './statistics-table';
import { counts, labels, statistics } from './statistics-fixture';

/** The seven rating cells of a row of another figure. */
const NO_RATINGS = ['', '', '', '', '', '', ''];

describe('statisticsCsv', () => {
  const text = statisticsCsv(statistics(), labels);

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(UTF8_BOM.length).split('\r\n');
    // A header, 23 records (2 + 1 + 2 + 5 + 3 + 2 + 2 + 2 + 2 + 1 + 1), and the empty rest after the last CRLF.
    expect(lines).toHaveLength(25);
    expect(lines.at(-1)).toBe('');
    expect(lines.filter((line) => line.includes('\n') || line.includes('\r'))).toEqual([]);
  });

  it('writes a header and every figure’s records in order, empty where a figure has no value', () => {
    const parsed = Papa.parse<string[]>(text.slice(UTF8_BOM.length).trimEnd(), { header: false });
    expect(parsed.errors).toEqual([]);
    const share = (figure: string, item: string, bookings: string, value: string) => [
      figure,
      item,
      bookings,
      '',
      '',
      '',
      '',
      '',
      '',
      value,
      ...NO_RATINGS,
    ];
    expect(parsed.data).toEqual([
      [
        'Figure',
        'col:item',
        'col:bookings',
        'col:pending',
        'col:confirmed',
        'col:canceled',
        'col:done',
        'col:noShow',
        'col:offered',
        'col:share',
        'col:reviews',
        'col:average',
        'col:stars5',
        'col:stars4',
        'col:stars3',
        'col:stars2',
        'col:stars1',
      ],
      ['fig:perDay', 'date:2026-11-24', '4', '1', '1', '0', '2', '0', '', '', ...NO_RATINGS],
      ['fig:perDay', 'date:2026-11-25', '6', '0', '1', '2', '2', '1', '', '', ...NO_RATINGS],
      ['fig:byBranch', 'Maadi', '10', '1', '2', '2', '4', '1', '', '', ...NO_RATINGS],
      ['fig:byDoctor', 'Hany', '4', '1', '1', '0', '2', '0', '', '', ...NO_RATINGS],
      ['fig:byDoctor', `'=HYPERLINK("x")`, '6', '0', '1', '2', '2', '1', '', '', ...NO_RATINGS],
      share('fig:statuses', 'status:pending', '1', '10.0%'),
      share('fig:statuses', 'status:confirmed', '2', '20.0%'),
      share('fig:statuses', 'status:canceled', '2', '20.0%'),
      share('fig:statuses', 'status:done', '4', '40.0%'),
      share('fig:statuses', 'status:noShow', '1', '10.0%'),
      share('fig:sources', 'source:doctor-flow', '5', '50.0%'),
      share('fig:sources', 'source:phone', '3', '30.0%'),
      share('fig:sources', 'source:walk-in', '2', '20.0%'),
      share('fig:leadTime', 'lead:sameDay', '4', '40.0%'),
      share('fig:leadTime', 'lead:nextDay', '6', '60.0%'),
      share('fig:weekdays', 'day:tuesday', '2', '25.0%'),
      share('fig:weekdays', 'day:wednesday', '6', '75.0%'),
      share('fig:hours', '9h', '2', '25.0%'),
      share('fig:hours', '10h', '6', '75.0%'),
      ['fig:utilization', 'Hany', '4', '', '', '', '', '', '16', '25.0%', ...NO_RATINGS],
      ['fig:utilization', 'Mona', '0', '', '', '', '', '', '0', '', ...NO_RATINGS],
      ['fig:ratingsByDoctor', 'Hany', '', '', '', '', '', '', '', '', '3', '4.3', '2', '0', '1', '0', '0'],
      ['fig:ratingsByBranch', 'Maadi', '', '', '', '', '', '', '', '', '3', '4.3', '2', '0', '1', '0', '0'],
    ]);
  });

  it('defuses a formula in a name with a leading apostrophe', () => {
    const [, doctorLine] = text.split('\r\n').filter((line) => line.startsWith('fig:byDoctor'));
    expect(doctorLine).toBe(`fig:byDoctor,"'=HYPERLINK(""x"")",6,0,1,2,2,1,,,,,,,,,`);
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
