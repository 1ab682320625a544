import type { TLocale } from './locale';

/**
 * Cairo's clock in words, with nothing but Intl: the browser's islands that only show a time import
 * `@clinic/domain/cairo-format` and so carry no time-zone arithmetic (cairo-time.ts re-exports it).
 */
export const CAIRO_TIME_ZONE = 'Africa/Cairo';

export type TCairoFormatOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone' | 'numberingSystem'>;

/**
 * 'en-GB' for day-first dates as written in Egypt. 'ar-EG' would default to Arabic-Indic
 * digits; the digits policy (Western digits everywhere) is enforced with numberingSystem.
 */
const INTL_LOCALE: Readonly<Record<TLocale, string>> = { en: 'en-GB', ar: 'ar-EG' };

const DEFAULT_FORMAT: TCairoFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

const formatterCache = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats `instant` as Cairo local time. Times use a 12-hour clock unless the caller asks
 * otherwise, because that is how both English and Arabic speakers in Egypt read them.
 */
export function formatCairoDateTime(
  instant: Date,
  locale: TLocale,
  options: TCairoFormatOptions = DEFAULT_FORMAT,
): string {
  return getFormatter(locale, options).format(instant);
}

function getFormatter(locale: TLocale, options: TCairoFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    const hasClockChoice = options.hour12 !== undefined || options.hourCycle !== undefined;
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...(hasClockChoice ? {} : { hourCycle: 'h12' }),
      ...options,
      timeZone: CAIRO_TIME_ZONE,
      numberingSystem: 'latn',
    });
    formatterCache.set(key, formatter);
  }
  return formatter;
}
