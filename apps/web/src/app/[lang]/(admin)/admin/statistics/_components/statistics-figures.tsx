import type { Statistics } from '@clinic/cms-client';
import { APPOINTMENT_STATUSES, MAX_RATING, formatCairoDateTime, formatNumber } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { readStatisticsLabels } from '../_lib/statistics-labels';
import {
  FIGURE_COLUMNS,
  STATISTICS_FIGURES,
  type StatisticsColumn,
  type StatisticsFigure,
  type StatisticsRecord,
  listStatisticsRecords,
  toCell,
} from '../_lib/statistics-table';
import { BarChart, type ChartDatum, type ChartSeries, ColumnChart, FiguresTable } from './charts';

/** Each status's colour, at 3:1 or more against white (WCAG 1.4.11), the same in every chart. */
const STATUS_COLORS = {
  pending: '#b45309',
  confirmed: '#0369a1',
  canceled: '#64748b',
  done: '#15803d',
  noShow: '#b91c1c',
} as const;
const BRAND = '#022351';

type FiguresProps = {
  statistics: Statistics;
  locale: Locale;
  labels: Awaited<ReturnType<typeof readStatisticsLabels>>;
};

/**
 * The range's headline figures: bookings, the cancellation and no-show rates, the doctors' utilization
 * and the share of patients invited to review their visit who did.
 */
async function StatisticsSummary({ statistics, locale, labels }: FiguresProps) {
  const t = await getTranslations({ locale, namespace: 'Admin.statistics' });
  const number = (value: number) => formatNumber(value, locale);
  const share = (value: number | null) => (value === null ? t('summary.none') : labels.share(value));
  const { totals, rates, reviews } = statistics;
  const offered = statistics.utilization.reduce((sum, row) => sum + row.offered, 0);
  const booked = statistics.utilization.reduce((sum, row) => sum + row.booked, 0);
  return (
    <section aria-labelledby="statistics-summary" className="mb-6">
      <h2 id="statistics-summary" className="sr-only">
        {t('summary.heading')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {[
          { term: t('summary.bookings'), value: number(totals.total), hint: null },
          {
            term: t('summary.cancellationRate'),
            value: share(rates.cancellation),
            hint: t('summary.cancellationHint'),
          },
          { term: t('summary.noShowRate'), value: share(rates.noShow), hint: t('summary.noShowHint') },
          {
            term: t('summary.utilization'),
            value: share(offered === 0 ? null : booked / offered),
            hint: t('summary.utilizationHint'),
          },
          {
            term: t('summary.reviewed'),
            value: share(reviews.share),
            hint: t('summary.reviewedHint', { reviewed: number(reviews.reviewed), invited: number(reviews.invited) }),
          },
        ].map((item) => (
          <div key={item.term} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{item.term}</dt>
            <dd className="text-2xl font-bold text-brand tabular-nums">{item.value}</dd>
            {item.hint ? <dd className="text-xs text-slate-700">{item.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What every chart of the page is drawn from: its rows, series, descriptions and table. */
async function readChartParts({ statistics, locale, labels }: FiguresProps) {
  const t = await getTranslations({ locale, namespace: 'Admin.statistics' });
  const records = listStatisticsRecords(statistics, labels);
  const number = (value: number) => formatNumber(value, locale);
  const isRtl = locale === 'ar';
  const statusSeries: ChartSeries[] = APPOINTMENT_STATUSES.map((status) => ({
    key: status,
    label: labels.status(status),
    color: STATUS_COLORS[status],
  }));
  const oneSeries = (label: string): ChartSeries[] => [{ key: 'value', label, color: BRAND }];
  const byStatus = (figure: StatisticsFigure): ChartDatum[] =>
    records[figure].map((record) => ({ label: record.item, values: record.counts ?? {} }));
  const single = (figure: StatisticsFigure, value: (record: StatisticsRecord) => number): ChartDatum[] =>
    records[figure].map((record) => ({ label: record.item, values: { value: value(record) } }));
  /** What a screen reader hears of a chart: its figure, and its largest row. */
  const describe = (figure: StatisticsFigure, measure: (record: StatisticsRecord) => number, format = number) => {
    const rows = records[figure];
    const highest = rows.reduce<StatisticsRecord | null>(
      (best, row) => (best === null || measure(row) > measure(best) ? row : best),
      null,
    );
    return [
      t(`descriptions.${figure}`),
      highest && measure(highest) > 0
        ? t('highest', { item: highest.item, value: format(measure(highest)) })
        : t('empty'),
    ].join(' ');
  };
  const tableOf = (figure: StatisticsFigure) => (
    <FiguresTable
      columns={FIGURE_COLUMNS[figure].map((column) => labels.column(column, figure))}
      rows={records[figure].map((record) => FIGURE_COLUMNS[figure].map((column) => toCell(record, column, labels)))}
    />
  );
  const common = (figure: StatisticsFigure) => ({
    id: `chart-${figure}`,
    title: labels.figure(figure),
    isRtl,
    formatValue: number,
    table: tableOf(figure),
    tableLabel: t('showTable'),
  });
  const bookings = (record: StatisticsRecord) => record.bookings ?? 0;
  const dayOfMonth = (_: ChartDatum, index: number) => {
    const date = statistics.perDay[index]?.date ?? '';
    return index === 0 || date.endsWith('-01')
      ? formatCairoDateTime(new Date(`${date}T12:00:00Z`), locale, { day: 'numeric', month: 'short' })
      : formatNumber(Number(date.slice(8)), locale);
  };

  return { t, labels, statusSeries, oneSeries, byStatus, single, describe, common, bookings, dayOfMonth };
}

/** How a figure is drawn: over days, hours and lead times in columns, per name in bars; by status or counted once. */
async function readCharts(props: FiguresProps) {
  const { t, labels, statusSeries, oneSeries, byStatus, single, describe, common, bookings, dayOfMonth } =
    await readChartParts(props);
  const share = (record: StatisticsRecord) => record.share ?? 0;
  const asShare = (value: number) => labels.share(value);
  const average = (record: StatisticsRecord) => record.average ?? 0;
  const medianWait = (record: StatisticsRecord) => record.medianWait ?? 0;
  const refused = (record: StatisticsRecord) => record.cards?.refused ?? 0;
  /** A figure of one measure per name (an average rating, a median wait), in bars, in its own format. */
  const measuredBars = (
    figure: StatisticsFigure,
    measure: (record: StatisticsRecord) => number,
    format: (value: number) => string,
    column: StatisticsColumn,
    maxValue?: number,
  ) => ({
    Chart: BarChart,
    props: {
      ...common(figure),
      formatValue: format,
      description: describe(figure, measure, format),
      series: oneSeries(labels.column(column)),
      data: single(figure, measure),
      maxValue,
    },
  });
  return (figure: StatisticsFigure) => {
    const perStatus = { description: describe(figure, bookings), series: statusSeries, data: byStatus(figure) };
    const counted = {
      description: describe(figure, bookings),
      series: oneSeries(labels.column('bookings')),
      data: single(figure, bookings),
    };
    switch (figure) {
      case 'perDay':
        return { Chart: ColumnChart, props: { ...common(figure), ...perStatus, wide: true, columnLabel: dayOfMonth } };
      case 'byBranch':
      case 'byDoctor':
        return { Chart: BarChart, props: { ...common(figure), ...perStatus } };
      case 'statuses':
      case 'sources':
        return { Chart: BarChart, props: { ...common(figure), ...counted } };
      case 'leadTime':
      case 'weekdays':
      case 'hours':
        return { Chart: ColumnChart, props: { ...common(figure), ...counted } };
      case 'utilization':
        return {
          Chart: BarChart,
          props: {
            ...common(figure),
            formatValue: asShare,
            description: `${t('utilizationNote')} ${describe(figure, share, asShare)}`,
            series: oneSeries(labels.column('share')),
            data: single(figure, share),
            maxValue: 1,
          },
        };
      case 'ratingsByDoctor':
      case 'ratingsByBranch':
        return measuredBars(figure, average, labels.average, 'average', MAX_RATING);
      case 'waitingByDoctor':
      case 'waitingByBranch':
        return measuredBars(figure, medianWait, labels.minutes, 'medianWait');
      case 'cardsByBranch':
        return measuredBars(figure, refused, labels.number, 'refused');
    }
  };
}

/** Every figure of the range as a chart, its figures as a table beside it. */
async function StatisticsCharts(props: FiguresProps) {
  const chartOf = await readCharts(props);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {STATISTICS_FIGURES.map((figure) => {
        const { Chart, props: chart } = chartOf(figure);
        return <Chart key={figure} {...chart} />;
      })}
    </div>
  );
}

/** A range's figures, counted by the CMS: the summary, then each figure as a chart. */
export async function StatisticsFigures(props: FiguresProps) {
  return (
    <>
      <StatisticsSummary {...props} />
      <StatisticsCharts {...props} />
    </>
  );
}
