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
import { type TListQuery, toListSearch } from '../_lib/list-query';
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

/** Above the list: its counters by status, then how many visits match and over which days. */
export async function AppointmentSummary({
  list,
  query,
  today,
  locale,
}: ResultsProps & { list: TAppointmentListAnswer }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const range = resolveAppointmentRange(query, today);
  const day = (date: string) => formatCairoDateTime(new Date(`${date}T12:00:00Z`), locale, { dateStyle: 'long' });
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
    </>
  );
}
