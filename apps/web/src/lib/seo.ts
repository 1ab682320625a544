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
