/**
 * The pages' faces, self-hosted (no request leaves the site), in two weights: regular and bold
 * (semibold text takes the bold face, which saves files). English pages are set in Inter. Arabic
 * pages are set in IBM Plex Sans Arabic throughout: its Arabic subset, and its Latin subset for the
 * spaces, digits and Latin words inside Arabic text, drawn to match the Arabic. app/fonts/[file]
 * serves these files under versioned names, and
 * globals.css declares them, each with a fallback sized like it, so text barely moves when a face
 * arrives.
 *
 * An Arabic page's faces are cut (HarfBuzz's subsetter, at build time) from the whole TrueType
 * font to what the site writes in: Arabic's letters, marks, punctuation and digits as Egypt writes
 * them, and the Latin an Arabic page holds (digits, ASCII, the Latin-1 and general punctuation:
 * times, fees, phone numbers, dashes and quotes), one file per weight. @fontsource's Arabic subset
 * also carries the Persian, Urdu and Quranic extensions and the presentation forms but no digits, so
 * an Arabic page fetched four files (42.8 and 44.3 kB preloaded, then 19.2 and 19.5 kB of Latin found
 * only once laid out, each a new layout of the page); then two of the whole Arabic block (U+0600–06FF),
 * 44.7 and 46.2 kB, both preloaded; now two without the block's other languages' letters and Quranic
 * signs, which are a third of the bytes and no text of the site's uses. A character outside the cut
 * (a Persian letter an editor pastes) is drawn by the device's own Arabic font.
 *
 * An English page's faces are cut the same way from @fontsource's Latin files, to what English
 * pages write (LATIN_FACE_RANGE): 23.1 and 23.8 kB → about 17.5 and 18 kB, a quarter less, the
 * subsetter dropping @fontsource's combining marks and spacing modifiers, and its files' extra
 * weight at the same characters besides. A character outside falls to the fallback, Arial.
 *
 * Each language preloads only its main faces. next/font would preload every face on every page of
 * the layout, and on a phone they competed with the image that is the largest paint (Lighthouse
 * mobile on /en: 86-89 with both scripts preloaded, 94-97 with its own). An English page never
 * fetches an Arabic face, nor an Arabic page Inter (globals.css).
 */
export const PAGE_FONT_FILES = {
  'inter-5.3.0-latin-letters-400.woff2': '@fontsource/inter/files/inter-latin-400-normal.woff2',
  'inter-5.3.0-latin-letters-700.woff2': '@fontsource/inter/files/inter-latin-700-normal.woff2',
  'ibm-plex-sans-arabic-0.4.2-arabic-letters-400.woff2':
    '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  'ibm-plex-sans-arabic-0.4.2-arabic-letters-700.woff2':
    '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
  'ibm-plex-sans-arabic-5.3.0-latin-400.woff2':
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2',
  'ibm-plex-sans-arabic-5.3.0-latin-700.woff2':
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2',
} as const;

type TPageFontFile = keyof typeof PAGE_FONT_FILES;

/**
 * The characters an Arabic page's faces keep, as CSS writes a unicode-range; globals.css declares the
 * same (fonts.test.ts holds the two together, and checks the site's Arabic against them). Besides
 * the letters, the marks (a hamza or madda typed apart from its letter among them) and the four
 * letters Egyptian Arabic borrows for foreign sounds: پ, چ, ڤ (ڤودافون), گ.
 */
export const ARABIC_FACE_RANGE =
  'U+0020-007E, U+00A0-00BF, U+00D7, U+00F7, U+060C, U+061B, U+061F, U+0621-063A, U+0640-0655, ' +
  'U+0660-066D, U+0670, U+067E, U+0686, U+06A4, U+06AF, U+2000-206F, U+2190-2193';

/**
 * The characters an English page's faces keep: ASCII and Latin-1 (the accented letters of a name or
 * a borrowed word), the general punctuation (dashes, quotes, the ellipsis), and the few signs
 * @fontsource's Latin file has besides (ı, Œ, œ, €, ™, ↑, ↓, minus).
 */
export const LATIN_FACE_RANGE =
  'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212';

/**
 * A unicode-range's code points as [first, last]: 'U+0600-06FF, U+0670' → [[0x600, 0x6ff], [0x670, 0x670]].
 * Throws on anything else (an en dash, a wildcard, a range running backwards), which would otherwise
 * cut a face to nothing without a word.
 */
export const parseUnicodeRange = (range: string): [number, number][] =>
  range.split(',').map((part) => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    const first = Number.parseInt(match?.[1] ?? '', 16);
    const last = Number.parseInt(match?.[2] ?? match?.[1] ?? '', 16);
    if (!match || first > last) throw new Error(`Not a unicode-range: ${part.trim()}`);
    return [first, last];
  });

/**
 * The faces cut to fewer characters when served (app/fonts/[file]), with the unicode-range they keep.
 * A changed range needs a new file name: browsers keep a face a year under its name.
 */
export const CUT_FONT_FILES: Readonly<Partial<Record<TPageFontFile, string>>> = {
  'inter-5.3.0-latin-letters-400.woff2': LATIN_FACE_RANGE,
  'inter-5.3.0-latin-letters-700.woff2': LATIN_FACE_RANGE,
  'ibm-plex-sans-arabic-0.4.2-arabic-letters-400.woff2': ARABIC_FACE_RANGE,
  'ibm-plex-sans-arabic-0.4.2-arabic-letters-700.woff2': ARABIC_FACE_RANGE,
};

/** The faces a page preloads, by the direction of its language. */
export const PRELOADED_FONT_FILES: Readonly<Record<'ltr' | 'rtl', readonly TPageFontFile[]>> = {
  ltr: ['inter-5.3.0-latin-letters-400.woff2', 'inter-5.3.0-latin-letters-700.woff2'],
  rtl: ['ibm-plex-sans-arabic-0.4.2-arabic-letters-400.woff2', 'ibm-plex-sans-arabic-0.4.2-arabic-letters-700.woff2'],
};
