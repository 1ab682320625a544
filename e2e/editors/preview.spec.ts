import { expect, test } from '@playwright/test';
import { cmsUrl } from '../fixtures/booking';
import { previewLink, superAdminToken } from '../fixtures/cms-panel';
import { expectationsFor } from '../fixtures/locales';

/** This spec's own doctor: the panel's suite edits 5 and 6, the revalidation spec 3 and 4. */
const PUBLIC_ID = 8;
const DOCTOR = 'api::doctor.doctor';

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

/** Saves a draft of the doctor's Arabic bio as an editor would (the Content Manager's own API), unpublished. */
const saveArabicDraft = async (token: string, documentId: string, bio: string) => {
  const saved = await fetch(`${cmsUrl()}/content-manager/collection-types/${DOCTOR}/${documentId}?locale=ar`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ bio }),
  });
  expect(saved.status).toBe(200);
};

const discardArabicDraft = (token: string, documentId: string) =>
  fetch(`${cmsUrl()}/content-manager/collection-types/${DOCTOR}/${documentId}/actions/discard?locale=ar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });

test.describe('[EDITOR]: Preview on the site', () => {
  // What the preview route and its cookies do does not depend on the visitor's language.
  test.beforeEach(() => {
    test.skip(expectationsFor(test.info().project.name).lang !== 'en', 'language-independent');
  });

  test('a signed link shows the saved draft, framable by the CMS alone and never cached; without it, the published page', async ({
    browser,
    baseURL,
  }) => {
    const token = await superAdminToken();
    const published = (await (await fetch(`${cmsUrl()}/api/doctors/${PUBLIC_ID}?locale=ar`)).json()) as {
      data: { documentId: string; bio: string };
    };
    const { documentId, bio } = published.data;
    const marker = `مسودة لم تُنشر بعد ${Date.now()}`;
    await saveArabicDraft(token, documentId, `${marker}\n\n${bio}`);
    try {
      const editor = await browser.newContext();
      const page = await editor.newPage();
      const link = await previewLink(token, DOCTOR, { documentId, locale: 'ar', status: 'draft' });
      const answer = await page.goto(link);
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/ar/doctor/${PUBLIC_ID}-`));
      await expect(page.getByText(marker)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'المسودة المحفوظة' })).toBeVisible();

      const headers = answer?.headers() ?? {};
      expect(directivesOf(headers['content-security-policy'] ?? '').get('frame-ancestors')).toEqual([
        new URL(cmsUrl()).origin,
      ]);
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['cache-control']).toMatch(/no-store/);
      const cookies = await editor.cookies(baseURL);
      const draftCookie = cookies.find((cookie) => cookie.name === '__prerender_bypass');
      expect(draftCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });

      // Anyone else, at the same address, meets the published page that may not be framed.
      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      const visited = await visitorPage.goto(page.url());
      await expect(visitorPage.getByText(bio.split('\n')[0] ?? '').first()).toBeVisible();
      await expect(visitorPage.getByText(marker)).toHaveCount(0);
      expect(visited?.headers()['x-frame-options']).toBe('DENY');
      expect(directivesOf(visited?.headers()['content-security-policy'] ?? '').get('frame-ancestors')).toEqual([
        "'none'",
      ]);
      await visitor.close();

      // "Leave preview": one click, back on the same page as visitors see it.
      await page.getByRole('link', { name: 'الخروج من المعاينة' }).click();
      await expect(page.getByText(marker)).toHaveCount(0);
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/ar/doctor/${PUBLIC_ID}-`));
      expect((await editor.cookies(baseURL)).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
      await editor.close();
    } finally {
      await discardArabicDraft(token, documentId);
    }
  });

  test('the published tab of a single type shows what visitors see, with the banner in the page’s language', async ({
    page,
  }) => {
    const token = await superAdminToken();
    await page.goto(await previewLink(token, 'api::home.home', { locale: 'en', status: 'published' }));
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.getByRole('status').filter({ hasText: 'the published version' })).toBeVisible();
  });

  test('a changed, unsigned or foreign link is refused and sets no cookie; leaving goes nowhere but this site', async ({
    request,
  }) => {
    const token = await superAdminToken();
    const documentId = (
      (await (await fetch(`${cmsUrl()}/api/doctors/${PUBLIC_ID}?locale=ar`)).json()) as { data: { documentId: string } }
    ).data.documentId;
    const link = new URL(await previewLink(token, DOCTOR, { documentId, locale: 'ar', status: 'draft' }));
    const variants = [
      ['another language', (query: URLSearchParams) => query.set('locale', 'en')],
      ['another type', (query: URLSearchParams) => query.set('type', 'article')],
      ['a later expiry', (query: URLSearchParams) => query.set('expires', String(Number(query.get('expires')) + 1))],
      ['no signature', (query: URLSearchParams) => query.delete('signature')],
    ] as const;
    for (const [name, change] of variants) {
      const changed = new URL(link);
      change(changed.searchParams);
      const answer = await request.get(`${changed.pathname}${changed.search}`, { maxRedirects: 0 });
      expect([name, answer.status()]).toEqual([name, 403]);
      expect(answer.headers()['set-cookie'], name).toBeUndefined();
      expect(await answer.text()).toMatch(/not valid or has expired|غير صالح أو انتهت مدته/);
      // The refusal reads in the panel's frame, where the link was opened.
      expect(directivesOf(answer.headers()['content-security-policy'] ?? '').get('frame-ancestors')).toEqual([
        new URL(cmsUrl()).origin,
      ]);
    }

    const exits: [string, string][] = [
      ['/ar/faq', '/ar/faq'],
      ['https://evil.example/ar', '/'],
      ['//evil.example/ar', '/'],
      ['/\\evil.example', '/'],
    ];
    for (const [page, location] of exits) {
      const left = await request.get(`/api/preview/exit?page=${encodeURIComponent(page)}`, { maxRedirects: 0 });
      expect([page, left.status(), left.headers().location]).toEqual([page, 307, location]);
    }
  });
});
