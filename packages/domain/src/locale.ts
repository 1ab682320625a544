export const LOCALES = ['en', 'ar'] as const;

export type TLocale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: TLocale = 'en';

export type TDirection = 'ltr' | 'rtl';

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function getDirection(locale: TLocale): TDirection {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
