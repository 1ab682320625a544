import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The CMS imports these packages' CommonJS builds; the web app bundles their ESM builds.
  transpilePackages: ['@clinic/cms-client', '@clinic/domain'],
};

export default withNextIntl(nextConfig);
