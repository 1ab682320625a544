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
/** On the page's light background, or on the staff area's brand-coloured header. */
type SwitcherTone = 'light' | 'onBrand';

const LINK_CLASS: Record<SwitcherTone, string> = {
  light: 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand',
  onBrand: 'rounded-md border border-white px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10',
};

function LanguageLink({ locale, query, tone }: { locale: Locale; query: string; tone: SwitcherTone }) {
  const samePage = usePathname().replace(/\/(\d+)-[^/]+/g, '/$1');
  return (
    <Link
      href={query ? `${samePage}?${query}` : samePage}
      locale={locale}
      lang={localeEntries[locale].code}
      hrefLang={localeEntries[locale].code}
      className={LINK_CLASS[tone]}
    >
      {localeEntries[locale].name}
    </Link>
  );
}

/** Reads the query as the History API writes it (see lib/page-query.ts), so the link follows every choice. */
function LanguageLinkWithQuery({ locale, tone }: { locale: Locale; tone: SwitcherTone }) {
  return <LanguageLink locale={locale} query={useSearchParams().toString()} tone={tone} />;
}

/**
 * A prerendered page has no query when it is built: it is sent with the plain link, which the
 * browser fills in with the query once the page runs.
 */
export function LanguageSwitcher({ label, tone = 'light' }: { label: string; tone?: SwitcherTone }) {
  const current = useLocale();
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-2">
        {routing.locales
          .filter((candidate) => candidate !== current)
          .map((candidate) => (
            <li key={candidate}>
              <Suspense fallback={<LanguageLink locale={candidate} query="" tone={tone} />}>
                <LanguageLinkWithQuery locale={candidate} tone={tone} />
              </Suspense>
            </li>
          ))}
      </ul>
    </nav>
  );
}
