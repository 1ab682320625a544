/**
 * Words of the other script a page may show besides what editors typed in the CMS (read from it) and
 * what patients and staff typed (marked translate="no" where it is shown): names that are written the
 * same in both languages. Each with why.
 */
export const ALLOWED_IN_ARABIC = new Set([
  // File formats, written so on every Arabic screen and in every Arabic manual.
  'CSV',
  'PDF',
  'JPEG',
  'PNG',
  'WebP',
]);

/** In the CMS panel in Arabic: the site's words, and what Strapi writes in English with no string to translate. */
export const ALLOWED_IN_ARABIC_PANEL = new Set([
  ...ALLOWED_IN_ARABIC,
  // The keys an editor presses to reorder blocks, named as printed on the keyboard.
  'Command',
  'Control',
  'Shift',
  // A date field's placeholder, letters standing for its digits (the design system's DatePicker).
  'YYYY',
  'MM',
  'DD',
  // After the default language's name in the lists' "Available in" column, written by Strapi's i18n
  // plugin itself (LocaleListCell): only a patch of the plugin would change it.
  'default',
]);

/** Arabic words an English page may show: none beyond the language switcher's own name. */
export const ALLOWED_IN_ENGLISH = new Set<string>([]);
