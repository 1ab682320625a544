import type { Statistics, StatusCounters } from '@clinic/cms-client';
import { APPOINTMENT_STATUSES, CARD_REFUSAL_REASONS, type TAppointmentStatus } from '@clinic/domain';
import { UTF8_BOM, toCsvLines } from '@/lib/csv';

/** The statistics page's figures, in its order; each is a chart with its table, and a part of the CSV. */
export const STATISTICS_FIGURES = [
  'perDay',
  'byBranch',
  'byDoctor',
  'statuses',
  'sources',
  'leadTime',
  'weekdays',
  'hours',
  'utilization',
  'ratingsByDoctor',
  'ratingsByBranch',
  'waitingByDoctor',
  'waitingByBranch',
  'cardsByBranch',
] as const;

export type StatisticsFigure = (typeof STATISTICS_FIGURES)[number];

/** A rating's stars, five first, as the ratings' columns go. */
const STARS = [5, 4, 3, 2, 1] as const;
type StarsColumn = `stars${(typeof STARS)[number]}`;
const STARS_COLUMNS = STARS.map((stars) => `stars${stars}` as const);

/** A column of one number of stars ('stars5': how many gave five). */
export const isStarsColumn = (column: string): column is StarsColumn =>
  (STARS_COLUMNS as readonly string[]).includes(column);

export type StatisticsColumn =
  | 'item'
  | 'bookings'
  | TAppointmentStatus
  | 'offered'
  | 'share'
  | 'reviews'
  | 'average'
  | StarsColumn
  | (typeof WAITING_COLUMNS)[number]
  | (typeof CARD_COLUMNS)[number];

/** A waiting room's columns: patients called in, their median wait, the timed visits' patients and those late. */
export const WAITING_COLUMNS = ['calledIn', 'medianWait', 'timed', 'late'] as const;

/** The cards' columns: accepted, refused (in all, then for each reason), and not checked. */
export const CARD_COLUMNS = ['accepted', 'refused', ...CARD_REFUSAL_REASONS, 'unchecked'] as const;

const isCardColumn = (column: string): column is (typeof CARD_COLUMNS)[number] =>
  (CARD_COLUMNS as readonly string[]).includes(column);

/** The CSV's columns; each figure's table shows those it has (FIGURE_COLUMNS). */
const STATISTICS_COLUMNS: readonly StatisticsColumn[] = [
  'item',
  'bookings',
  ...APPOINTMENT_STATUSES,
  'offered',
  'share',
  'reviews',
  'average',
  ...STARS_COLUMNS,
  ...WAITING_COLUMNS,
  ...CARD_COLUMNS,
];

const BY_STATUS: StatisticsColumn[] = ['item', 'bookings', ...APPOINTMENT_STATUSES];
const WITH_SHARE: StatisticsColumn[] = ['item', 'bookings', 'share'];
const RATINGS: StatisticsColumn[] = ['item', 'reviews', 'average', ...STARS_COLUMNS];
const WAITING: StatisticsColumn[] = ['item', ...WAITING_COLUMNS];

export const FIGURE_COLUMNS: Readonly<Record<StatisticsFigure, readonly StatisticsColumn[]>> = {
  perDay: BY_STATUS,
  byBranch: BY_STATUS,
  byDoctor: BY_STATUS,
  statuses: WITH_SHARE,
  sources: WITH_SHARE,
  leadTime: WITH_SHARE,
  weekdays: WITH_SHARE,
  hours: WITH_SHARE,
  utilization: ['item', 'bookings', 'offered', 'share'],
  ratingsByDoctor: RATINGS,
  ratingsByBranch: RATINGS,
  waitingByDoctor: WAITING,
  waitingByBranch: WAITING,
  cardsByBranch: ['item', ...CARD_COLUMNS],
};

/**
 * One row of a figure: what it counts and, as the figure has them, how many bookings, statuses, places
 * and a share; or how many reviews, their average and each star's count (one star first); or the
 * patients called in, their median wait in minutes, and the timed visits' patients and those late; or
 * the company and syndicate cards accepted, refused by reason and not checked.
 */
export type StatisticsRecord = {
  item: string;
  bookings?: number;
  counts?: StatusCounters;
  offered?: number;
  share?: number | null;
  reviews?: number;
  average?: number;
  distribution?: readonly number[];
  calledIn?: number;
  medianWait?: number;
  timed?: number;
  late?: number;
  cards?: Partial<Record<(typeof CARD_COLUMNS)[number], number>>;
};

export type StatisticsLabels = {
  figure: (figure: StatisticsFigure) => string;
  /** The CSV's first column: which figure a row belongs to. */
  figureColumn: string;
  /** A column's heading, in a figure's own words where it has them ('Day', 'Branch'…). */
  column: (column: StatisticsColumn, figure?: StatisticsFigure) => string;
  status: (status: TAppointmentStatus) => string;
  source: (source: Statistics['sources'][number]['source']) => string;
  leadTime: (bucket: Statistics['leadTime'][number]['bucket']) => string;
  weekday: (weekday: Statistics['weekdays'][number]['weekday']) => string;
  hour: (hour: number) => string;
  day: (date: string) => string;
  number: (value: number) => string;
  share: (value: number) => string;
  /** An average rating, to one decimal. */
  average: (value: number) => string;
  /** Minutes of waiting, to one decimal. */
  minutes: (value: number) => string;
};

const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** Every figure's rows, named in the page's language. */
export function listStatisticsRecords(
  statistics: Statistics,
  labels: StatisticsLabels,
): Record<StatisticsFigure, StatisticsRecord[]> {
  const { totals } = statistics;
  const takingPlace = totals.total - totals.canceled;
  const byCounts = (item: string, counts: StatusCounters): StatisticsRecord => ({
    item,
    bookings: counts.total,
    counts,
  });
  const byRatings = (rows: Statistics['reviews']['byDoctor']) =>
    rows.map((row) => ({ item: row.name, reviews: row.count, average: row.average, distribution: row.distribution }));
  const byWaiting = (rows: Statistics['waiting']['byDoctor']) =>
    rows.map((row) => ({
      item: row.name,
      calledIn: row.calledIn,
      medianWait: row.medianWaitMinutes,
      timed: row.timed,
      late: row.late,
    }));
  return {
    perDay: statistics.perDay.map((day) => byCounts(labels.day(day.date), day.counts)),
    byBranch: statistics.byBranch.map((row) => byCounts(row.name, row.counts)),
    byDoctor: statistics.byDoctor.map((row) => byCounts(row.name, row.counts)),
    statuses: APPOINTMENT_STATUSES.map((status) => ({
      item: labels.status(status),
      bookings: totals[status],
      share: shareOf(totals[status], totals.total),
    })),
    sources: statistics.sources.map((row) => ({
      item: labels.source(row.source),
      bookings: row.count,
      share: shareOf(row.count, totals.total),
    })),
    leadTime: statistics.leadTime.map((row) => ({
      item: labels.leadTime(row.bucket),
      bookings: row.count,
      share: shareOf(row.count, totals.total),
    })),
    weekdays: statistics.weekdays.map((row) => ({
      item: labels.weekday(row.weekday),
      bookings: row.count,
      share: shareOf(row.count, takingPlace),
    })),
    hours: statistics.hours.map((row) => ({
      item: labels.hour(row.hour),
      bookings: row.count,
      share: shareOf(row.count, takingPlace),
    })),
    utilization: statistics.utilization.map((row) => ({
      item: row.name,
      bookings: row.booked,
      offered: row.offered,
      share: row.share,
    })),
    ratingsByDoctor: byRatings(statistics.reviews.byDoctor),
    ratingsByBranch: byRatings(statistics.reviews.byBranch),
    waitingByDoctor: byWaiting(statistics.waiting.byDoctor),
    waitingByBranch: byWaiting(statistics.waiting.byBranch),
    cardsByBranch: statistics.cards.byBranch.map((row) => ({
      item: row.name,
      cards: {
        accepted: row.accepted,
        refused: CARD_REFUSAL_REASONS.reduce((sum, reason) => sum + row.refused[reason], 0),
        ...row.refused,
        unchecked: row.unchecked,
      },
    })),
  };
}

/** A record's cell in a column, empty where the figure has no such value. */
export function toCell(record: StatisticsRecord, column: StatisticsColumn, labels: StatisticsLabels): string {
  const numberOf = (value: number | undefined) => (value === undefined ? '' : labels.number(value));
  if (column === 'item') return record.item;
  if (column === 'bookings' || column === 'offered' || column === 'reviews') return numberOf(record[column]);
  if (column === 'calledIn' || column === 'timed' || column === 'late') return numberOf(record[column]);
  if (column === 'medianWait') return record.medianWait === undefined ? '' : labels.minutes(record.medianWait);
  if (column === 'share') return record.share === undefined || record.share === null ? '' : labels.share(record.share);
  if (column === 'average') return record.average === undefined ? '' : labels.average(record.average);
  if (isStarsColumn(column)) return numberOf(record.distribution?.[Number(column.slice(5)) - 1]);
  if (isCardColumn(column)) return numberOf(record.cards?.[column]);
  return record.counts ? labels.number(record.counts[column]) : '';
}

/**
 * The statistics as one CSV, in the appointments export's format (a byte-order mark, CRLF lines,
 * formulas defused): a figure column, then every column, empty where a figure has none.
 */
export function statisticsCsv(statistics: Statistics, labels: StatisticsLabels): string {
  const records = listStatisticsRecords(statistics, labels);
  const header = [labels.figureColumn, ...STATISTICS_COLUMNS.map((column) => labels.column(column))];
  return `${UTF8_BOM}${toCsvLines([
    header,
    ...STATISTICS_FIGURES.flatMap((figure) =>
      records[figure].map((record) => [
        labels.figure(figure),
        ...STATISTICS_COLUMNS.map((column) => toCell(record, column, labels)),
      ]),
    ),
  ])}`;
}
