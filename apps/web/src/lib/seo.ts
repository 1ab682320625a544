import type { Metadata } from 'next';
import { routing } from '@/i18n/routing';

/**
 * Canonical and hreflang links for a path without its locale ('' for home). Next resolves them
 * against `metadataBase`, the site's URL from SITE_URL.
 */
export const buildAlternates = (path: string, locale?: string): Metadata['alternates'] => ({
  ...(locale ? { canonical: `/${locale}${path}` } : {}),
  languages: {
    ...Object.fromEntries(routing.locales.map((candidate) => [candidate, `/${candidate}${path}`])),
    'x-default': `/${routing.defaultLocale}${path}`,
  },
});

/**
 * A page's title. An editor's SEO title that already ends in a suffix of its own ("Privacy Policy |
 * Nile ENT Clinics", the form the seeded titles use) is complete as written; any other title, or
 * the page's own name when there is none, gets the site's suffix from the layout's template.
 */
export const buildPageTitle = (seoTitle: string | null | undefined, pageName: string): Metadata['title'] => {
  if (!seoTitle) return pageName;
  return seoTitle.includes(' | ') ? { absolute: seoTitle } : seoTitle;
};
