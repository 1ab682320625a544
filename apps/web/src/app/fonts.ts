import localFont from 'next/font/local';

/**
 * Self-hosted faces (no request leaves the site): Inter for Latin text and IBM Plex Sans Arabic for
 * Arabic, the Latin and Arabic subsets only, in two weights: regular and bold (semibold text takes the
 * bold face, which saves two preloaded files, about 70 kB). next/font
 * preloads them and sizes a fallback to match, so text does not shift when they arrive.
 */
export const latinFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-latin',
  display: 'swap',
});

export const arabicFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-arabic',
  display: 'swap',
});
