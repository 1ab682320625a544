import { describe, expect, it } from 'vitest';
import { STATISTICS_FIGURES, type StatisticsRecord, listStatisticsRecords, toCell } from './statistics-table';
import { counts, dayOne, dayTwo, labels, statistics, totals } from './statistics-fixture';

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

  it('keeps each doctor’s and branch’s published ratings, their average and each star’s count', () => {
    const rated = { reviews: 3, average: 4.3, distribution: [0, 0, 1, 0, 2] };
    expect([records.ratingsByDoctor, records.ratingsByBranch]).toEqual([
      [{ item: 'Hany', ...rated }],
      [{ item: 'Maadi', ...rated }],
    ]);
  });

  it('keeps each doctor’s and branch’s waiting room: called in, the median wait, the timed visits and those late', () => {
    const waited = { calledIn: 5, medianWait: 12.5, timed: 2, late: 1 };
    expect([records.waitingByDoctor, records.waitingByBranch]).toEqual([
      [{ item: 'Hany', ...waited }],
      [{ item: 'Maadi', ...waited }],
    ]);
    const cells = ['calledIn', 'medianWait', 'timed', 'late', 'reviews', 'bookings'] as const;
    expect(cells.map((column) => toCell({ item: 'Hany', ...waited }, column, labels))).toEqual([
      '5',
      '12.5min',
      '2',
      '1',
      '',
      '',
    ]);
  });

  it('keeps each branch’s cards: accepted, refused in all and for each reason, and not checked', () => {
    expect(records.cardsByBranch).toEqual([
      {
        item: 'Maadi',
        cards: { accepted: 6, refused: 4, unreadable: 1, expired: 2, nameMismatch: 0, notCovered: 1, unchecked: 3 },
      },
    ]);
    const [maadi] = records.cardsByBranch;
    const cells = ['refused', 'expired', 'unchecked', 'calledIn'] as const;
    expect(cells.map((column) => (maadi ? toCell(maadi, column, labels) : null))).toEqual(['4', '2', '3', '']);
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
  const rated: StatisticsRecord = { item: 'Hany', reviews: 3, average: 4.3, distribution: [0, 0, 1, 0, 2] };

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
    [unused, 'reviews', ''],
  ] as const)('gives %o in column %s as %j', (record, column, cell) => {
    expect(toCell(record, column, labels)).toBe(cell);
  });

  it('gives a rating’s reviews, average and each star’s count, five first, and no bookings or statuses', () => {
    const columns = [
      'bookings',
      'reviews',
      'average',
      'stars5',
      'stars4',
      'stars3',
      'stars2',
      'stars1',
      'done',
    ] as const;
    expect(columns.map((column) => toCell(rated, column, labels))).toEqual([
      '',
      '3',
      '4.3',
      '2',
      '0',
      '1',
      '0',
      '0',
      '',
    ]);
  });
});
