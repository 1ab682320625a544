import type { Doctor } from '@clinic/cms-client';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listDoctorRatings } from '@/lib/content/doctors';
import { toIdSlugSegment } from '@/lib/id-slug';
import { describeDoctorRating } from '@/lib/rating-text';
import { CmsImage } from './cms-image';
import { DoctorRating } from './doctor-rating';

type DoctorShortlistProps = {
  /** The section's heading, and its id, which names the section for screen readers. */
  heading: string;
  id: string;
  /** Adds to the section's classes (its width on an article's page). */
  className?: string;
  doctors: Doctor[];
  locale: Locale;
  /** A branch page's documentId: the booking opens with that branch chosen too. */
  branch?: string;
};

/**
 * A section of doctors as a short list, each with a small round photo, name, title and a Book link
 * that opens the booking with the doctor chosen ('Book', named 'Book with …' for a screen reader):
 * where a page ends in a way forward (a branch, a service, an article). Nothing without doctors.
 */
export async function DoctorShortlist({ heading, id, className = '', doctors, locale, branch }: DoctorShortlistProps) {
  if (doctors.length === 0) return null;
  const [layout, doctorPage, ratingWords, ratings] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'DoctorPage' }),
    getTranslations({ locale, namespace: 'Ratings' }),
    listDoctorRatings(),
  ]);
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-brand">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {doctors.map((doctor) => {
          const rating = describeDoctorRating(ratings, doctor.documentId, locale, ratingWords);
          return (
            <li key={doctor.documentId} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
              <CmsImage
                media={doctor.image}
                alt=""
                sizes="56px"
                className="size-14 shrink-0 rounded-full object-cover"
              />
              <div className="min-w-0 flex-1">
                <Link href={`/doctor/${toIdSlugSegment(doctor)}`} className="font-semibold hover:text-brand">
                  {doctor.name}
                </Link>
                {doctor.title ? <p className="text-sm text-slate-600">{doctor.title}</p> : null}
                {rating ? <DoctorRating rating={rating} /> : null}
              </div>
              <Link
                href={{
                  pathname: '/booking',
                  query: branch ? { doctor: doctor.documentId, branch } : { doctor: doctor.documentId },
                }}
                aria-label={doctorPage('book', { name: doctor.name })}
                className={buttonClass({
                  variant: 'secondary',
                  size: 'xs',
                  className: 'inline-flex min-h-11 shrink-0 items-center',
                })}
              >
                {layout('bookShort')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
