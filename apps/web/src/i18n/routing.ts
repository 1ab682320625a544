import { defineRouting } from 'next-intl/routing';

/** The locale entries of the site: the single source for routing, `<html>` and the switcher. */
export const localeEntries = {
  en: { code: 'en', name: 'English', language: 'en-US', direction: 'ltr', icon: '🇬🇧' },
  ar: { code: 'ar', name: 'العربية', language: 'ar-EG', direction: 'rtl', icon: '🇪🇬' },
} as const;

export type Locale = keyof typeof localeEntries;

/**
 * The visitor's language, kept 365 days on the whole site (spec section 9; next-intl's default is a
 * session cookie). The proxy writes it on every page, and a link to the other language on its click.
 */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', path: '/' } as const;

export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'always',
  localeCookie: LOCALE_COOKIE,
});
