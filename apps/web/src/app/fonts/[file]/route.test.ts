import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_FONT_FILES, bookingFontUrl } from '@/lib/booking-files/booking-font';
import { CUT_FONT_FILES, PAGE_FONT_FILES, PRELOADED_FONT_FILES } from '../../fonts';
import { GET, generateStaticParams } from './route';

const resolvePackage = createRequire(import.meta.url).resolve;
const FONT_PACKAGE_JSON = resolvePackage('@expo-google-fonts/ibm-plex-sans-arabic/package.json');
const WOFF2_SIGNATURE = Buffer.from('wOF2');

const requestFont = (file: string) =>
  GET(new Request(`http://127.0.0.1:3000/fonts/${file}`), { params: Promise.resolve({ file }) });

/** A page face as the browser gets it: WOFF2, kept a year under its versioned name. Its bytes. */
const readServedWoff2 = async (file: string) => {
  const response = await requestFont(file);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('font/woff2');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const served = Buffer.from(await response.arrayBuffer());
  expect(served.subarray(0, 4)).toEqual(WOFF2_SIGNATURE);
  return served;
};

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

  it.each(Object.entries(PAGE_FONT_FILES).filter(([file]) => !(file in CUT_FONT_FILES)))(
    'serves the page face %s as WOFF2, cached for a year',
    async (file, packageFile) => {
      const served = await readServedWoff2(file);
      expect(served.equals(readFileSync(resolvePackage(packageFile)))).toBe(true);
    },
  );

  it.each(Object.keys(CUT_FONT_FILES) as (keyof typeof PAGE_FONT_FILES)[])(
    "serves a page's face %s cut to WOFF2 under 33 kB and smaller than its package's file, the same bytes each time",
    async (file) => {
      const served = await readServedWoff2(file);
      expect(served.length).toBeLessThan(33_000);
      expect(served.length).toBeLessThan(readFileSync(resolvePackage(PAGE_FONT_FILES[file])).length);
      expect(served.length).toBeGreaterThan(15_000);
      expect((await readServedWoff2(file)).equals(served)).toBe(true);
    },
    // Cutting a face is seconds of CPU (the WebAssembly subsetter's first run most): on a busy machine
    // more than vitest's 5 s default, which once failed it there.
    30_000,
  );

  it('names the page faces after their installed package versions, and each language preloads its own', () => {
    for (const [file, packageFile] of Object.entries(PAGE_FONT_FILES)) {
      const packageName = packageFile.split('/').slice(0, 2).join('/');
      const { version } = JSON.parse(readFileSync(resolvePackage(`${packageName}/package.json`), 'utf8')) as {
        version: string;
      };
      expect(file).toContain(`-${version}-`);
    }
    expect(PRELOADED_FONT_FILES.ltr.every((file) => file.startsWith('inter-'))).toBe(true);
    expect(PRELOADED_FONT_FILES.rtl.every((file) => file.startsWith('ibm-plex-sans-arabic-'))).toBe(true);
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

  it('prerenders exactly the booking and page fonts', () => {
    expect(generateStaticParams()).toEqual(
      [BOOKING_FONT_FILES.regular, BOOKING_FONT_FILES.bold, ...Object.keys(PAGE_FONT_FILES)].map((file) => ({ file })),
    );
  });

  it('names the files after the installed package version, so an update changes the URLs', () => {
    const { version } = JSON.parse(readFileSync(FONT_PACKAGE_JSON, 'utf8')) as { version: string };
    for (const file of Object.values(BOOKING_FONT_FILES)) expect(file).toContain(`-${version}-`);
    expect(bookingFontUrl('bold')).toBe(`/fonts/${BOOKING_FONT_FILES.bold}`);
  });
});
