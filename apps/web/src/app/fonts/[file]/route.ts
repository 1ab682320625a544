import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BOOKING_FONT_FILES } from '@/lib/booking-files/booking-font';

const FONT_PACKAGE = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'ibm-plex-sans-arabic');

/** Each served (versioned) name and its file in the font package. */
const PACKAGE_FILES = new Map([
  [BOOKING_FONT_FILES.regular, '400Regular/IBMPlexSansArabic_400Regular.ttf'],
  [BOOKING_FONT_FILES.bold, '700Bold/IBMPlexSansArabic_700Bold.ttf'],
]);

// Both files are written at build time; any other name is a 404 without running this handler.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => [...PACKAGE_FILES.keys()].map((file) => ({ file }));

/** The TrueType fonts the booking confirmation PDF embeds, fetched by the browser on download. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const packageFile = PACKAGE_FILES.get((await params).file);
  if (!packageFile) return new Response(null, { status: 404 });
  const font = await readFile(path.join(FONT_PACKAGE, packageFile));
  return new Response(new Uint8Array(font), {
    headers: {
      'content-type': 'font/ttf',
      // The package version is in the name: a new version is a new URL.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
