import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { test } from '../fixtures/test';
import { findFreePort } from '@clinic/tools/processes';
import { startProductionProxy } from '@clinic/tools/production-proxy';
import { cmsUrl } from '../fixtures/booking';

/** The longest a shared cache (a CDN) may show a response after it changed: fresh, then stale while it refetches. */
const cdnStalenessSeconds = (cacheControl: string) => {
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value = ''] = part.trim().split('=');
      return [name.toLowerCase(), Number(value)];
    }),
  );
  const fresh = directives.get('s-maxage') ?? directives.get('max-age');
  return fresh === undefined ? Number.POSITIVE_INFINITY : fresh + (directives.get('stale-while-revalidate') ?? 0);
};

/** Runs `use` with requests through nginx as production runs it (tools/src/production-proxy.ts), then stops nginx. */
const throughProductionProxy = async (
  { playwright, baseURL }: Pick<PlaywrightWorkerArgs, 'playwright'> & { baseURL: string | undefined },
  use: (request: APIRequestContext) => Promise<void>,
) => {
  const proxy = await startProductionProxy(String(baseURL), cmsUrl());
  expect(proxy, 'nginx and openssl are installed (npm test installs them as root)').not.toBeNull();
  const request = await playwright.request.newContext({ baseURL: proxy?.url, ignoreHTTPSErrors: true });
  try {
    await use(request);
  } finally {
    await request.dispose();
    proxy?.stop();
  }
};

test.describe('[OPERATIONS]: cache headers a CDN can live with', () => {
  test('prerendered pages, through nginx as in production, may be kept by a CDN for 5 minutes at most', async ({
    playwright,
    baseURL,
    lang,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    await throughProductionProxy({ playwright, baseURL }, async (request) => {
      for (const path of ['/en', '/ar', '/en/doctors', '/ar/doctors', '/ar/blog', '/en/faq']) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect([path, response.status()]).toEqual([path, 200]);
        // Served from the build's prerendered copy, the kind that was sent with a year before.
        expect([path, response.headers()['x-nextjs-prerender']]).toEqual([path, expect.stringMatching(/^1(, 1)*$/)]);
        const cacheControl = response.headers()['cache-control'] ?? '';
        expect([path, cacheControl]).toEqual([path, 's-maxage=60, stale-while-revalidate=240']);
        expect(cdnStalenessSeconds(cacheControl)).toBeLessThanOrEqual(300);
        // The web server does not compress (next.config.ts): the proxy in front does.
        expect([path, response.headers()['content-encoding']]).toEqual([path, 'gzip']);
        // A first visit, without the language cookie: an answer that sets one is not stored by a CDN.
        expect([path, response.headers()['set-cookie']]).toEqual([path, undefined]);
      }
      // A page rendered per request (its own nonce) is never kept by a shared cache.
      const perRequest = await request.get('/en/booking-old', { maxRedirects: 0 });
      expect(perRequest.status()).toBe(200);
      expect(perRequest.headers()['cache-control']).toMatch(/private.*no-store/);
    });
  });

  test('nginx keeps a prerendered page a second for anonymous visitors, never a page of one person, a React payload or an API answer', async ({
    playwright,
    baseURL,
    lang,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    await throughProductionProxy({ playwright, baseURL }, async (request) => {
      /** What nginx's cache did for each of two asks in a row (X-Cache-Status). */
      const twice = async (path: string, headers: Record<string, string> = {}) => {
        const statuses: string[] = [];
        for (const _ask of [1, 2]) {
          const response = await request.get(path, { headers, maxRedirects: 0 });
          // A React payload asked for by its query alone is sent to the page's address first (307).
          expect([path, response.status() < 400]).toEqual([path, true]);
          statuses.push(response.headers()['x-cache-status'] ?? 'none');
        }
        return statuses;
      };
      // A first visit, and a returning one whose only cookie is the language's: the second ask is nginx's.
      expect((await twice('/en/faq'))[1]).toBe('HIT');
      expect((await twice('/ar/doctors', { cookie: 'NEXT_LOCALE=ar' }))[1]).toBe('HIT');
      // A staff session, an editor's preview or a patient's waiting-list entry: always the web server's.
      for (const cookie of [
        'clinic_staff_session=a.b.c',
        '__prerender_bypass=1',
        'NEXT_LOCALE=en; clinic_waiting_entry=x',
      ]) {
        expect([cookie, await twice('/en/faq', { cookie })]).toEqual([cookie, ['BYPASS', 'BYPASS']]);
      }
      // The React Server Components payload of a client-side navigation.
      expect(await twice('/en/faq', { rsc: '1' })).toEqual(['BYPASS', 'BYPASS']);
      expect(await twice('/en/faq?_rsc=abc12')).toEqual(['BYPASS', 'BYPASS']);
      // What the web server marks private or uncacheable is never stored: a page rendered per request, open places.
      expect(await twice('/en/booking-old')).toEqual(['MISS', 'MISS']);
      // A second later the kept copy has run out: the next ask has nginx fetch the page again.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const afterASecond = await request.get('/en/faq');
      expect(['EXPIRED', 'STALE', 'UPDATING']).toContain(afterASecond.headers()['x-cache-status']);
    });
  });

  test('open places, through nginx as in production, come from the CMS itself: the web server never hears of them', async ({
    playwright,
    baseURL,
    lang,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    const { data: doctors } = (await (
      await fetch(`${cmsUrl()}/api/doctors?locale=en&fields[0]=name&populate[branches][fields][0]=name`)
    ).json()) as { data: { documentId: string; branches: { documentId: string }[] }[] };
    const doctor = doctors.find((listed) => listed.branches.length > 0);
    const branch = doctor?.branches[0]?.documentId;
    const query = `doctor=${doctor?.documentId}&branch=${branch}&days=14`;
    const cmsAnswer = async (path: string) => (await fetch(`${cmsUrl()}${path}`)).json();
    // Where no nginx stands in front (npm start), the web server's routes hand on the same answers.
    const webAnswer = async (path: string) => (await fetch(`${baseURL}${path}`)).json();
    // An nginx whose web server is gone: what it still answers, it answers without one.
    const noWebServer = `http://127.0.0.1:${await findFreePort()}`;
    await throughProductionProxy({ playwright, baseURL: noWebServer }, async (request) => {
      expect((await request.get('/en/faq')).status()).toBe(502);

      const openPlaces = await request.get(`/api/availability?${query}`);
      expect(openPlaces.status()).toBe(200);
      expect(openPlaces.headers()['cache-control']).toBe('no-store');
      expect(openPlaces.headers()['x-cache-status']).toBeUndefined();
      // The CMS's own answer (other tests may book the same doctor meanwhile: its places, not its shape, may differ).
      const openPlacesAnswer = { doctor: doctor?.documentId, branch, timeZone: 'Africa/Cairo' };
      expect(await openPlaces.json()).toMatchObject({ data: openPlacesAnswer });
      expect(await cmsAnswer(`/api/availability?${query}`)).toMatchObject({ data: openPlacesAnswer });
      expect(((await openPlaces.json()) as { data: { days: unknown[] } }).data.days).toHaveLength(14);
      expect(await webAnswer(`/api/availability?${query}`)).toMatchObject({ data: openPlacesAnswer });

      const nextFreeTimes = await request.get('/api/next-free-times');
      expect(nextFreeTimes.status()).toBe(200);
      expect(nextFreeTimes.headers()['cache-control']).toBe('no-store');
      expect(await nextFreeTimes.json()).toEqual({
        data: {
          madeAt: expect.any(String),
          times: expect.arrayContaining([expect.objectContaining({ doctor: doctor?.documentId })]),
        },
      });
      expect(await webAnswer('/api/next-free-times')).toMatchObject({ data: { madeAt: expect.any(String) } });

      // The CMS checks the query with the schema the web server's route checks it with, and names the failure.
      const invalid = await request.get(`/api/availability?doctor=..%2Fusers&branch=${branch}&days=400`);
      expect(invalid.status()).toBe(400);
      const invalidAnswer = { data: null, error: { status: 400, details: { code: 'VALIDATION_FAILED' } } };
      expect(await invalid.json()).toMatchObject(invalidAnswer);
      expect(await webAnswer(`/api/availability?doctor=..%2Fusers&branch=${branch}&days=400`)).toMatchObject(
        invalidAnswer,
      );
    });
  });
});
