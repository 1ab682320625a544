import type { Doctor, DoctorWeeklyHours, Review } from '@clinic/cms-client';
import { SPOKEN_LANGUAGES, formatClockTime } from '@clinic/domain';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CmsImage } from '@/components/cms-image';
import { DoctorNextFreeTime } from '@/components/doctor-next-free-time';
import { DoctorRating } from '@/components/doctor-rating';
import { JsonLd } from '@/components/json-ld';
import { buttonClass } from '@/components/ui/button';
import { PhoneLinks } from '@/components/phone-links';
import { ReviewList } from '@/components/review-list';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { spaceBeforeOpeningBracket } from '@/lib/bracket-spacing';
import { toAbsoluteUrl } from '@/lib/structured-data';
import { toIdSlugSegment } from '@/lib/id-slug';
import type { TRatingText } from '@/lib/rating-text';
import { waitingListJoinHref } from '@/lib/waiting-list-join';

// Parts of a doctor's page: its structured data, its heading, their degrees, and each branch they see
// patients at.

/** The doctor as search engines read them (schema.org's Physician). */
export function DoctorJsonLd({ doctor }: { doctor: Doctor }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: doctor.name,
        description: doctor.title ?? undefined,
        medicalSpecialty: 'Otolaryngologic',
        image: toAbsoluteUrl(doctor.image?.url),
        address: (doctor.branches ?? []).map((branch) => ({
          '@type': 'PostalAddress',
          streetAddress: branch.address,
        })),
      }}
    />
  );
}

/**
 * The languages the doctor speaks, in the CMS's order, as one phrase of the page's language ('Arabic,
 * English and French', 'العربية والإنجليزية والفرنسية'); null when none is set.
 */
const listSpokenLanguages = async (doctor: Doctor, locale: Locale) => {
  const languageNames = await getTranslations({ locale, namespace: 'Languages' });
  const languages = SPOKEN_LANGUAGES.filter((language) => doctor.languages?.includes(language));
  if (languages.length === 0) return null;
  return new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', { type: 'conjunction' }).format(
    languages.map((language) => languageNames(language)),
  );
};

/** The doctor's photo, name, title, languages and fee, and the call to book with them. */
export async function DoctorHeader({
  doctor,
  feeSummary,
  rating,
  locale,
}: {
  doctor: Doctor;
  feeSummary: string;
  /** The rating from verified visits; nothing without one. */
  rating: TRatingText | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'DoctorPage' });
  const languageList = await listSpokenLanguages(doctor, locale);
  return (
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
        {languageList ? <p className="mt-2 text-slate-700">{t('languages', { list: languageList })}</p> : null}
        {rating ? <DoctorRating rating={rating} className="mt-2 text-slate-800" /> : null}
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
  );
}

/** A list of facts about the doctor under its heading. */
const FactList = ({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={id}>
    <h2 id={id} className="text-xl font-semibold text-brand">
      {title}
    </h2>
    <ul className={className}>{children}</ul>
  </section>
);

/** What the doctor practises. */
export function DoctorSpecialties({
  specialties,
  title,
}: {
  specialties: NonNullable<Doctor['specialties']>;
  title: string;
}) {
  return (
    <FactList id="specialties" title={title} className="mt-3 flex flex-wrap gap-2">
      {specialties.map((specialty) => (
        <li key={specialty.documentId} className="rounded-full bg-brand-soft px-3 py-1 text-sm">
          {specialty.name}
        </li>
      ))}
    </FactList>
  );
}

/** The doctor's degrees, each with its school and year. */
export function MedicalDegrees({ degrees, title }: { degrees: NonNullable<Doctor['medicalDegrees']>; title: string }) {
  return (
    <FactList id="degrees" title={title} className="mt-3 space-y-2">
      {degrees.map((degree) => (
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
    </FactList>
  );
}

/** A branch the doctor sees patients at, and the doctor's hours there this week. */
type WeeklyHoursProps = {
  branch: NonNullable<Doctor['branches']>[number];
  hours: DoctorWeeklyHours['hours'];
  locale: Locale;
};

/** The doctor's hours this week at one branch, day by day; or that there are none. */
async function WeeklyHoursList({ branch, hours, locale }: WeeklyHoursProps) {
  const [t, weekdays] = await Promise.all([
    getTranslations({ locale, namespace: 'DoctorPage' }),
    getTranslations({ locale, namespace: 'Weekdays' }),
  ]);
  if (hours.length === 0) return <p className="text-sm text-slate-600">{t('noHours')}</p>;
  return (
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
  );
}

/** One branch the doctor sees patients at: where, the fee there, how to call, the week's hours and the next free time. */
export async function DoctorBranchCard({ doctor, fee, ...place }: WeeklyHoursProps & { doctor: string; fee: string }) {
  const { branch, locale } = place;
  const t = await getTranslations({ locale, namespace: 'DoctorPage' });
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div>
        <Link href={`/branches/${toIdSlugSegment(branch)}`} className="font-semibold hover:text-brand">
          {branch.name}
        </Link>
        <p className="text-sm text-slate-600">{branch.address}</p>
      </div>
      <p className="text-sm font-semibold text-slate-800" data-branch-fee={branch.documentId}>
        {fee}
      </p>
      <p className="text-sm" data-branch-contact={branch.documentId}>
        <PhoneLinks
          phone={branch.phone}
          whatsapp={branch.whatsapp}
          callLabel={t('callBranch', { branch: branch.name })}
          whatsappLabel={t('whatsapp')}
        />
      </p>
      <WeeklyHoursList {...place} />
      <DoctorNextFreeTime doctor={doctor} branches={[branch.documentId]} bookLabel={t('bookThisTime')} />
    </li>
  );
}

/** "Tell me when an earlier time frees up": the doctor's waiting list, for a patient who found no time that suits. */
export function WaitingListLink({ doctor, label }: { doctor: string; label: string }) {
  return (
    <Link href={waitingListJoinHref(doctor)} className="mt-4 inline-block font-semibold text-brand underline">
      {label}
    </Link>
  );
}

/** What patients wrote about the doctor, with a choice of rating; nothing when nobody wrote. */
export function DoctorReviews({ reviews, title, locale }: { reviews: Review[]; title: string; locale: Locale }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="doctor-reviews">
      <h2 id="doctor-reviews" className="text-xl font-semibold text-brand">
        {title}
      </h2>
      <div className="mt-4">
        <ReviewList reviews={reviews} locale={locale} isFiltered />
      </div>
    </section>
  );
}
