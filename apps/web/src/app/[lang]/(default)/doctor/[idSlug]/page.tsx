import { SPOKEN_LANGUAGES, formatClockTime, parseIdSlug } from '@clinic/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleSection } from '@/components/article-section';
import { ReviewList } from '@/components/review-list';
import { CmsImage } from '@/components/cms-image';
import { DoctorNextFreeTime, NextFreeTimeWords } from '@/components/doctor-next-free-time';
import { JsonLd } from '@/components/json-ld';
import { getPathname, Link } from '@/i18n/navigation';
import { type Locale, routing } from '@/i18n/routing';
import {
  findDoctor,
  listConsultationFees,
  listDoctorReviews,
  listDoctorWeeklyHours,
  listDoctors,
} from '@/lib/content/doctors';
import { PhoneLinks } from '@/components/phone-links';
import { readBranchPhones } from '@/lib/branch-phones';
import { describeDoctorFee } from '@/lib/fee-text';
import { idSlugParams, redirectToCanonicalSlug, toIdSlugSegment } from '@/lib/id-slug';
import { NotFoundPage } from '@/components/not-found-page';
import { buildPageTitle } from '@/lib/seo';
import { buttonClass } from '@/components/ui/button';
import { spaceBeforeOpeningBracket } from '@/lib/bracket-spacing';

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
  const [doctor, t, home, languageNames, about, feeWords, doctorsPage, weekdays, reviews, fees, weeklyHours] =
    await Promise.all([
      findDoctor(locale, id),
      getTranslations({ locale, namespace: 'DoctorPage' }),
      getTranslations({ locale, namespace: 'HomePage' }),
      getTranslations({ locale, namespace: 'Languages' }),
      getTranslations({ locale, namespace: 'AboutPage' }),
      getTranslations({ locale, namespace: 'Fees' }),
      getTranslations({ locale, namespace: 'DoctorsPage' }),
      getTranslations({ locale, namespace: 'Weekdays' }),
      listDoctorReviews(locale, id),
      listConsultationFees(),
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
  const languages = SPOKEN_LANGUAGES.filter((language) => doctor.languages?.includes(language));
  // 'Arabic, English and French', 'العربية والإنجليزية والفرنسية'.
  const languageList = new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', { type: 'conjunction' }).format(
    languages.map((language) => languageNames(language)),
  );

  return (
    <article className="space-y-10">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Physician',
          name: doctor.name,
          description: doctor.title ?? undefined,
          medicalSpecialty: 'Otolaryngologic',
          image: doctor.image?.url,
          address: (doctor.branches ?? []).map((branch) => ({
            '@type': 'PostalAddress',
            streetAddress: branch.address,
          })),
        }}
      />
      <header className="grid gap-8 md:grid-cols-[18rem_1fr]">
        <CmsImage
          media={doctor.image}
          alt={doctor.name}
          sizes="(min-width: 768px) 18rem, 100vw"
          className="w-full rounded-2xl"
          priority
        />
        <div>
          <h1 className="text-3xl font-bold text-brand">{doctor.name}</h1>
          {doctor.title ? <p className="mt-2 text-lg text-slate-700">{doctor.title}</p> : null}
          {languages.length > 0 ? (
            <p className="mt-2 text-slate-700">{t('languages', { list: languageList })}</p>
          ) : null}
          <p className="mt-2 font-semibold text-slate-800" data-doctor-fee>
            {feeSummary}
          </p>
          <Link
            href={{ pathname: '/booking', query: { doctor: doctor.documentId } }}
            className={buttonClass({ className: 'mt-6 inline-block' })}
          >
            {t('book', { name: doctor.name })}
          </Link>
        </div>
      </header>

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
        <section aria-labelledby="specialties">
          <h2 id="specialties" className="text-xl font-semibold text-brand">
            {t('specialties')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {(doctor.specialties ?? []).map((specialty) => (
              <li key={specialty.documentId} className="rounded-full bg-brand-soft px-3 py-1 text-sm">
                {specialty.name}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="degrees">
          <h2 id="degrees" className="text-xl font-semibold text-brand">
            {t('medicalDegrees')}
          </h2>
          <ul className="mt-3 space-y-2">
            {(doctor.medicalDegrees ?? []).map((degree) => (
              <li key={degree.id}>
                <span className="font-medium">{spaceBeforeOpeningBracket(degree.title)}</span>
                {degree.institution ? (
                  <span className="text-slate-600"> — {spaceBeforeOpeningBracket(degree.institution)}</span>
                ) : null}
                {/* The space stays outside the isolate: inside it, right to left, it was drawn past the bracket. */}
                {degree.year ? (
                  <>
                    {' '}
                    <bdi className="text-slate-600">({degree.year})</bdi>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
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
            {(doctor.branches ?? []).map((branch) => {
              const branchFee = feeAt([branch.documentId]);
              const hours = weeklyHours.filter((entry) => entry.branch === branch.documentId);
              return (
                <li key={branch.documentId} className="space-y-2 rounded-lg border border-slate-200 p-4">
                  <div>
                    <Link href={`/branches/${toIdSlugSegment(branch)}`} className="font-semibold hover:text-brand">
                      {branch.name}
                    </Link>
                    <p className="text-sm text-slate-600">{branch.address}</p>
                  </div>
                  <p className="text-sm font-semibold text-slate-800" data-branch-fee={branch.documentId}>
                    {branchFee}
                  </p>
                  <p className="text-sm" data-branch-contact={branch.documentId}>
                    <PhoneLinks
                      phone={branch.phone}
                      whatsapp={branch.whatsapp}
                      callLabel={t('callBranch', { branch: branch.name })}
                      whatsappLabel={t('whatsapp')}
                    />
                  </p>
                  {hours.length > 0 ? (
                    <ul
                      aria-label={t('weeklyHours', { branch: branch.name })}
                      className="space-y-0.5 text-sm"
                      data-weekly-hours={branch.documentId}
                    >
                      {hours.map((entry) => (
                        <li key={`${entry.weekday} ${entry.startTime}`}>
                          <span className="font-medium">{weekdays(entry.weekday)}</span>{' '}
                          <span className="inline-block">
                            {formatClockTime(entry.startTime, locale)} – {formatClockTime(entry.endTime, locale)}
                          </span>
                          {entry.mode === 'fcfs' ? (
                            <span className="text-slate-600">{`${locale === 'ar' ? '، ' : ', '}${t('walkIn')}`}</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-slate-600">{t('noHours')}</p>
                  )}
                  <DoctorNextFreeTime
                    doctor={doctor.documentId}
                    branches={[branch.documentId]}
                    bookLabel={t('bookThisTime')}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      </NextFreeTimeWords>

      {reviews.length > 0 ? (
        <section aria-labelledby="doctor-reviews">
          <h2 id="doctor-reviews" className="text-xl font-semibold text-brand">
            {t('reviews')}
          </h2>
          <div className="mt-4">
            <ReviewList reviews={reviews} ratingLabel={(rating) => about('rating', { rating })} />
          </div>
        </section>
      ) : null}

      <ArticleSection
        id="doctor-articles"
        heading={t('articles')}
        articles={doctor.articles ?? []}
        readMore={home('readMore')}
      />
    </article>
  );
}
