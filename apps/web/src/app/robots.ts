import type { MetadataRoute } from 'next';
import { readServerEnv } from '@/env';
import { routing } from '@/i18n/routing';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = readServerEnv();
  return {
    rules: { userAgent: '*', allow: '/', disallow: routing.locales.map((locale) => `/${locale}/admin`) },
    sitemap: routing.locales.map((locale) => `${SITE_URL}/${locale}/sitemap.xml`),
  };
}
