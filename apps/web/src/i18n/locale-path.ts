import { type Locale, routing } from './routing';

type TQueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** An address on the site without its language ('/doctors'), or a path with its query and hash. */
export type TSiteHref = string | { pathname: string; query?: Record<string, TQueryValue>; hash?: string };

const LOCALE_PREFIX = new RegExp(`^/(?:${routing.locales.join('|')})(?=[/?#]|$)`);

/** Only a path of this site gets a language: 'https://wa.me/…', 'tel:…' and '#main' stay as they are. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

const toQueryString = (query: Record<string, TQueryValue>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The address of `href` in `locale`: every page of the site starts with its language
 * (localePrefix 'always'), so '/doctors' in Arabic is '/ar/doctors' and the home page '/ar'.
 */
export function getPathname({ locale, href }: { locale: Locale; href: TSiteHref }): string {
  const path =
    typeof href === 'string'
      ? href
      : `${href.pathname}${href.query ? toQueryString(href.query) : ''}${href.hash ? `#${href.hash.replace(/^#/, '')}` : ''}`;
  if (!isSitePath(path)) return path;
  return `/${locale}${path.startsWith('/?') || path.startsWith('/#') || path === '/' ? path.slice(1) : path}`;
}

/** The page's address without its language: '/ar/doctors' → '/doctors', '/en' → '/'. */
export function stripLocalePrefix(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '') || '/';
}
