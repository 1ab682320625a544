import type { Statistics, StatusCounters } from '@clinic/cms-client';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '@/lib/csv';
import {
  STATISTICS_FIGURES,
  type StatisticsLabels,
  type StatisticsRecord,
  listStatisticsRecords,
  statisticsCsv,
  toCell,
} from './statistics-table';

const labels: StatisticsLabels = {
  figure: (figure) => `fig:${figure}`,
  figureColumn: 'Figure',
  column: (column, figure) => (figure ? `${figure}:${column}` : `col:${column}`),
  status: (status) => `status:${status}`,
  source: (source) => `source:${source}`,
  leadTime: (bucket) => `lead:${bucket}`,
  weekday: (weekday) => `day:${weekday}`,
  hour: (hour) => `${hour}h`,
  day: (date) => `date:${date}`,
  number: String,
  share: (value) => `${(value * 100).toFixed(1)}%`,
};

const counts = (overrides: Partial<StatusCounters>): StatusCounters => ({
  pending: 0,
  confirmed: 0,
  canceled: 0,
  done: 0,
  noShow: 0,
  total: 0,
  ...overrides,
});

// Two days: 4 bookings, then 6 of which 2 were cancelled; 8 visits took (or are to take) place.
const dayOne = counts({ pending: 1, confirmed: 1, done: 2, total: 4 });
const dayTwo = counts({ confirmed: 1, canceled: 2, done: 2, noShow: 1, total: 6 });
const totals = counts({ pending: 1, confirmed: 2, canceled: 2, done: 4, noShow: 1, total: 10 });

const statistics = (overrides: Partial<Statistics> = {}): Statistics => ({
  range: { from: '2026-11-24', to: '2026-11-25' },
  totals,
  rates: { cancellation: 0.2, noShow: 0.2 },
  perDay: [
    { date: '2026-11-24', counts: dayOne },
    { date: '2026-11-25', counts: dayTwo },
  ],
  byBranch: [{ documentId: 'maadi01', name: 'Maadi', counts: totals }],
  byDoctor: [
    { documentId: 'hany01', name: 'Hany', counts: dayOne },
    { documentId: null, name: '=HYPERLINK("x")', counts: dayTwo },
  ],
  sources: [
    { source: 'doctor-flow', count: 5 },
    { source: 'phone', count: 3 },
    { source: 'walk-in', count: 2 },
  ],
  leadTime: [
    { bucket: 'sameDay', count: 4 },
    { bucket: 'nextDay', count: 6 },
  ],
  weekdays: [
    { weekday: 'tuesday', count: 2 },
    { weekday: 'wednesday', count: 6 },
  ],
  hours: [
    { hour: 9, count: 2 },
    { hour: 10, count: 6 },
  ],
  utilization: [
    { documentId: 'hany01', name: 'Hany', booked: 4, offered: 16, share: 0.25 },
    { documentId: 'mona01', name: 'Mona', booked: 0, offered: 0, share: null },
  ],
  ...overrides,
});

describe('listStatisticsRecords', () => {
  const records = listStatisticsRecords(statistics(), labels);

  it('has a record per row of every figure', () => {
    expect(Object.keys(records).sort()).toEqual([...STATISTICS_FIGURES].sort());
  });

  it('names the days, branches and doctors and keeps their counts', () => {
    expect(records.perDay).toEqual([
      { item: 'date:2026-11-24', bookings: 4, counts: dayOne },
      { item: 'date:2026-11-25', bookings: 6, counts: dayTwo },
    ]);
    expect(records.byBranch).toEqual([{ item: 'Maadi', bookings: 10, counts: totals }]);
    expect(records.byDoctor.map((record) => [record.item, record.bookings])).toEqual([
      ['Hany', 4],
      ['=HYPERLINK("x")', 6],
    ]);
  });

  it('shares each status of all bookings', () => {
    expect(records.statuses).toEqual([
      { item: 'status:pending', bookings: 1, share: 0.1 },
      { item: 'status:confirmed', bookings: 2, share: 0.2 },
      { item: 'status:canceled', bookings: 2, share: 0.2 },
      { item: 'status:done', bookings: 4, share: 0.4 },
      { item: 'status:noShow', bookings: 1, share: 0.1 },
    ]);
  });

  it('shares sources and lead times of all bookings', () => {
    expect(records.sources).toEqual([
      { item: 'source:doctor-flow', bookings: 5, share: 0.5 },
      { item: 'source:phone', bookings: 3, share: 0.3 },
      { item: 'source:walk-in', bookings: 2, share: 0.2 },
    ]);
    expect(records.leadTime).toEqual([
      { item: 'lead:sameDay', bookings: 4, share: 0.4 },
      { item: 'lead:nextDay', bookings: 6, share: 0.6 },
    ]);
  });

  it('shares weekdays and hours of the bookings not cancelled (10 − 2)', () => {
    expect(records.weekdays).toEqual([
      { item: 'day:tuesday', bookings: 2, share: 0.25 },
      { item: 'day:wednesday', bookings: 6, share: 0.75 },
    ]);
    expect(records.hours).toEqual([
      { item: '9h', bookings: 2, share: 0.25 },
      { item: '10h', bookings: 6, share: 0.75 },
    ]);
  });

  it('keeps the utilization as the CMS counted it', () => {
    expect(records.utilization).toEqual([
      { item: 'Hany', bookings: 4, offered: 16, share: 0.25 },
      { item: 'Mona', bookings: 0, offered: 0, share: null },
    ]);
  });

  it('has no share where there is nothing to divide by', () => {
    const allCancelled = listStatisticsRecords(
      statistics({
        totals: counts({ canceled: 3, total: 3 }),
        sources: [{ source: 'phone', count: 3 }],
        weekdays: [{ weekday: 'saturday', count: 0 }],
        hours: [],
      }),
      labels,
    );
    expect(allCancelled.sources[0]?.share).toBe(1);
    expect(allCancelled.weekdays[0]?.share).toBeNull();
    const none = listStatisticsRecords(
      statistics({ totals: counts({}), sources: [{ source: 'phone', count: 0 }] }),
      labels,
    );
    expect(none.sources[0]?.share).toBeNull();
    expect(none.statuses.map((record) => record.share)).toEqual([null, null, null, null, null]);
  });
});

describe('toCell', () => {
  const day: StatisticsRecord = { item: 'date:2026-11-25', bookings: 6, counts: dayTwo };
  const source: StatisticsRecord = { item: 'source:phone', bookings: 3, share: 0.3 };
  const unused: StatisticsRecord = { item: 'Mona', bookings: 0, offered: 0, share: null };

  it.each([
    [day, 'item', 'date:2026-11-25'],
    [day, 'bookings', '6'],
    [day, 'canceled', '2'],
    [day, 'noShow', '1'],
    [day, 'pending', '0'],
    [day, 'offered', ''],
    [day, 'share', ''],
    [source, 'bookings', '3'],
    [source, 'pending', ''],
    [source, 'done', ''],
    [source, 'offered', ''],
    [source, 'share', '30.0%'],
    [unused, 'offered', '0'],
    [unused, 'share', ''],
    [unused, 'confirmed', ''],
  ] as const)('gives %o in column %s as %j', (record, column, cell) => {
    expect(toCell(record, column, labels)).toBe(cell);
  });
});

describe('statisticsCsv', () => {
  const text = statisticsCsv(statistics(), labels);

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(UTF8_BOM.length).split('\r\n');
    // A header, 21 records (2 + 1 + 2 + 5 + 3 + 2 + 2 + 2 + 2), and the empty rest after the last CRLF.
    expect(lines).toHaveLength(23);
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
      ],
      ['fig:perDay', 'date:2026-11-24', '4', '1', '1', '0', '2', '0', '', ''],
      ['fig:perDay', 'date:2026-11-25', '6', '0', '1', '2', '2', '1', '', ''],
      ['fig:byBranch', 'Maadi', '10', '1', '2', '2', '4', '1', '', ''],
      ['fig:byDoctor', 'Hany', '4', '1', '1', '0', '2', '0', '', ''],
      ['fig:byDoctor', `'=HYPERLINK("x")`, '6', '0', '1', '2', '2', '1', '', ''],
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
      ['fig:utilization', 'Hany', '4', '', '', '', '', '', '16', '25.0%'],
      ['fig:utilization', 'Mona', '0', '', '', '', '', '', '0', ''],
    ]);
  });

  it('defuses a formula in a name with a leading apostrophe', () => {
    const [, doctorLine] = text.split('\r\n').filter((line) => line.startsWith('fig:byDoctor'));
    expect(doctorLine).toBe(`fig:byDoctor,"'=HYPERLINK(""x"")",6,0,1,2,2,1,,`);
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
