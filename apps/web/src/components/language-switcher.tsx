'use client';

import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { localeEntries, routing } from '@/i18n/routing';

/**
 * Links to the same page in the other language. A `{id}-{slug}` segment keeps only its id: slugs are
 * per language, and the page redirects permanently to its slug in that language.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const samePage = pathname.replace(/\/(\d+)-[^/]+/g, '/$1');
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-2">
        {routing.locales
          .filter((candidate) => candidate !== locale)
          .map((candidate) => (
            <li key={candidate}>
              <Link
                href={samePage}
                locale={candidate}
                lang={localeEntries[candidate].code}
                hrefLang={localeEntries[candidate].code}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand"
              >
                {localeEntries[candidate].name}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
