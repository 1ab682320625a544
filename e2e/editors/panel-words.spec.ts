import { expect, type Page, test } from '@playwright/test';
import { cmsUrl } from '../fixtures/booking';
import { createAdministratorToken } from '../fixtures/cms-admin';
import { EDITOR_NAME, editorToken, inviteEditor, signInToPanel } from '../fixtures/cms-panel';
import { otherScriptWords, readEditorsWords } from '../fixtures/editors-words';
import { ALLOWED_IN_ARABIC_PANEL } from '../words/allowed-words';

/** Every type an editor works with: its list (or form), and the form of its first entry. */
const COLLECTIONS = [
  'api::doctor.doctor',
  'api::branch.branch',
  'api::specialty.specialty',
  'api::service.service',
  'api::article.article',
  'api::category.category',
  'api::faq.faq',
  'api::review.review',
  'api::doctor-schedule.doctor-schedule',
  'api::consultation-fee.consultation-fee',
  'api::schedule-exception.schedule-exception',
];
const SINGLE_TYPES = [
  'api::home.home',
  'api::about.about',
  'api::main-info.main-info',
  'api::privacy-policy.privacy-policy',
  'api::terms-and-conditions.terms-and-conditions',
];

/** The panel's words as rendered, without what an editor is typing (the rich text's blocks). */
const readPanelText = (page: Page) =>
  page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const element of Array.from(copy.querySelectorAll('[contenteditable], script, style'))) element.remove();
    document.body.append(copy);
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, without what CSS hides.
    const text = `${document.title}\n${copy.innerText}`;
    copy.remove();
    return text;
  });

test.describe('[EDITOR]: the Arabic panel speaks Arabic', () => {
  test('every list and form an editor opens shows no English word but the content’s own', async ({
    page,
  }, testInfo) => {
    // The panel's own words, in the Arabic panel: what the English panel says is its layout's own.
    test.skip(testInfo.project.name !== 'arabic', 'the Arabic panel only');
    test.setTimeout(240_000);
    // The content's own words, drafts included (the panel lists them): read again when a page shows a
    // word they lack, as other tests write content meanwhile (a patient's review, signed with their name).
    const administrator = await createAdministratorToken();
    const readContentWords = async () => {
      const [arabic, english] = await Promise.all([
        readEditorsWords('ar', 'ar', administrator),
        readEditorsWords('en', 'ar', administrator),
      ]);
      return new Set([...arabic, ...english]);
    };
    let contentWords = await readContentWords();
    const account = await inviteEditor();
    // The signed-in editor's own name and initials, in the menu: what the super admin typed.
    const editorsOwnName = new Set([...EDITOR_NAME, EDITOR_NAME.map((name) => name[0]).join('')]);
    const token = await editorToken(account);
    const asEditor = (path: string, init: RequestInit = {}) =>
      fetch(`${cmsUrl()}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
    // The panel in Arabic, and the CMS told so (it names hours and fees in the editor's language).
    await asEditor('/admin/users/me', { method: 'PUT', body: JSON.stringify({ preferedLanguage: 'ar' }) });
    await page.addInitScript(() => window.localStorage.setItem('strapi-admin-language', 'ar'));
    await signInToPanel(page, account);

    const pages: string[] = [];
    for (const uid of COLLECTIONS) {
      pages.push(`/admin/content-manager/collection-types/${uid}?plugins[i18n][locale]=ar`);
      const answer = await asEditor(`/content-manager/collection-types/${uid}?page=1&pageSize=1&locale=ar`);
      const [first] = ((await answer.json()) as { results: { documentId: string }[] }).results;
      if (first)
        pages.push(`/admin/content-manager/collection-types/${uid}/${first.documentId}?plugins[i18n][locale]=ar`);
    }
    for (const uid of SINGLE_TYPES) pages.push(`/admin/content-manager/single-types/${uid}?plugins[i18n][locale]=ar`);

    const found: string[] = [];
    await page.goto(`${cmsUrl()}/admin`);
    const heading = page.getByRole('heading', { level: 1 });
    for (const path of pages) {
      // Inside the panel, as an editor's click does: the router reads the new address, and the panel's
      // scripts are not loaded and started again for each page. Each page has a heading of its own
      // (a type's name, an entry's title): the next page is in once the heading has changed.
      const previousHeading = await heading.textContent();
      await page.evaluate((next) => {
        window.history.pushState({}, '', next);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      // The first visit of a kind of page loads its code: on a loaded run the home page's heading went
      // and the list's came more than 10 s later (36.7 s into a run that passed on its retry).
      await expect(heading).toBeVisible({ timeout: 30_000 });
      await expect(heading).not.toHaveText(previousHeading ?? '', { timeout: 30_000 });
      // Strapi renders its lists and forms as their data arrives, and its relation pickers say
      // 'Loading' (in English, with no string to translate) until theirs has: read the page once two
      // readings 300 ms apart agree and nothing is loading.
      let shown = '';
      await expect
        .poll(
          async () => {
            const previous = shown;
            shown = await readPanelText(page);
            return previous === shown && !/\bLoading\b/.test(shown);
          },
          { intervals: [300], timeout: 15_000 },
        )
        .toBe(true);
      const findStrays = () =>
        otherScriptWords(shown, 'ar').filter(
          (word) => !contentWords.has(word) && !ALLOWED_IN_ARABIC_PANEL.has(word) && !editorsOwnName.has(word),
        );
      if (findStrays().length > 0) contentWords = await readContentWords();
      const strays = findStrays();
      if (strays.length > 0) found.push(`${path.split('?')[0]}: ${[...new Set(strays)].join(', ')}`);
    }
    expect(found).toEqual([]);
  });
});
