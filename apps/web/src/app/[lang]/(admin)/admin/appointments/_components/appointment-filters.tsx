import {
  APPOINTMENT_STATUSES,
  DATE_RANGE_PRESETS,
  type TAppointmentListQuery,
  getDateRangePreset,
} from '@clinic/domain';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { changeListQuery } from '../_lib/list-query';
import { BranchDoctorFilters, type FilterOption } from '../../../_components/branch-doctor-filters';
import { FILTER_FIELD_CLASS, FilterActions, FilterInput, FilterSelect } from '../../../_components/filter-fields';

/**
 * The list's filters as a GET form: the URL holds every filter, so a filtered list can be
 * reloaded, bookmarked and shared, and the form works before (or without) JavaScript.
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
  return (
    <section aria-labelledby="filters-heading" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="filters-heading" className="mb-3 text-lg font-semibold">
        {t('filters.heading')}
      </h2>
      <Form action={`/${locale}/admin/appointments`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterInput
          id="filter-from"
          name="from"
          type="date"
          label={t('filters.from')}
          defaultValue={query.from ?? today}
        />
        <FilterInput id="filter-to" name="to" type="date" label={t('filters.to')} defaultValue={query.to} />
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
      </Form>
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
    </section>
  );
}
