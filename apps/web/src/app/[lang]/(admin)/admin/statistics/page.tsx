import {
  STATISTICS_RANGE_PRESETS,
  type TStatisticsQuery,
  ZStatisticsQuerySchema,
  formatCairoDateTime,
  getStatisticsRangePreset,
  resolveStatisticsRange,
  toCairoDate,
} from '@clinic/domain';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { readStaffPage } from '@/lib/staff-page';
import { openManagerCms, readOrNull } from '@/lib/staff-cms';
import { listStaffPlaces } from '@/lib/staff-places';
import { BranchDoctorFilters } from '../../_components/branch-doctor-filters';
import { FilterActions, FilterInput, FilterSection } from '../../_components/filter-fields';
import { StatisticsFigures } from './_components/statistics-figures';
import { readStatisticsLabels } from './_lib/statistics-labels';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('Admin.statistics.title');

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
