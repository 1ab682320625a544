'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { type Locale, localeEntries, routing } from '@/i18n/routing';

/**
 * The link to the same page in another language, with the query of the page on screen: what the
 * visitor chose (the booking's step, doctor and time, the filters, the search) lives in it, and ids
 * are shared by both languages. A `{id}-{slug}` segment keeps only its id: slugs are per language,
 * and the page redirects permanently to its slug in that language.
 */
function LanguageLink({ locale, query }: { locale: Locale; query: string }) {
  const samePage = usePathname().replace(/\/(\d+)-[^/]+/g, '/$1');
  return (
    <Link
      href={query ? `${samePage}?${query}` : samePage}
      locale={locale}
      lang={localeEntries[locale].code}
      hrefLang={localeEntries[locale].code}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand"
    >
      {localeEntries[locale].name}
    </Link>
  );
}

/** Reads the query as the History API writes it (see lib/page-query.ts), so the link follows every choice. */
function LanguageLinkWithQuery({ locale }: { locale: Locale }) {
  return <LanguageLink locale={locale} query={useSearchParams().toString()} />;
}

/**
 * A prerendered page has no query when it is built: it is sent with the plain link, which the
 * browser fills in with the query once the page runs.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const current = useLocale();
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-2">
        {routing.locales
          .filter((candidate) => candidate !== current)
          .map((candidate) => (
            <li key={candidate}>
              <Suspense fallback={<LanguageLink locale={candidate} query="" />}>
                <LanguageLinkWithQuery locale={candidate} />
              </Suspense>
            </li>
          ))}
      </ul>
    </nav>
  );
}
