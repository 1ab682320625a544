import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { axeFor } from '../fixtures/accessibility';
import { findStrayWords, readEditorsWords, readShownText } from '../fixtures/editors-words';
import { findHtmlErrors } from '../fixtures/html-validity';
import { findSidewaysScroll, REFLOW_WIDTH } from '../fixtures/reflow';
import { staffPagePaths } from '../fixtures/staff-pages';

test.describe('[ADMIN]: every staff page', () => {
  test('answers 200 with valid HTML, the right lang and dir, its own language’s words, one h1, no axe violation, and fits a 320 px screen', async ({
    page,
    lang,
    dir,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn();
    const paths = await staffPagePaths(lang);
    // Words of the other script are the editors' or what people typed, marked translate="no" (#44).
    const editorsWords = await readEditorsWords(lang);
    const problems: string[] = [];
    const served: { path: string; html: string }[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: 1280, height: 800 });
      const response = await page.goto(path);
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
      served.push({ path, html: (await response?.text()) ?? '' });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const strays = findStrayWords(await readShownText(page), lang, editorsWords);
      if (strays.length > 0) problems.push(`${path}: words of the other language: ${strays.join(', ')}`);
      const { violations } = await axeFor(page).analyze();
      for (const violation of violations) {
        problems.push(`${path}: axe ${violation.id} ${violation.nodes[0]?.target.join(' ')}`);
      }
      // A manager's header keeps to one row at 1280 px: its parts side by side, its links on one line.
      const wrapped = await page.getByRole('banner').evaluate((header) => {
        const fitsOneRow = (box: Element) => {
          const style = getComputedStyle(box);
          const inner = box.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
          const tallest = Math.max(...Array.from(box.children, (child) => child.getBoundingClientRect().height));
          return inner <= tallest + 1;
        };
        const row = header.firstElementChild;
        const links = header.querySelector('nav > ul');
        return [row, links].filter((box) => box !== null && !fitsOneRow(box)).length;
      });
      if (wrapped > 0) problems.push(`${path}: the header wraps onto more than one row at 1280 px`);
      await page.setViewportSize({ width: REFLOW_WIDTH, height: 640 });
      const sideways = await findSidewaysScroll(page);
      if (sideways) problems.push(sideways);
    }
    problems.push(...findHtmlErrors(served));
    expect(problems).toEqual([]);
  });
});
