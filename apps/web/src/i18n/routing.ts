import { defineRouting } from 'next-intl/routing';

/** The locale entries of the site: the single source for routing, `<html>` and the switcher. */
export const localeEntries = {
  en: { code: 'en', name: 'English', language: 'en-US', direction: 'ltr', icon: '🇬🇧' },
  ar: { code: 'ar', name: 'العربية', language: 'ar-EG', direction: 'rtl', icon: '🇪🇬' },
} as const;

export type Locale = keyof typeof localeEntries;

export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'always',
  // Spec section 9: the locale cookie lives 365 days on the whole site (next-intl's default is a session cookie).
  localeCookie: { maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', path: '/' },
});
