import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { startProductionProxy } from '@clinic/tools/production-proxy';

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

test.describe('[OPERATIONS]: cache headers a CDN can live with', () => {
  test('prerendered pages, through nginx as in production, may be kept by a CDN for 5 minutes at most', async ({
    playwright,
    baseURL,
    lang,
  }) => {
    test.skip(lang !== 'en', 'language-independent');
    const proxy = await startProductionProxy(String(baseURL));
    expect(proxy, 'nginx and openssl are installed (npm test installs them as root)').not.toBeNull();
    const request = await playwright.request.newContext({ baseURL: proxy?.url, ignoreHTTPSErrors: true });
    try {
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
    } finally {
      await request.dispose();
      proxy?.stop();
    }
  });
});
