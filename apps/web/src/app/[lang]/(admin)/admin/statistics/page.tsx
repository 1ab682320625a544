import type { Statistics } from '@clinic/cms-client';
import {
  APPOINTMENT_STATUSES,
  STATISTICS_RANGE_PRESETS,
  type TStatisticsQuery,
  ZStatisticsQuerySchema,
  formatCairoDateTime,
  formatNumber,
  getStatisticsRangePreset,
  resolveStatisticsRange,
  toCairoDate,
} from '@clinic/domain';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { readStaffPage } from '@/lib/staff-page';
import { openManagerCms, readOrNull } from '@/lib/staff-cms';
import { listStaffPlaces } from '@/lib/staff-places';
import { BranchDoctorFilters } from '../../_components/branch-doctor-filters';
import { FilterActions, FilterInput, FilterSection } from '../../_components/filter-fields';
import { BarChart, type ChartDatum, type ChartSeries, ColumnChart, FiguresTable } from './_components/charts';
import { readStatisticsLabels } from './_lib/statistics-labels';
import {
  FIGURE_COLUMNS,
  STATISTICS_FIGURES,
  type StatisticsFigure,
  type StatisticsRecord,
  listStatisticsRecords,
  toCell,
} from './_lib/statistics-table';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.statistics.title');

/** Each status's colour, at 3:1 or more against white (WCAG 1.4.11), the same in every chart. */
const STATUS_COLORS = {
  pending: '#b45309',
  confirmed: '#0369a1',
  canceled: '#64748b',
  done: '#15803d',
  noShow: '#b91c1c',
} as const;
const BRAND = '#022351';

/** The URL query of the page, leaving out what is not set. */
const toSearch = (query: Partial<TStatisticsQuery>) =>
  Object.fromEntries(
    (['from', 'to', 'branch', 'doctor'] as const).flatMap((key) => (query[key] ? [[key, query[key] as string]] : [])),
  );

/**
 * A manager's statistics: how the clinic is booked over a range of days, for one branch or doctor or
 * all, counted by the CMS. Every chart is SVG drawn here, with its figures as a table beside it; the
 * page needs no script of its own.
 */
export default async function StatisticsPage(props: PageProps<'/[lang]/admin/statistics'>) {
  const { locale, query, ignored } = await readStaffPage(props, ZStatisticsQuerySchema);
  const cms = await openManagerCms(locale);
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.statistics' }),
    readStatisticsLabels(locale),
  ]);
  const today = toCairoDate(new Date());
  const range = resolveStatisticsRange(query, today);
  const [{ branches, doctors }, statistics] = await Promise.all([
    listStaffPlaces(cms.session, locale),
    readOrNull(cms.client.getStatistics({ ...query, ...range }, { locale, ...cms.fresh }), locale, 'the statistics'),
  ]);
  const day = (date: string) => formatCairoDateTime(new Date(`${date}T12:00:00Z`), locale, { dateStyle: 'long' });
  const exportSearch = new URLSearchParams(toSearch({ ...query, ...range })).toString();

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
          <p className="mt-1 max-w-3xl text-slate-700">{t('description')}</p>
        </div>
        {statistics ? (
          <a
            href={`/${locale}/admin/statistics/export?${exportSearch}`}
            download
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            {t('exportCsv')}
          </a>
        ) : null}
      </div>
      <FilterSection id="statistics-filters" heading={t('filters')} ignoredNotice={ignored ? t('ignored') : null}>
        <Form action={`/${locale}/admin/statistics`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(['from', 'to'] as const).map((name) => (
            <FilterInput
              key={name}
              id={`statistics-${name}`}
              name={name}
              type="date"
              label={t(name)}
              defaultValue={range[name]}
            />
          ))}
          <BranchDoctorFilters
            idPrefix="statistics"
            branches={branches.map(({ documentId, name }) => ({ documentId, name }))}
            doctors={doctors.map(({ documentId, name }) => ({ documentId, name }))}
            branch={query.branch}
            doctor={query.doctor}
            locale={locale}
          />
          <FilterActions applyLabel={t('apply')} resetLabel={t('reset')} resetHref="/admin/statistics" wide />
        </Form>
        <nav aria-label={t('presetsLabel')} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-700">{t('presetsLabel')}:</span>
          {STATISTICS_RANGE_PRESETS.map((preset) => {
            const presetRange = getStatisticsRangePreset(preset, today);
            const isCurrent = range.from === presetRange.from && range.to === presetRange.to;
            return (
              <Link
                key={preset}
                href={{ pathname: '/admin/statistics', query: toSearch({ ...query, ...presetRange }) }}
                aria-current={isCurrent ? 'true' : undefined}
                className="rounded-full border border-slate-300 px-3 py-1 font-medium hover:border-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white"
              >
                {t(`presets.${preset}`)}
              </Link>
            );
          })}
        </nav>
      </FilterSection>
      <p className="mb-4 font-semibold" role="status">
        {t('range', { from: day(range.from), to: day(range.to) })}
      </p>
      {statistics ? (
        <StatisticsFigures statistics={statistics} locale={locale} labels={labels} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('failed')}
        </p>
      )}
    </>
  );
}

async function StatisticsFigures({
  statistics,
  locale,
  labels,
}: {
  statistics: Statistics;
  locale: Locale;
  labels: Awaited<ReturnType<typeof readStatisticsLabels>>;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.statistics' });
  const records = listStatisticsRecords(statistics, labels);
  const number = (value: number) => formatNumber(value, locale);
  const share = (value: number | null) => (value === null ? t('summary.none') : labels.share(value));
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
  const { totals, rates } = statistics;
  const offered = statistics.utilization.reduce((sum, row) => sum + row.offered, 0);
  const booked = statistics.utilization.reduce((sum, row) => sum + row.booked, 0);

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
  const bookings = (record: StatisticsRecord) => record.bookings;
  const dayOfMonth = (index: number) => {
    const date = statistics.perDay[index]?.date ?? '';
    return index === 0 || date.endsWith('-01')
      ? formatCairoDateTime(new Date(`${date}T12:00:00Z`), locale, { day: 'numeric', month: 'short' })
      : formatNumber(Number(date.slice(8)), locale);
  };

  return (
    <>
      <section aria-labelledby="statistics-summary" className="mb-6">
        <h2 id="statistics-summary" className="sr-only">
          {t('summary.heading')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
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
          ].map((item) => (
            <div key={item.term} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-700">{item.term}</dt>
              <dd className="text-2xl font-bold text-brand tabular-nums">{item.value}</dd>
              {item.hint ? <dd className="text-xs text-slate-700">{item.hint}</dd> : null}
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        {STATISTICS_FIGURES.map((figure) => {
          switch (figure) {
            case 'perDay':
              return (
                <ColumnChart
                  key={figure}
                  {...common(figure)}
                  description={describe(figure, bookings)}
                  series={statusSeries}
                  data={byStatus(figure)}
                  columnLabel={(_, index) => dayOfMonth(index)}
                  wide
                />
              );
            case 'byBranch':
            case 'byDoctor':
              return (
                <BarChart
                  key={figure}
                  {...common(figure)}
                  description={describe(figure, bookings)}
                  series={statusSeries}
                  data={byStatus(figure)}
                />
              );
            case 'statuses':
            case 'sources':
              return (
                <BarChart
                  key={figure}
                  {...common(figure)}
                  description={describe(figure, bookings)}
                  series={oneSeries(labels.column('bookings'))}
                  data={single(figure, bookings)}
                />
              );
            case 'leadTime':
            case 'weekdays':
            case 'hours':
              return (
                <ColumnChart
                  key={figure}
                  {...common(figure)}
                  description={describe(figure, bookings)}
                  series={oneSeries(labels.column('bookings'))}
                  data={single(figure, bookings)}
                />
              );
            case 'utilization':
              return (
                <BarChart
                  key={figure}
                  {...common(figure)}
                  formatValue={(value) => labels.share(value)}
                  description={`${t('utilizationNote')} ${describe(
                    figure,
                    (record) => record.share ?? 0,
                    (value) => labels.share(value),
                  )}`}
                  series={oneSeries(labels.column('share'))}
                  data={single(figure, (record) => record.share ?? 0)}
                  maxValue={1}
                />
              );
            default:
              return null;
          }
        })}
      </div>
    </>
  );
}
