const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Converts Arabic-Indic (٠-٩) and Extended Arabic-Indic/Persian (۰-۹) digits to ASCII.
 * Digits policy: data is stored and compared with Western digits, whatever the keyboard
 * the patient typed on, so every user-entered number goes through here first.
 */
export function normalizeDigits(input: string): string {
  return input.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

const NUMBER_LOCALE = { en: 'en-GB', ar: 'ar-EG' } as const;
const numberFormatters = new Map<string, Intl.NumberFormat>();

/** A number in the page's language with Western digits (the digits policy): 1,234 · 12.5% · ١٢ never. */
export function formatNumber(
  value: number,
  locale: keyof typeof NUMBER_LOCALE,
  options: Intl.NumberFormatOptions = {},
) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[locale], { ...options, numberingSystem: 'latn' });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}
