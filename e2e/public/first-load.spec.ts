import { expect, test } from '@playwright/test';
import { expectationsFor } from '../fixtures/locales';

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
}, testInfo) => {
  test.skip(expectationsFor(testInfo.project.name).lang !== 'en', 'language-independent');
  for (const path of ['/en', '/en/faq', '/en/doctors', '/en/doctor/1', '/en/booking', '/en/contact']) {
    const page = await browser.newPage();
    const scripts: Promise<string>[] = [];
    // Until the load event: what the page itself needs, not what its links fetch ahead afterwards.
    let isLoaded = false;
    page.on('response', (response) => {
      if (!isLoaded && response.request().resourceType() === 'script') {
        scripts.push(response.text().catch(() => ''));
      }
    });
    await page.goto(path, { waitUntil: 'load' });
    isLoaded = true;
    const texts = await Promise.all(scripts);
    const withZod = texts.filter((text) => text.includes('ZodError')).length;
    const withFormLibrary = texts.some((text) => text.includes('shouldUnregister'));
    await page.close();
    expect([path, withZod, withFormLibrary]).toEqual([path, 0, FORM_PAGES.includes(path)]);
  }
});
