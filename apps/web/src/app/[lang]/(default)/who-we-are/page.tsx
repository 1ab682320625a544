import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { About, Doctor } from '@clinic/cms-client';
import { NotFoundPage } from '@/components/not-found-page';
import { getTranslations } from 'next-intl/server';
import { CmsImage } from '@/components/cms-image';
import { DoctorCard } from '@/components/doctor-card';
import { FaqList } from '@/components/faq-list';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { sortFaqs } from '@/lib/content/faqs';
import { listDoctorRatings } from '@/lib/content/doctors';
import { getAbout } from '@/lib/content/pages';
import { toIdSlugSegment } from '@/lib/id-slug';
import { describeDoctorRating } from '@/lib/rating-text';
import { buildAlternates, buildPageTitle } from '@/lib/seo';
import { openPageContent, requirePageContent } from '@/lib/single-page';
import { FounderList } from './_components/founder-list';
import { ReviewList } from '@/components/review-list';

type Props = PageProps<'/[lang]/who-we-are'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, content: about } = await requirePageContent(params, getAbout);
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return {
    title: buildPageTitle(about.seo?.metaTitle, about.title),
    description: about.seo?.metaDescription ?? t('description'),
    alternates: buildAlternates('/who-we-are', locale),
  };
}

const sectionTitle = 'text-2xl font-semibold text-brand';

/** One of the page's sections under its heading. */
const TitledSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <h2 id={id} className={sectionTitle}>
      {title}
    </h2>
    {children}
  </section>
);

/** The clinic's doctors as cards, each with its rating from verified visits; nothing without doctors. */
async function AboutDoctors({
  doctors,
  title,
  viewProfile,
  locale,
}: {
  doctors: Doctor[];
  title: string;
  viewProfile: string;
  locale: Locale;
}) {
  if (doctors.length === 0) return null;
  const [ratingWords, ratings] = await Promise.all([
    getTranslations({ locale, namespace: 'Ratings' }),
    listDoctorRatings(),
  ]);
  return (
    <TitledSection id="about-doctors" title={title}>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {doctors.map((doctor) => (
          <li key={doctor.documentId}>
            <DoctorCard
              doctor={doctor}
              viewProfile={viewProfile}
              headingLevel={3}
              rating={describeDoctorRating(ratings, doctor.documentId, locale, ratingWords)}
            />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The page's heading, the clinic's own words about itself, and its pictures. */
function AboutHeader({ about }: { about: About }) {
  const images = about.images ?? [];
  return (
    <header className="space-y-6">
      <h1 className="text-3xl font-bold text-brand sm:text-4xl">{about.title}</h1>
      {about.intro ? (
        <div className="max-w-3xl space-y-3 text-lg leading-relaxed text-slate-700">
          {about.intro.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.documentId}>
              <CmsImage
                media={image}
                alt=""
                sizes="(min-width: 768px) 33vw, 50vw"
                className="aspect-[4/3] w-full rounded-xl object-cover"
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

export default async function WhoWeArePage({ params }: Props) {
  const opened = await openPageContent(params, getAbout);
  if (!opened) return <NotFoundPage />;
  const { locale, content: about } = opened;
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  const features = about.whyChooseUs ?? [];
  const doctors = about.doctors ?? [];
  const founders = about.founders ?? [];
  const faqs = sortFaqs(about.faqs ?? []);
  const branches = about.branches ?? [];
  const reviews = about.reviews ?? [];

  return (
    <div className="space-y-16">
      <AboutHeader about={about} />

      {features.length > 0 ? (
        <TitledSection id="about-why-choose-us" title={t('whyChooseUs')}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((feature) => (
              <li key={feature.id} className="rounded-xl border border-slate-200 p-5">
                <CmsImage media={feature.icon} alt="" sizes="48px" className="size-12" />
                <h3 className="mt-3 font-semibold">{feature.title}</h3>
                {feature.description ? <p className="mt-1 text-sm text-slate-600">{feature.description}</p> : null}
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <AboutDoctors doctors={doctors} title={t('ourDoctors')} viewProfile={t('viewProfile')} locale={locale} />

      {founders.length > 0 ? (
        <TitledSection id="about-founders" title={t('founders')}>
          <div className="mt-6">
            <FounderList founders={founders} />
          </div>
        </TitledSection>
      ) : null}

      {faqs.length > 0 ? (
        <section aria-labelledby="about-faqs" className="grid items-start gap-8 md:grid-cols-[1fr_20rem]">
          <div>
            <h2 id="about-faqs" className={sectionTitle}>
              {t('faqs')}
            </h2>
            <div className="mt-6">
              <FaqList faqs={faqs} />
            </div>
          </div>
          <CmsImage
            media={about.faqImage}
            alt=""
            sizes="(min-width: 768px) 20rem, 100vw"
            className="w-full rounded-2xl"
          />
        </section>
      ) : null}

      {branches.length > 0 ? (
        <TitledSection id="about-branches" title={t('branches')}>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {branches.map((branch) => (
              <li key={branch.documentId} className="rounded-lg border border-slate-200 p-4">
                <Link href={`/branches/${toIdSlugSegment(branch)}`} className="font-semibold hover:text-brand">
                  {branch.name}
                </Link>
                {branch.address ? <p className="text-sm text-slate-600">{branch.address}</p> : null}
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {reviews.length > 0 ? (
        <TitledSection id="about-reviews" title={t('reviews')}>
          <div className="mt-6">
            <ReviewList reviews={reviews} locale={locale} />
          </div>
        </TitledSection>
      ) : null}
    </div>
  );
}
