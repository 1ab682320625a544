import { expect } from '@playwright/test';
import { test } from '../fixtures/test';

/**
 * zod (about 45 kB gzip) reaches a public page's browser only when a form needs its schema: the
 * booking's patient details and the contact form load it then. Its error class's name is in its code.
 * react-hook-form (some 12 kB) comes before the page's load event only where the form is the page
 * (contact); the booking's details and the home page's form load it once the page is idle. One of its
 * option names is in its code.
 */
const FORM_PAGES = ['/en/contact'];

test('[SITE]: no public page loads zod before a form needs it, nor react-hook-form before its form', async ({
  browser,
  lang,
}) => {
  test.skip(lang !== 'en', 'language-independent');
  for (const path of ['/en', '/en/faq', '/en/doctors', '/en/doctor/1', '/en/booking', '/en/contact']) {
    const page = await browser.newPage();
    const scriptTexts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scriptTexts.set(
          response.url(),
          response.text().catch(() => ''),
        );
      }
    });
    await page.goto(path, { waitUntil: 'load' });
    // What the page itself needs, asked for before its load event: not what it fetches once idle or
    // what its links fetch ahead. The browser's own clock says so; this process learns of the load
    // event a moment late, and a script asked for when the page went idle can answer in that moment.
    const scriptsBeforeLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? Number.POSITIVE_INFINITY))
        .map((entry) => entry.name);
    });
    const texts = await Promise.all(
      scriptsBeforeLoad.flatMap((url) => {
        const text = scriptTexts.get(url);
        return text ? [text] : [];
      }),
    );
    const withZod = texts.filter((text) => text.includes('ZodError')).length;
    const withFormLibrary = texts.some((text) => text.includes('shouldUnregister'));
    await page.close();
    expect([path, withZod, withFormLibrary]).toEqual([path, 0, FORM_PAGES.includes(path)]);
  }
});
