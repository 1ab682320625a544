import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findStrayWords, readEditorsWords, readShownText } from '../fixtures/editors-words';

/**
 * Every page speaks its own language: the sweeps of every public page (public/pages.spec.ts) and every
 * staff page (staff/pages.spec.ts) check each page's words as they check its HTML; this covers the
 * pages no sitemap lists: the booking's two forms, the manage page without its link, and the 404.
 */
test.describe('[WORDS]: every page speaks its own language', () => {
  test('the booking, the manage page without a link and the 404 show no word of the other script but the editors’ own', async ({
    page,
    lang,
  }) => {
    const editorsWords = await readEditorsWords(lang);
    const found: string[] = [];
    for (const path of [
      `/${lang}/booking`,
      `/${lang}/booking-old`,
      `/${lang}/booking/manage`,
      `/${lang}/no-such-page`,
    ]) {
      await page.goto(path);
      const strays = findStrayWords(await readShownText(page), lang, editorsWords);
      if (strays.length > 0) found.push(`${path}: ${strays.join(', ')}`);
    }
    expect(found).toEqual([]);
  });
});
