import { expect } from '@playwright/test';
import { test } from '../fixtures/test';

test.describe('[SHELL]: the locale shell', () => {
  test('the home page renders CMS content with the right lang and dir', async ({ page, expected }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    const response = await page.goto(`/${expected.lang}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(expected.homeHeadingPattern);
    await expect(page.getByRole('navigation', { name: expected.mainNavigation })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the root path sends the visitor to their browser language', async ({ page, expected }) => {
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${expected.lang}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
  });

  test('the page title and description come from main-info SEO', async ({ page, expected }) => {
    await page.goto(`/${expected.lang}`);
    await expect(page).toHaveTitle(expected.homeHeadingPattern);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.homeHeadingPattern);
  });

  test('each language preloads and draws its own faces, and fetches no other face', async ({ page, expected }) => {
    const fetchedFaces: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fetchedFaces.push(new URL(request.url()).pathname);
    });
    await page.goto(`/${expected.lang}`, { waitUntil: 'load' });
    const loadedFaces = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') faces.push(`${face.family.replaceAll('"', '')} ${face.weight}`);
      });
      return faces;
    });
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

    const ownFace = expected.lang === 'ar' ? 'IBM Plex Sans Arabic' : 'Inter';
    const ownFile = expected.lang === 'ar' ? '/fonts/ibm-plex-sans-arabic-' : '/fonts/inter-';
    expect(preloaded).toHaveLength(2);
    for (const file of preloaded) expect(file.startsWith(ownFile)).toBe(true);
    expect(loadedFaces).toEqual(expect.arrayContaining([`${ownFace} 400`, `${ownFace} 700`]));
    // An English page's one Arabic word takes system glyphs; an Arabic page's digits and Latin words
    // are in its own two faces (app/fonts.ts), so nothing else is fetched once the page is laid out.
    const otherFile = expected.lang === 'ar' ? '/fonts/inter-' : '/fonts/ibm-plex-sans-arabic-';
    expect(fetchedFaces.filter((file) => file.startsWith(otherFile))).toEqual([]);
    expect([...new Set(fetchedFaces)].sort()).toEqual([...preloaded].sort());
  });

  test('a page is fetched ahead when the visitor points at its link, not for every link in view', async ({
    page,
    expected,
  }) => {
    const fetchedAhead: string[] = [];
    page.on('request', (request) => {
      if (request.headers().rsc === '1') fetchedAhead.push(new URL(request.url()).pathname);
    });
    await page.goto(`/${expected.lang}`, { waitUntil: 'networkidle' });
    expect(fetchedAhead).toEqual([]);

    const doctorsLink = page
      .getByRole('navigation', { name: expected.mainNavigation })
      .locator(`a[href="/${expected.lang}/doctors"]`);
    await doctorsLink.hover();
    await expect.poll(() => fetchedAhead).toContain(`/${expected.lang}/doctors`);
    await doctorsLink.click();
    await expect(page).toHaveURL(new RegExp(`/${expected.lang}/doctors$`));
    await expect(page.locator('#doctor-list')).toBeVisible();
  });
});
