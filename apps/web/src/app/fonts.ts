/**
 * The pages' faces, self-hosted (no request leaves the site), in two weights: regular and bold
 * (semibold text takes the bold face, which saves files). English pages are set in Inter. Arabic
 * pages are set in IBM Plex Sans Arabic throughout: its Arabic subset, and its Latin subset for the
 * spaces, digits and Latin words inside Arabic text, drawn to match the Arabic (and 9 kB lighter
 * than Inter's). app/fonts/[file] serves these @fontsource files under versioned names, and
 * globals.css declares them, each with a fallback sized like it, so text barely moves when a face
 * arrives.
 *
 * Each language preloads only its main faces. next/font would preload every face on every page of
 * the layout, and on a phone they competed with the image that is the largest paint (Lighthouse
 * mobile on /en: 86-89 with both scripts preloaded, 94-97 with its own). An English page never
 * fetches an Arabic face, nor an Arabic page Inter (globals.css).
 */
export const PAGE_FONT_FILES = {
  'inter-5.3.0-latin-400.woff2': '@fontsource/inter/files/inter-latin-400-normal.woff2',
  'inter-5.3.0-latin-700.woff2': '@fontsource/inter/files/inter-latin-700-normal.woff2',
  'ibm-plex-sans-arabic-5.3.0-arabic-400.woff2':
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
  'ibm-plex-sans-arabic-5.3.0-arabic-700.woff2':
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
  'ibm-plex-sans-arabic-5.3.0-latin-400.woff2':
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2',
  'ibm-plex-sans-arabic-5.3.0-latin-700.woff2':
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2',
} as const;

type TPageFontFile = keyof typeof PAGE_FONT_FILES;

/** The faces a page preloads, by the direction of its language. */
export const PRELOADED_FONT_FILES: Readonly<Record<'ltr' | 'rtl', readonly TPageFontFile[]>> = {
  ltr: ['inter-5.3.0-latin-400.woff2', 'inter-5.3.0-latin-700.woff2'],
  rtl: ['ibm-plex-sans-arabic-5.3.0-arabic-400.woff2', 'ibm-plex-sans-arabic-5.3.0-arabic-700.woff2'],
};
