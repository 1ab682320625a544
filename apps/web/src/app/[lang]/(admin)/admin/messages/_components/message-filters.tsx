import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { MESSAGE_FILTERS } from '@clinic/domain';
import { type TMessageListQuery, toMessageListSearch } from '../_lib/list-query';

/** All / Unread / Read as links, so a filter is a URL a receptionist can reload or share. */
export async function MessageFilters({ query, locale }: { query: TMessageListQuery; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'StaffMessages' });
  return (
    <nav aria-label={t('filter.label')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {MESSAGE_FILTERS.map((show) => (
          <li key={show}>
            <Link
              href={{ pathname: '/admin/messages', query: toMessageListSearch({ show, page: 1 }) }}
              aria-current={query.show === show ? 'page' : undefined}
              className="block rounded-full border border-slate-300 px-4 py-1.5 font-semibold hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {t(`filter.${show}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
