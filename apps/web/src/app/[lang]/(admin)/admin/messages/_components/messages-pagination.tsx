import type { PagePagination } from '@clinic/cms-client';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { type TMessageListQuery, toMessageListSearch } from '../_lib/list-query';

/** Previous and next links of the inbox, keeping the chosen filter. */
export async function MessagesPagination({
  pagination,
  query,
  locale,
}: {
  pagination: PagePagination;
  query: TMessageListQuery;
  locale: Locale;
}) {
  if (pagination.pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const pageHref = (page: number) => ({ pathname: '/admin/messages', query: toMessageListSearch({ ...query, page }) });
  const linkClass = 'rounded-md border border-slate-300 px-3 py-1.5 font-semibold';
  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex items-center justify-between gap-4">
      {query.page > 1 ? (
        <Link href={pageHref(query.page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ‹
          </span>{' '}
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('pagination.pageOf', { page: query.page, count: pagination.pageCount })}</span>
      {query.page < pagination.pageCount ? (
        <Link href={pageHref(query.page + 1)} rel="next" className={linkClass}>
          {t('pagination.next')}{' '}
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ›
          </span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
