import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { BOOKING_FONT_FILES } from '@/lib/booking-files/booking-font';
import { CUT_FONT_FILES, PAGE_FONT_FILES, parseUnicodeRange } from '../../fonts';

const NODE_MODULES = path.join(process.cwd(), 'node_modules');

/** Each served (versioned) name and its file in node_modules. */
const PACKAGE_FILES = new Map<string, string>([
  [BOOKING_FONT_FILES.regular, '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf'],
  [BOOKING_FONT_FILES.bold, '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf'],
  ...Object.entries(PAGE_FONT_FILES),
]);

/** The characters of a unicode-range, which a cut face keeps. */
const toCharacters = (range: string) =>
  parseUnicodeRange(range)
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('');

// Every file is written at build time; any other name is a 404 without running this handler.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => [...PACKAGE_FILES.keys()].map((file) => ({ file }));

/**
 * The pages' WOFF2 faces (see app/fonts.ts), those a page preloads cut to the characters they keep
 * with HarfBuzz's subsetter (subset-font, once, at build time), and the TrueType fonts the booking
 * confirmation PDF embeds, fetched by the browser on download.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = (await params).file;
  const packageFile = PACKAGE_FILES.get(file);
  if (!packageFile) return new Response(null, { status: 404 });
  const font = await readFile(path.join(NODE_MODULES, packageFile));
  const keptRange = CUT_FONT_FILES[file as keyof typeof CUT_FONT_FILES];
  const served = keptRange ? await subsetFont(font, toCharacters(keptRange), { targetFormat: 'woff2' }) : font;
  return new Response(new Uint8Array(served), {
    headers: {
      'content-type': file.endsWith('.woff2') ? 'font/woff2' : 'font/ttf',
      // The package version is in the name: a new version is a new URL.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
