import 'server-only';
import { formatCairoDateTime, formatNumber } from '@clinic/domain';
import { STAR } from '@/lib/rating-text';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import {
  type StatisticsColumn,
  type StatisticsFigure,
  type StatisticsLabels,
  CARD_COLUMNS,
  WAITING_COLUMNS,
  isStarsColumn,
} from './statistics-table';

/** The first column of the figures not counted per doctor or per branch. */
const COLUMN_IN_FIGURE = {
  perDay: 'day',
  statuses: 'status',
  sources: 'source',
  leadTime: 'leadTime',
  weekdays: 'weekday',
  hours: 'hour',
} as const;

/** A figure's first column: its own, else the doctor or branch its name ends with (utilization is per doctor). */
const itemColumn = (figure: StatisticsFigure) =>
  figure in COLUMN_IN_FIGURE
    ? COLUMN_IN_FIGURE[figure as keyof typeof COLUMN_IN_FIGURE]
    : figure.endsWith('Branch')
      ? 'branch'
      : 'doctor';

/** The columns named in the statistics' own words; the others are statuses. */
const NAMED_COLUMNS = [
  'bookings',
  'offered',
  'share',
  'reviews',
  'average',
  ...WAITING_COLUMNS,
  ...CARD_COLUMNS,
] as const;
const isNamedColumn = (column: StatisticsColumn): column is (typeof NAMED_COLUMNS)[number] =>
  (NAMED_COLUMNS as readonly string[]).includes(column);

/** A Cairo hour as the clinic says it: '9 am', '٩ ص' in Western digits. */
const formatHour = (hour: number, locale: Locale) =>
  formatCairoDateTime(new Date(Date.UTC(2026, 0, 1, hour - 2)), locale, { hour: 'numeric' });

/**
 * The names the statistics' tables and CSV give their figures, rows and cells, in `locale`. A file's
 * numbers are plain (1234, 12.5%) and its days ISO, so a spreadsheet reads them as numbers and dates;
 * the page groups and words them.
 */
export async function readStatisticsLabels(locale: Locale, { forFile = false } = {}): Promise<StatisticsLabels> {
  const [t, admin, weekdays] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.statistics' }),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'Weekdays' }),
  ]);
  const oneDecimal = (value: number) =>
    formatNumber(value, forFile ? 'en' : locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    figure: (figure) => t(`figures.${figure}`),
    figureColumn: t('columns.figure'),
    column: (column, figure) => {
      if (column === 'item') return t(`columns.${figure ? itemColumn(figure) : 'item'}`);
      if (column === 'bookings' && figure === 'utilization') return t('columns.booked');
      if (isStarsColumn(column)) return t('columns.stars', { stars: column.slice(5), star: STAR });
      if (isNamedColumn(column)) return t(`columns.${column}`);
      return admin(`status.${column}`);
    },
    status: (status) => admin(`status.${status}`),
    source: (source) => admin(`source.${source}`),
    leadTime: (bucket) => t(`leadTime.${bucket}`),
    weekday: (weekday) => weekdays(weekday),
    hour: (hour) => formatHour(hour, locale),
    // A file's days are ISO dates (2026-11-01), which spreadsheets read as dates in any language.
    day: (date) =>
      forFile ? date : formatCairoDateTime(new Date(`${date}T12:00:00Z`), locale, { dateStyle: 'medium' }),
    number: (value) => (forFile ? String(value) : formatNumber(value, locale)),
    share: (value) =>
      formatNumber(value, forFile ? 'en' : locale, {
        style: 'percent',
        maximumFractionDigits: 1,
        useGrouping: !forFile,
      }),
    average: (value) => oneDecimal(value),
    minutes: (value) => oneDecimal(value),
  };
}
