import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

const LINK_CLASS = 'rounded-md border border-slate-300 px-3 py-1.5 font-semibold';

/** Previous and next links of a staff list; `hrefFor` keeps the list's filters on every page. */
export async function StaffPagination({
  page,
  pageCount,
  hrefFor,
  locale,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => ComponentProps<typeof Link>['href'];
  locale: Locale;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={LINK_CLASS}>
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ‹
          </span>{' '}
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('pagination.pageOf', { page, count: pageCount })}</span>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} rel="next" className={LINK_CLASS}>
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
