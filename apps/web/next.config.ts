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
  images: {
    // CMS media reach the optimizer through app/uploads, under the site's own origin.
    localPatterns: [{ pathname: '/uploads/**' }],
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);
