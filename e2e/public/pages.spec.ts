import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { axeFor } from '../fixtures/accessibility';
import { findStrayWords, readEditorsWords, readShownText } from '../fixtures/editors-words';
import { findHtmlErrors } from '../fixtures/html-validity';
import { findSidewaysScroll, REFLOW_WIDTH } from '../fixtures/reflow';
import { collectPublicPaths, readPrerenderedPaths, readSitemapPaths } from '../fixtures/site-routes';

/** The clinic's name as every page title carries it, once. */
const BRAND = { en: 'Nile ENT', ar: 'عيادات النيل' } as const;

/**
 * A round picture (a doctor's avatar) drawn as an oval: its box squeezed by the row it sits in. A
 * picture is round when its corner radius is half its side or more.
 */
const findSqueezedRoundPictures = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('img'))
      .map((picture) => ({ picture, box: picture.getBoundingClientRect() }))
      .filter(({ picture, box }) => {
        const radius = Number.parseFloat(getComputedStyle(picture).borderTopLeftRadius);
        return box.width > 0 && radius >= Math.min(box.width, box.height) / 2;
      })
      .filter(({ box }) => Math.abs(box.width - box.height) > 1)
      .map(
        ({ picture, box }) =>
          `${location.pathname}: a round picture drawn ${Math.round(box.width)}×${Math.round(box.height)} px at ${window.innerWidth} px (${picture.getAttribute('class')})`,
      ),
  );

test.describe('[SITE]: every public page', () => {
  test('the sitemap lists every page the build prerendered', async ({ request, lang }) => {
    const listed = new Set(await readSitemapPaths(request, lang));
    const prerendered = readPrerenderedPaths(lang).filter((route) => !route.endsWith('.xml'));
    expect(prerendered.length).toBeGreaterThan(10);
    expect(prerendered.filter((route) => !listed.has(route))).toEqual([]);
  });

  test('answers 200 with valid HTML, the right lang and dir, its own language’s words, no console errors, no axe violation of any impact, and fits a 320 px screen with call and WhatsApp on it and no round picture squeezed', async ({
    page,
    request,
    lang,
    dir,
  }) => {
    test.setTimeout(240_000);
    const paths = await collectPublicPaths(request, lang);
    expect(paths.length).toBeGreaterThan(20);
    // Words of the other script on a page are the editors' (read from the CMS) or none (#44).
    const editorsWords = await readEditorsWords(lang);
    const problems: string[] = [];
    const served: { path: string; html: string }[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: console error ${message.text()}`);
    });
    for (const path of paths) {
      const response = await page.goto(path);
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
      served.push({ path, html: (await response?.text()) ?? '' });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const strays = findStrayWords(await readShownText(page), lang, editorsWords);
      if (strays.length > 0) problems.push(`${path}: words of the other language: ${strays.join(', ')}`);
      const title = await page.title();
      if (title.split(BRAND[lang]).length !== 2)
        problems.push(`${path}: title "${title}" names the clinic other than once`);
      const { violations } = await axeFor(page).analyze();
      for (const violation of violations) {
        problems.push(
          `${path}: axe ${violation.id} (${violation.nodes.length}×) ${violation.nodes[0]?.target.join(' ')}`,
        );
      }
      problems.push(...(await findSqueezedRoundPictures(page)));
      // WCAG 1.4.10 (Reflow): at 320 px wide the page scrolls down only.
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: REFLOW_WIDTH, height: 640 });
      const sideways = await findSidewaysScroll(page);
      if (sideways) problems.push(sideways);
      problems.push(...(await findSqueezedRoundPictures(page)));
      // Calling or writing to the clinic is one tap away on every page, the narrowest screen included.
      for (const shortcut of ['a[href^="tel:"]', 'a[href^="https://wa.me/"]']) {
        const isShown = await page
          .getByRole('banner')
          .locator(shortcut)
          .evaluate((link) => {
            const box = link.getBoundingClientRect();
            return box.width >= 44 && box.top >= 0 && box.bottom <= window.innerHeight;
          });
        if (!isShown) problems.push(`${path}: the header's ${shortcut} is not on screen at 320 px`);
      }
      if (desktop) await page.setViewportSize(desktop);
    }
    problems.push(...findHtmlErrors(served));
    expect(problems).toEqual([]);
  });
});
