import { ClientMessages } from '@/components/client-messages';
import { ClinicAddress } from '@/components/clinic-address';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCard } from '@/components/article-card';
import { JsonLd } from '@/components/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { buildClinicGroup } from '@/lib/clinic-schema';
import { listArticles } from '@/lib/content/articles';
import { listBranches } from '@/lib/content/branches';
import { toIdSlugSegment } from '@/lib/id-slug';
import { findMainInfo, getHome } from '@/lib/site-content';
import { toAbsoluteUrl } from '@/lib/structured-data';
import { ContactFormWhenIdle } from './contact/_components/contact-form-when-idle';
import {
  BookingBannerSection,
  HomeHero,
  MoreSlides,
  WhoWeAreSection,
  WhyChooseUsSection,
} from './_components/home-sections';

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [home, articles, branches, mainInfo, t, metadata] = await Promise.all([
    getHome(locale),
    listArticles(locale),
    listBranches(locale),
    findMainInfo(locale),
    getTranslations({ locale, namespace: 'HomePage' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const [hero, ...otherSlides] = home.slider ?? [];

  return (
    <div className="space-y-16">
      <JsonLd
        data={buildClinicGroup({
          name: mainInfo?.clinicName ?? metadata('siteName'),
          url: toAbsoluteUrl(`/${locale}`) ?? '',
          branches: branches.map((branch) => ({
            name: branch.name,
            url: toAbsoluteUrl(`/${locale}/branches/${toIdSlugSegment(branch)}`) ?? '',
            telephone: branch.phone,
            streetAddress: branch.address ?? '',
            locality: branch.city,
            openingHours: branch.openingHours ?? [],
          })),
        })}
      />
      <HomeHero hero={hero} title={t('title')} bookNow={t('bookNow')} />

      <MoreSlides slides={otherSlides} />

      {home.whoWeAre ? <WhoWeAreSection whoWeAre={home.whoWeAre} /> : null}

      {home.whyChooseUs ? <WhyChooseUsSection whyChooseUs={home.whyChooseUs} title={t('whyChooseUs')} /> : null}

      {home.bookingBanner ? <BookingBannerSection banner={home.bookingBanner} bookNow={t('bookNow')} /> : null}

      {articles.length > 0 ? (
        <section aria-labelledby="latest-news">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="latest-news" className="text-2xl font-semibold text-brand">
              {t('latestNews')}
            </h2>
            <Link href="/blog" className="font-semibold text-brand underline">
              {t('allArticles')}
            </Link>
          </div>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.slice(0, 3).map((article) => (
              <ArticleCard key={article.documentId} article={article} readMore={t('readMore')} />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="get-in-touch" className="rounded-2xl bg-brand-soft p-8">
        <h2 id="get-in-touch" className="text-2xl font-semibold text-brand">
          {t('getInTouch')}
        </h2>
        <div className="grid gap-x-10 lg:grid-cols-2">
          <ClinicAddress locale={locale} className="mt-6" />
          <ClientMessages locale={locale} namespaces={['ContactForm', 'Forms', 'Validation']}>
            <ContactFormWhenIdle labelledBy="get-in-touch" />
          </ClientMessages>
        </div>
      </section>
    </div>
  );
}
