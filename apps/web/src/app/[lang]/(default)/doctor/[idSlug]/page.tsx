import { parseIdSlug } from '@clinic/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleSection } from '@/components/article-section';
import { NextFreeTimeWords } from '@/components/doctor-next-free-time';
import { getPathname } from '@/i18n/navigation';
import { type Locale, routing } from '@/i18n/routing';
import {
  findDoctor,
  listConsultationFees,
  listDoctorRatings,
  listDoctorReviews,
  listDoctorWeeklyHours,
  listDoctors,
} from '@/lib/content/doctors';
import { readBranchPhones } from '@/lib/branch-phones';
import { describeDoctorFee } from '@/lib/fee-text';
import { describeDoctorRating } from '@/lib/rating-text';
import { idSlugParams, redirectToCanonicalSlug, toIdSlugSegment } from '@/lib/id-slug';
import { NotFoundPage } from '@/components/not-found-page';
import { buildPageTitle } from '@/lib/seo';
import {
  DoctorBranchCard,
  DoctorHeader,
  DoctorJsonLd,
  DoctorReviews,
  DoctorSpecialties,
  MedicalDegrees,
  WaitingListLink,
} from './_components/doctor-sections';

type Props = PageProps<'/[lang]/doctor/[idSlug]'>;

export const generateStaticParams = idSlugParams(listDoctors);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, idSlug } = await params;
  const locale = lang as Locale;
  const parsed = parseIdSlug(idSlug);
  if (!parsed) notFound();
  // The doctor in every language at once (the page's own language is the page's read, made once).
  const twins = await Promise.all(routing.locales.map((candidate) => findDoctor(candidate, parsed.id)));
  const doctor = twins[routing.locales.indexOf(locale)];
  if (!doctor) notFound();
  const pathIn = (candidate: Locale, twin: typeof doctor | null) =>
    `/${candidate}/doctor/${twin ? toIdSlugSegment(twin) : doctor.publicId}`;
  return {
    title: buildPageTitle(doctor.seo?.metaTitle, doctor.name),
    description: doctor.seo?.metaDescription ?? doctor.title ?? undefined,
    alternates: {
      canonical: pathIn(locale, doctor),
      languages: {
        ...Object.fromEntries(
          routing.locales.map((candidate, index) => [candidate, pathIn(candidate, twins[index] ?? null)]),
        ),
        'x-default': pathIn(routing.defaultLocale, twins[0] ?? null),
      },
    },
  };
}

export default async function DoctorPage({ params }: Props) {
  const { lang, idSlug } = await params;
  const locale = lang as Locale;
  setRequestLocale(locale);
  const parsed = parseIdSlug(idSlug);
  if (!parsed) return <NotFoundPage />;
  const { id, slug } = parsed;
  // The doctor and everything beside them in one round of requests to the CMS, all by the public id
  // in the address: a page rendered again after an edit, on a busy CMS, waits for one answer, not two.
  const [doctor, t, home, ratingWords, feeWords, doctorsPage, reviews, fees, ratings, weeklyHours] = await Promise.all([
    findDoctor(locale, id),
    getTranslations({ locale, namespace: 'DoctorPage' }),
    getTranslations({ locale, namespace: 'HomePage' }),
    getTranslations({ locale, namespace: 'Ratings' }),
    getTranslations({ locale, namespace: 'Fees' }),
    getTranslations({ locale, namespace: 'DoctorsPage' }),
    listDoctorReviews(locale, id),
    listConsultationFees(),
    listDoctorRatings(),
    listDoctorWeeklyHours(id),
  ]);
  if (!doctor) return <NotFoundPage />;
  redirectToCanonicalSlug(slug, doctor, (segment) => getPathname({ locale, href: `/doctor/${segment}` }));
  const feeAt = (branchIds: string[], branchPhones = readBranchPhones([])) =>
    describeDoctorFee(fees, doctor.documentId, branchIds, locale, feeWords, branchPhones);
  const doctorBranches = doctor.branches ?? [];
  const feeSummary = feeAt(
    doctorBranches.map((branch) => branch.documentId),
    readBranchPhones(doctorBranches),
  );

  return (
    <article className="space-y-10">
      <DoctorJsonLd doctor={doctor} />
      <DoctorHeader
        doctor={doctor}
        feeSummary={feeSummary}
        rating={describeDoctorRating(ratings, doctor.documentId, locale, ratingWords)}
        locale={locale}
      />

      <section aria-labelledby="bio">
        <h2 id="bio" className="text-2xl font-semibold text-brand">
          {t('bio')}
        </h2>
        <div className="mt-3 space-y-3 leading-relaxed">
          {(doctor.bio ?? '').split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>

      <div className="grid gap-10 md:grid-cols-2">
        <DoctorSpecialties specialties={doctor.specialties ?? []} title={t('specialties')} />
        <MedicalDegrees degrees={doctor.medicalDegrees ?? []} title={t('medicalDegrees')} />
      </div>

      <NextFreeTimeWords
        locale={locale}
        template={doctorsPage('nextFree', { time: '{time}' })}
        none={doctorsPage('noNextFree')}
      >
        <section aria-labelledby="doctor-branches">
          <h2 id="doctor-branches" className="text-xl font-semibold text-brand">
            {t('branches')}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {(doctor.branches ?? []).map((branch) => (
              <DoctorBranchCard
                key={branch.documentId}
                doctor={doctor.documentId}
                branch={branch}
                fee={feeAt([branch.documentId])}
                hours={weeklyHours.filter((entry) => entry.branch === branch.documentId)}
                locale={locale}
              />
            ))}
          </ul>
          <WaitingListLink doctor={doctor.documentId} label={t('waitingList')} />
        </section>
      </NextFreeTimeWords>

      <DoctorReviews reviews={reviews} title={t('reviews')} locale={locale} />

      <ArticleSection
        id="doctor-articles"
        heading={t('articles')}
        articles={doctor.articles ?? []}
        readMore={home('readMore')}
      />
    </article>
  );
}
