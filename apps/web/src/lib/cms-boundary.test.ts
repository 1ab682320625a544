import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(__dirname, '..');

/** Every source file of the web app but the tests, relative to src/. */
const listSources = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(SOURCE, full)] : [];
  });

/**
 * The CMS is called through @clinic/cms-client only: its errors, timeouts, headers and Retry-After are
 * read one way (the open places excepted, which the web server hands on unread for the browser to read,
 * as nginx does in production). A direct call needs the CMS's address, so the address may be read where the clients are
 * made, and nowhere else.
 */
describe('the web app reaches the CMS through its typed client only', () => {
  const sources = listSources(SOURCE).map((file) => ({ file, text: readFileSync(path.join(SOURCE, file), 'utf8') }));

  it('reads the CMS address only where the clients are made', () => {
    expect(sources.length).toBeGreaterThan(100);
    const reading = sources.filter(({ text }) => text.includes('CMS_URL')).map(({ file }) => file);
    expect(reading.sort()).toEqual(['env.ts', 'lib/cms.ts']);
  });

  it('calls fetch for nothing but the site’s own font files, its own free-times and waiting-room routes, and the CMS’s open places handed on unread', () => {
    const textOf = (file: string) => sources.find((source) => source.file === file)?.text ?? '';
    const fetching = sources.filter(({ text }) => /(?<![\w.])fetch\(/.test(text)).map(({ file }) => file);
    const availabilityRequest = 'app/[lang]/(default)/booking/_lib/availability-request.ts';
    const nextFreeTimes = 'components/doctor-next-free-time.tsx';
    const waitingRoom = 'app/[lang]/(screen)/waiting-room/[branch]/_components/waiting-room-screen.tsx';
    expect(fetching.sort()).toEqual([
      availabilityRequest,
      waitingRoom,
      nextFreeTimes,
      'lib/booking-files/booking-font.ts',
      // What nginx does in production (tools/src/production-proxy.ts): the answer is the browser's to read.
      'lib/browser-read.ts',
    ]);
    expect(textOf('lib/browser-read.ts')).toMatch(/fetch\(`\$\{cmsClientSettings\(\)\.baseUrl\}\$\{cmsPathAndQuery\}`/);
    expect(textOf(waitingRoom)).toMatch(/fetch\(`\/api\/waiting-room\/\$\{branch\}`/);
    expect(textOf('lib/booking-files/booking-font.ts')).toMatch(/fetch\(bookingFontUrl\(/);
    expect(textOf(availabilityRequest)).toMatch(/fetch\(`\/api\/availability\?\$\{search\}`/);
    expect(textOf(nextFreeTimes)).toMatch(/fetch\('\/api\/next-free-times'/);
  });
});
