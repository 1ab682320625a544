import type { Locale } from '@/i18n/routing';
import { routing } from '@/i18n/routing';
import { listBranches } from '@/lib/content/branches';
import { listDoctors } from '@/lib/content/doctors';
import { listArticles } from '@/lib/content/articles';
import { listServices } from '@/lib/content/services';
import { toIdSlugSegment } from '@/lib/id-slug';
import { readServerEnv } from '@/env';
import { buildSitemapXml, type SitemapEntry } from '@/lib/sitemap';

export const dynamic = 'force-static';
export const generateStaticParams = () => routing.locales.map((lang) => ({ lang }));

const STATIC_PAGES = [
  '',
  '/doctors',
  '/services',
  '/branches',
  '/blog',
  '/who-we-are',
  '/faq',
  '/contact',
  '/booking',
  '/booking-old',
  '/privacy-policy',
  '/terms-and-conditions',
];

/** Every public URL of one language, with the CMS's last change date where the page has one. */
export async function GET(_request: Request, { params }: RouteContext<'/[lang]/sitemap.xml'>) {
  const locale = (await params).lang as Locale;
  const base = `${readServerEnv().SITE_URL}/${locale}`;
  const [doctors, branches, services, articles] = await Promise.all([
    listDoctors(locale),
    listBranches(locale),
    listServices(locale),
    listArticles(locale),
  ]);
  const entries: SitemapEntry[] = [
    ...STATIC_PAGES.map((path) => ({ url: `${base}${path}` })),
    ...doctors.map((doctor) => ({ url: `${base}/doctor/${toIdSlugSegment(doctor)}`, lastModified: doctor.updatedAt })),
    ...branches.map((branch) => ({
      url: `${base}/branches/${toIdSlugSegment(branch)}`,
      lastModified: branch.updatedAt,
    })),
    ...services.map((service) => ({
      url: `${base}/services/${toIdSlugSegment(service)}`,
      lastModified: service.updatedAt,
    })),
    ...articles.map((article) => ({
      url: `${base}/blog/${toIdSlugSegment(article)}`,
      lastModified: article.updatedAt,
    })),
  ];
  return new Response(buildSitemapXml(entries), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
