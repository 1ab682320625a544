import { ClientMessages } from '@/components/client-messages';
import { ClinicAddress } from '@/components/clinic-address';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCard } from '@/components/article-card';
import { CmsImage } from '@/components/cms-image';
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
import { buttonClass } from '@/components/ui/button';

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
      <section aria-labelledby="home-title" className="grid items-center gap-8 md:grid-cols-2">
        <div>
          <h1 id="home-title" className="text-3xl font-bold leading-tight text-brand sm:text-4xl">
            {hero?.title ?? t('title')}
          </h1>
          {hero?.subtitle ? <p className="mt-4 text-lg text-slate-700">{hero.subtitle}</p> : null}
          <Link href={hero?.ctaHref ?? '/booking'} className={buttonClass({ className: 'mt-6 inline-block' })}>
            {hero?.ctaLabel ?? t('bookNow')}
          </Link>
        </div>
        <CmsImage
          media={hero?.image}
          alt=""
          sizes="(min-width: 768px) 50vw, 100vw"
          className="w-full rounded-2xl"
          priority
        />
      </section>

      {otherSlides.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {otherSlides.map((slide) => (
            <li key={slide.id} className="rounded-xl bg-brand-soft p-6">
              <p className="text-lg font-semibold text-brand">{slide.title}</p>
              {slide.subtitle ? <p className="mt-2 text-slate-700">{slide.subtitle}</p> : null}
              {slide.ctaHref && slide.ctaLabel ? (
                <Link href={slide.ctaHref} className="mt-3 inline-block font-semibold text-brand underline">
                  {slide.ctaLabel}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {home.whoWeAre ? (
        <section aria-labelledby="who-we-are" className="grid gap-8 md:grid-cols-2">
          <CmsImage
            media={home.whoWeAre.image}
            alt=""
            sizes="(min-width: 768px) 50vw, 100vw"
            className="w-full rounded-2xl"
          />
          <div>
            <h2 id="who-we-are" className="text-2xl font-semibold text-brand">
              {home.whoWeAre.title}
            </h2>
            <p className="mt-3 leading-relaxed">{home.whoWeAre.body}</p>
            <ul className="mt-6 grid grid-cols-2 gap-4">
              {(home.whoWeAre.stats ?? []).map((stat) => (
                <li key={stat.id} className="rounded-lg bg-brand-soft p-4 text-center">
                  <bdi dir="ltr" className="block text-2xl font-bold text-brand">
                    {stat.value}
                  </bdi>
                  <span className="text-sm">{stat.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {home.whyChooseUs ? (
        <section aria-labelledby="why-choose-us">
          <h2 id="why-choose-us" className="text-2xl font-semibold text-brand">
            {home.whyChooseUs.title ?? t('whyChooseUs')}
          </h2>
          {home.whyChooseUs.subtitle ? <p className="mt-2 text-slate-700">{home.whyChooseUs.subtitle}</p> : null}
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {(home.whyChooseUs.items ?? []).map((item) => (
              <li key={item.id} className="rounded-xl border border-slate-200 p-5">
                <CmsImage media={item.icon} alt="" sizes="48px" className="size-12" />
                <h3 className="mt-3 font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {home.bookingBanner ? (
        <section aria-labelledby="booking-banner" className="rounded-2xl bg-brand p-8 text-white">
          <h2 id="booking-banner" className="text-2xl font-semibold">
            {home.bookingBanner.title}
          </h2>
          {home.bookingBanner.description ? (
            <p className="mt-2 text-slate-200">{home.bookingBanner.description}</p>
          ) : null}
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {(home.bookingBanner.cards ?? []).map((card) => (
              <li key={card.id} className="rounded-xl bg-white/10 p-5">
                <CmsImage media={card.image} alt="" sizes="48px" className="size-12 rounded" />
                <h3 className="mt-3 font-semibold">{card.title}</h3>
                <p className="mt-1 text-sm text-slate-200">{card.description}</p>
              </li>
            ))}
          </ul>
          <Link href="/booking" className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand">
            {t('bookNow')}
          </Link>
        </section>
      ) : null}

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
