import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_FONT_FILES, bookingFontUrl } from '@/lib/booking-files/booking-font';
import { GET, generateStaticParams } from './route';

const FONT_PACKAGE_JSON = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/ibm-plex-sans-arabic/package.json',
);

const requestFont = (file: string) =>
  GET(new Request(`http://127.0.0.1:3000/fonts/${file}`), { params: Promise.resolve({ file }) });

describe('GET /fonts/[file]', () => {
  it.each([
    ['regular', '400Regular/IBMPlexSansArabic_400Regular.ttf'],
    ['bold', '700Bold/IBMPlexSansArabic_700Bold.ttf'],
  ] as const)('serves the %s TrueType file of the package, cached for a year', async (weight, packageFile) => {
    const response = await requestFont(BOOKING_FONT_FILES[weight]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/ttf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    expect(served.equals(readFileSync(path.join(path.dirname(FONT_PACKAGE_JSON), packageFile)))).toBe(true);
  });

  it.each([
    'ibm-plex-sans-arabic-0.0.0-regular.ttf',
    'IBMPlexSansArabic_400Regular.ttf',
    '..%2Fpackage.json',
    'constructor',
  ])('answers 404 for %s', async (file) => {
    const response = await requestFont(file);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('prerenders exactly the two files', () => {
    expect(generateStaticParams()).toEqual([{ file: BOOKING_FONT_FILES.regular }, { file: BOOKING_FONT_FILES.bold }]);
  });

  it('names the files after the installed package version, so an update changes the URLs', () => {
    const { version } = JSON.parse(readFileSync(FONT_PACKAGE_JSON, 'utf8')) as { version: string };
    for (const file of Object.values(BOOKING_FONT_FILES)) expect(file).toContain(`-${version}-`);
    expect(bookingFontUrl('bold')).toBe(`/fonts/${BOOKING_FONT_FILES.bold}`);
  });
});
