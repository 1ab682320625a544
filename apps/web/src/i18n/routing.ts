import { defineRouting } from 'next-intl/routing';

/** The locale entries of the site: the single source for routing, `<html>` and the switcher. */
export const localeEntries = {
  en: { code: 'en', name: 'English', language: 'en-US', direction: 'ltr', icon: '🇬🇧' },
  ar: { code: 'ar', name: 'العربية', language: 'ar-EG', direction: 'rtl', icon: '🇪🇬' },
} as const;

export type Locale = keyof typeof localeEntries;

/**
 * The visitor's language, kept 365 days on the whole site (spec section 9; next-intl's default is a
 * session cookie). Each page writes it from the browser once it has loaded (components/app-chrome.tsx)
 * and a link to the other language on its click (i18n/link.tsx), never the server's answer, which a
 * shared cache may then keep; the proxy reads it to send `/` to the visitor's language.
 */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', path: '/' } as const;

export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'always',
  localeCookie: LOCALE_COOKIE,
  // Each page names its other language's address in its HTML (lib/seo.ts, lib/id-slug-alternates.ts).
  // next-intl's Link header put this language's slug under the other's prefix on a doctor's, a
  // service's or a post's page, and an unprefixed x-default: a second, wrong answer for search engines.
  alternateLinks: false,
});
