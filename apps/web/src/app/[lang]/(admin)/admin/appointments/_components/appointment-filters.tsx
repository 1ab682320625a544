import {
  APPOINTMENT_STATUSES,
  DATE_RANGE_PRESETS,
  type TAppointmentListQuery,
  getDateRangePreset,
} from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { changeListQuery } from '../_lib/list-query';
import { BranchDoctorFilters, type FilterOption } from '../../../_components/branch-doctor-filters';
import { DateRangeFilters, FILTER_FIELD_CLASS, FilterActions, FilterSelect } from '../../../_components/filter-fields';

/** One link for each of the usual ranges (today, this week…), the one in use marked. */
async function RangePresets({ query, today, locale }: { query: TAppointmentListQuery; today: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <nav aria-label={t('filters.presets')} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-700">{t('filters.presets')}:</span>
      {DATE_RANGE_PRESETS.map((preset) => {
        const range = getDateRangePreset(preset, today);
        const isCurrent = (query.from ?? today) === range.from && query.to === range.to;
        return (
          <Link
            key={preset}
            href={{ pathname: '/admin/appointments', query: changeListQuery(query, range) }}
            aria-current={isCurrent ? 'true' : undefined}
            className="rounded-full border border-slate-300 px-3 py-1 font-medium hover:border-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white"
          >
            {t(`filters.${preset}`)}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * The list's filters as a form posted to the list: the proxy answers with the list, every filter in
 * its URL and the search sealed (lib/staff-search.ts), so a filtered list can be reloaded and
 * bookmarked, and the form works before (or without) JavaScript. On a phone they fold behind one
 * line that says how many are in use, so the first visit is on the first screen.
 */
export async function AppointmentFilters({
  query,
  today,
  branches,
  doctors,
  locale,
}: {
  query: TAppointmentListQuery;
  today: string;
  branches: FilterOption[];
  doctors: FilterOption[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const isOtherRange = (query.from !== undefined && query.from !== today) || query.to !== undefined;
  const inUse = [isOtherRange, (query.status?.length ?? 0) > 0, query.branch, query.doctor, query.q].filter(
    Boolean,
  ).length;
  return (
    <section aria-labelledby="filters-heading" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="filters-heading" className="text-lg font-semibold max-md:sr-only md:mb-3">
        {t('filters.heading')}
      </h2>
      <details className="fold-on-phone">
        <summary className="cursor-pointer rounded-md border border-slate-300 px-3 py-2 font-semibold text-brand">
          {t('filters.fold', { count: inUse })}
        </summary>
        <div className="mt-3 md:mt-0">
          {/* Posted: the proxy answers with the page, the search sealed in its URL (lib/staff-search.ts). */}
          <form
            method="post"
            action={`/${locale}/admin/appointments`}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <DateRangeFilters
              idPrefix="filter"
              labels={{ from: t('filters.from'), to: t('filters.to') }}
              values={{ from: query.from ?? today, to: query.to }}
            />
            <FilterSelect
              id="filter-status"
              name="status"
              label={t('filters.status')}
              anyLabel={t('filters.anyStatus')}
              defaultValue={query.status?.length === 1 ? query.status[0] : undefined}
              options={APPOINTMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
            <div className="text-sm font-medium">
              <label htmlFor="filter-q">{t('filters.search')}</label>
              <input
                type="search"
                id="filter-q"
                name="q"
                defaultValue={query.q ?? ''}
                maxLength={100}
                placeholder={t('filters.searchHint')}
                className={FILTER_FIELD_CLASS}
              />
            </div>
            <BranchDoctorFilters
              idPrefix="filter"
              branches={branches}
              doctors={doctors}
              branch={query.branch}
              doctor={query.doctor}
              locale={locale}
            />
            {query.sort !== 'startsAt' ? <input type="hidden" name="sort" value={query.sort} /> : null}
            {query.order !== 'asc' ? <input type="hidden" name="order" value={query.order} /> : null}
            <FilterActions
              applyLabel={t('filters.apply')}
              resetLabel={t('filters.reset')}
              resetHref="/admin/appointments"
              wide
            />
          </form>
          <RangePresets query={query} today={today} locale={locale} />
        </div>
      </details>
    </section>
  );
}
