import type { PagePagination } from '@clinic/cms-client';
import type { TAppointmentListQuery } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { toListSearch } from '../_lib/list-query';

export async function PaginationNav({
  pagination,
  query,
  locale,
}: {
  pagination: PagePagination;
  query: TAppointmentListQuery;
  locale: Locale;
}) {
  if (pagination.pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const pageHref = (page: number) => ({ pathname: '/admin/appointments', query: toListSearch({ ...query, page }) });
  return (
    <nav aria-label={t('pagination.label')} className="mt-4 flex items-center justify-between gap-4">
      {query.page > 1 ? (
        <Link
          href={pageHref(query.page - 1)}
          rel="prev"
          className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold"
        >
          <span aria-hidden="true" className="rtl:rotate-180 inline-block">
            ‹
          </span>{' '}
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('pagination.pageOf', { page: query.page, count: pagination.pageCount })}</span>
      {query.page < pagination.pageCount ? (
        <Link
          href={pageHref(query.page + 1)}
          rel="next"
          className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold"
        >
          {t('pagination.next')}{' '}
          <span aria-hidden="true" className="rtl:rotate-180 inline-block">
            ›
          </span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
