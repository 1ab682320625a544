import type { TAppointmentListAnswer } from '@clinic/domain';
import {
  UNCLOSED_VISITS_LOOKBACK_DAYS,
  formatCairoDateTime,
  getUnclosedVisitsFilter,
  resolveAppointmentRange,
} from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { StaffPagination } from '../../../_components/staff-pagination';
import { type TListQuery, toListSearch } from '../_lib/list-query';
import { AppointmentsTable } from './appointments-table';
import { StatusCounterList } from './status-counters';

type ResultsProps = { query: TListQuery; today: string; locale: Locale };

/** Past visits nobody closed, with a link to list them: a reminder, shown only when there are some. */
export async function UnclosedVisitsNotice({ count, query, today, locale }: ResultsProps & { count: number }) {
  if (count === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const unclosed = getUnclosedVisitsFilter(today);
  return (
    <p className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
      {t('unclosed.notice', { count, days: UNCLOSED_VISITS_LOOKBACK_DAYS })}{' '}
      <Link
        href={{
          pathname: '/admin/appointments',
          query: toListSearch({
            ...query,
            ...unclosed,
            branch: undefined,
            doctor: undefined,
            q: undefined,
            page: 1,
          }),
        }}
        className="font-semibold underline"
      >
        {t('unclosed.show')}
      </Link>
    </p>
  );
}

/** The list's page: its counters, how many and over which days, the table and the pager; or why it is not there. */
export async function AppointmentResults({
  list,
  query,
  today,
  locale,
}: ResultsProps & { list: TAppointmentListAnswer | null }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const range = resolveAppointmentRange(query, today);
  const day = (date: string) => formatCairoDateTime(new Date(`${date}T12:00:00Z`), locale, { dateStyle: 'long' });
  /** Another page of the same list: the filters kept. */
  const pageHref = (page: number) => ({ pathname: '/admin/appointments', query: toListSearch({ ...query, page }) });
  if (!list) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t('listFailed')}
      </p>
    );
  }
  return (
    <>
      <StatusCounterList counters={list.counters} query={query} locale={locale} />
      <p className="mb-3 font-semibold" role="status">
        {t('resultCount', { count: list.pagination.total })}
        {' · '}
        {list.extraPlaces > 0 ? (
          <>
            {t('counters.extraPlaces', { count: list.extraPlaces })}
            {' · '}
          </>
        ) : null}
        {range.to
          ? t('range.between', { from: day(range.from), to: day(range.to) })
          : t('range.onwards', { from: day(range.from) })}
      </p>
      {list.data.length === 0 ? (
        <p className="rounded-lg bg-brand-soft p-4 text-brand">{t('noAppointments')}</p>
      ) : (
        <AppointmentsTable rows={list.data} query={query} locale={locale} />
      )}
      <StaffPagination page={query.page} pageCount={list.pagination.pageCount} hrefFor={pageHref} locale={locale} />
    </>
  );
}
