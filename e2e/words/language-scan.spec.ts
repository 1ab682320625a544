import { expect, type Page, test } from '@playwright/test';
import { expectationsFor } from '../fixtures/locales';
import { collectPublicPaths } from '../fixtures/site-routes';
import { staffPagePaths, useStaffSession } from '../fixtures/staff-area';
import { ALLOWED_IN_ARABIC, ALLOWED_IN_ENGLISH } from './allowed-words';
import { otherScriptWords, readEditorsWords } from '../fixtures/editors-words';

const ALLOWED = { ar: ALLOWED_IN_ARABIC, en: ALLOWED_IN_ENGLISH } as const;

/**
 * The page's text as its reader sees it, without what is data: the language switcher (the other
 * language's own name), and what patients and staff typed, which the pages mark translate="no".
 */
const readShownText = (page: Page) =>
  page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const element of Array.from(copy.querySelectorAll('[translate="no"], [hreflang], script, style, noscript'))) {
      element.remove();
    }
    document.body.append(copy);
    copy.style.cssText = 'position:absolute;inset-inline-start:-99999px;';
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, without what CSS hides.
    const text = `${document.title}\n${copy.innerText}`;
    copy.remove();
    return text;
  });

/** One page of each public template: the home page, each list, one entry of each kind, and the rest. */
const publicTemplates = async (paths: string[], lang: 'en' | 'ar') => {
  const byTemplate = new Map<string, string>();
  for (const path of paths) {
    const [, , section = '', entry] = path.split('/');
    const template = `${section}${entry ? '/:entry' : ''}`;
    if (!byTemplate.has(template)) byTemplate.set(template, path);
  }
  return [
    ...byTemplate.values(),
    `/${lang}/booking`,
    `/${lang}/booking-old`,
    `/${lang}/booking/manage`,
    `/${lang}/no-such-page`,
  ];
};

test.describe('[WORDS]: every page speaks its own language', () => {
  test('each public template shows no word of the other script but the editors’ own', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { lang } = expectationsFor(testInfo.project.name);
    const editorsWords = await readEditorsWords(lang);
    const found: string[] = [];
    for (const path of await publicTemplates(await collectPublicPaths(request, lang), lang)) {
      await page.goto(path);
      const strays = otherScriptWords(await readShownText(page), lang).filter(
        (word) => !editorsWords.has(word) && !ALLOWED[lang].has(word),
      );
      if (strays.length > 0) found.push(`${path}: ${[...new Set(strays)].join(', ')}`);
    }
    expect(found).toEqual([]);
  });

  test('each staff page shows no word of the other script but the editors’ and what people typed', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { lang } = expectationsFor(testInfo.project.name);
    const editorsWords = await readEditorsWords(lang);
    await useStaffSession(context, String(baseURL));
    const found: string[] = [];
    for (const path of await staffPagePaths(lang)) {
      await page.goto(path);
      const strays = otherScriptWords(await readShownText(page), lang).filter(
        (word) => !editorsWords.has(word) && !ALLOWED[lang].has(word),
      );
      if (strays.length > 0) found.push(`${path}: ${[...new Set(strays)].join(', ')}`);
    }
    expect(found).toEqual([]);
  });
});
