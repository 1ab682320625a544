/**
 * The pages' faces, self-hosted (no request leaves the site): Inter for Latin text and IBM Plex Sans
 * Arabic for Arabic, the Latin and Arabic subsets only, in two weights: regular and bold (semibold
 * text takes the bold face, which saves two files, about 70 kB). app/fonts/[file] serves these
 * @fontsource files under versioned names, and globals.css declares them, each with a fallback sized
 * like it, so text barely moves when a face arrives.
 *
 * Each language preloads only its own script's faces. next/font would preload both on every page of
 * the layout, and on a phone their 134 kB competed with the image that is the largest paint
 * (Lighthouse mobile on /en: 86-89 with both preloaded, 94-97 with its own). Arabic pages still fetch
 * Inter, unhurried, for the Latin words and digits inside them; English pages never fetch the Arabic
 * face (globals.css).
 */
export const PAGE_FONT_FILES = {
  'inter-5.3.0-latin-400.woff2': '@fontsource/inter/files/inter-latin-400-normal.woff2',
  'inter-5.3.0-latin-700.woff2': '@fontsource/inter/files/inter-latin-700-normal.woff2',
  'ibm-plex-sans-arabic-5.3.0-arabic-400.woff2':
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
  'ibm-plex-sans-arabic-5.3.0-arabic-700.woff2':
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
} as const;

export type TPageFontFile = keyof typeof PAGE_FONT_FILES;

/** The faces a page preloads, by the direction of its language. */
export const PRELOADED_FONT_FILES: Readonly<Record<'ltr' | 'rtl', readonly TPageFontFile[]>> = {
  ltr: ['inter-5.3.0-latin-400.woff2', 'inter-5.3.0-latin-700.woff2'],
  rtl: ['ibm-plex-sans-arabic-5.3.0-arabic-400.woff2', 'ibm-plex-sans-arabic-5.3.0-arabic-700.woff2'],
};
