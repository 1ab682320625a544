import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlocksContentView } from '@/components/blocks-content';
import { ArticleSection } from '@/components/article-section';
import { CmsImage } from '@/components/cms-image';
import { DoctorShortlist } from '@/components/doctor-shortlist';
import { JsonLd } from '@/components/json-ld';
import { getPathname, Link } from '@/i18n/navigation';
import { listArticles } from '@/lib/content/articles';
import { listDoctors } from '@/lib/content/doctors';
import { findService, listServices } from '@/lib/content/services';
import { idSlugParams, toIdSlugSegment } from '@/lib/id-slug';
import { openIdSlugEntry, requireIdSlugEntry } from '@/lib/id-slug-page';
import { NotFoundPage } from '@/components/not-found-page';
import { buildIdSlugAlternates } from '@/lib/id-slug-alternates';
import { buildPageTitle } from '@/lib/seo';
import { buildBreadcrumbList, toAbsoluteUrl } from '@/lib/structured-data';
import { doctorsOfSpecialty, findRelatedArticles } from '@/lib/way-forward';
import { buttonClass } from '@/components/ui/button';

type Props = PageProps<'/[lang]/services/[idSlug]'>;

export const generateStaticParams = idSlugParams(listServices);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, entry: service } = await requireIdSlugEntry(params, findService);
  return {
    title: buildPageTitle(service.seo?.metaTitle, service.name),
    description: service.seo?.metaDescription ?? service.summary ?? undefined,
    alternates: await buildIdSlugAlternates('services', locale, service, findService),
  };
}

export default async function ServicePage({ params }: Props) {
  const opened = await openIdSlugEntry(params, findService, '/services');
  if (!opened) return <NotFoundPage />;
  const { locale, entry: service } = opened;
  const [t, layout, blog, doctors, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'ServicePage' }),
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    listDoctors(locale),
    listArticles(locale),
  ]);
  // The way forward: the doctors who practise the service's specialty, and what they wrote.
  const serviceDoctors = service.specialty ? doctorsOfSpecialty(doctors, service.specialty.documentId) : [];
  const relatedArticles = findRelatedArticles(articles, {
    authorIds: serviceDoctors.map((doctor) => doctor.documentId),
  });
  const path = getPathname({ locale, href: `/services/${toIdSlugSegment(service)}` });

  return (
    <article className="space-y-10">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'MedicalProcedure',
          name: service.name,
          description: service.summary ?? undefined,
          image: toAbsoluteUrl(service.image?.url),
          url: toAbsoluteUrl(path),
        }}
      />
      <JsonLd
        data={buildBreadcrumbList([
          { name: layout('home'), path: getPathname({ locale, href: '/' }) },
          { name: layout('services'), path: getPathname({ locale, href: '/services' }) },
          { name: service.name, path },
        ])}
      />
      <header>
        <p className="text-sm font-semibold text-accent">{t('title')}</p>
        <h1 className="text-3xl font-bold text-brand">{service.name}</h1>
        {service.summary ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{service.summary}</p> : null}
      </header>
      <div className="grid gap-8 md:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          <CmsImage
            media={service.image}
            alt={service.name}
            sizes="(min-width: 768px) 60vw, 100vw"
            className="w-full rounded-2xl"
            priority
          />
          <BlocksContentView content={service.body} />
        </div>
        <aside
          aria-labelledby={service.specialty ? 'service-specialty' : undefined}
          className="h-fit space-y-4 rounded-xl bg-brand-soft p-5"
        >
          {service.specialty ? (
            <div>
              <h2 id="service-specialty" className="text-sm font-semibold text-slate-600">
                {t('specialty')}
              </h2>
              <p className="text-lg font-semibold text-brand">{service.specialty.name}</p>
            </div>
          ) : null}
          <Link
            href={{ pathname: '/booking', query: { service: service.documentId } }}
            className={buttonClass({ className: 'inline-block' })}
          >
            {t('book')}
          </Link>
        </aside>
      </div>
      <DoctorShortlist id="service-doctors" heading={t('doctors')} doctors={serviceDoctors} locale={locale} />
      <ArticleSection
        id="service-articles"
        heading={layout('relatedArticles')}
        articles={relatedArticles}
        readMore={blog('readMore')}
      />
    </article>
  );
}
