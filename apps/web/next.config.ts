import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so the browser gets no ICU parser (about 12 kB gzip).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The CMS imports these packages' CommonJS builds; the web app bundles their ESM builds.
  transpilePackages: ['@clinic/cms-client', '@clinic/domain'],
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
