import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { readServerEnv } from './src/env';

const { SITE_URL, NEXT_DEPLOYMENT_ID } = readServerEnv();

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so the browser gets no ICU parser (about 12 kB gzip).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/**
 * Headers for every response, pages and files alike. The Content-Security-Policy is set per page in
 * src/proxy.ts (its nonce changes per request); HSTS only when the site is served over https, which
 * `SITE_URL` tells at build time as it does at run time.
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(SITE_URL.startsWith('https:')
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // nginx compresses in front of it (docs/operations.md): gzip in Node cost the server 2-4 ms of CPU on
  // each page it sent from its prerendered copy (/en 8.8 ms a request with it, 4.7 ms without), nearly
  // half of it. `npm start` serves 127.0.0.1 without nginx, where sizes cost nothing.
  compress: false,
  // With the pages' revalidate of 60 s: `s-maxage=60, stale-while-revalidate=240`, so a CDN shows an
  // edit within 5 minutes (not Next's default of a year for pages without a timer).
  expireTime: 300,
  headers: async () => [
    { source: '/:path*', headers: SECURITY_HEADERS },
    // A patient's manage link and page: no search engine keeps them. The link holds the token, so
    // nothing it leads to learns its address; the page's own address holds none, and it keeps its
    // referrer to this site alone: with none at all, a browser sends `Origin: null` with the cancel
    // form's plain post, which the server actions' origin check rightly refuses.
    {
      source: '/:lang/booking/manage/:token',
      headers: [
        { key: 'Referrer-Policy', value: 'no-referrer' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      ],
    },
    {
      source: '/:lang/booking/manage',
      headers: [
        { key: 'Referrer-Policy', value: 'same-origin' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      ],
    },
    // No page may be framed, but a preview's (the draft-mode cookie), which its CSP lets the CMS frame.
    {
      source: '/:path*',
      missing: [{ type: 'cookie', key: '__prerender_bypass' }],
      headers: [{ key: 'X-Frame-Options', value: 'DENY' }],
    },
  ],
  // Several web processes serve one build: set at build time (npm run cluster does), it marks the build's
  // assets and requests, so a browser holding a page of an older build reloads instead of mixing them.
  deploymentId: NEXT_DEPLOYMENT_ID || undefined,
  // The CMS imports these packages' CommonJS builds; the web app bundles their ESM builds.
  transpilePackages: ['@clinic/cms-client', '@clinic/domain'],
  // Loaded from their packages at run time, outside the bundle: HarfBuzz's WebAssembly file, and the
  // metrics library (Node only; src/lib/server-metrics.ts).
  serverExternalPackages: ['subset-font', 'prom-client'],
  experimental: {
    // A booking carries two card images of up to 5 MB each (CARD_IMAGE_MAX_BYTES) beside its data.
    // Server actions accept 1 MB by default, and the locale proxy buffers 10 MB and cuts the rest.
    serverActions: { bodySizeLimit: '12mb' },
    proxyClientMaxBodySize: '12mb',
  },
  images: {
    // CMS media reach the optimizer through app/uploads, under the site's own origin.
    localPatterns: [{ pathname: '/uploads/**' }],
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);
