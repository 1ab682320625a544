import type { Doctor } from '@clinic/cms-client';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { toIdSlugSegment } from '@/lib/id-slug';
import type { TRatingText } from '@/lib/rating-text';
import { CmsImage } from './cms-image';
import { DoctorRating } from './doctor-rating';

type DoctorCardProps = {
  doctor: Doctor;
  viewProfile: string;
  headingLevel?: 2 | 3;
  /** The first card of a list, whose portrait is usually among the page's first paints. */
  isAboveFold?: boolean;
  /** The consultation fee in words ('Consultation fee: EGP 450', or 'Fee: ask the branch' without one). */
  fee?: string | null;
  /** The rating from verified visits ('4.7 ★ · 126 reviews'); nothing without one. */
  rating?: TRatingText | null;
  /** The doctor's next free time, filled in on the visitor's screen. */
  nextFreeTime?: ReactNode;
  /** 'Book', and its name for a screen reader ('Book with …'): opens the booking with the doctor chosen. */
  book?: { text: string; label: string };
};

/**
 * A doctor at a glance, compact enough for three or more on a phone's screen: a small portrait beside
 * the name, title, specialties, fee and next free time, and a Book button. A doctor at one branch is
 * booked there; at several, the booking asks which.
 */
export function DoctorCard({
  doctor,
  viewProfile,
  headingLevel = 2,
  isAboveFold = false,
  fee,
  rating,
  nextFreeTime,
  book,
}: DoctorCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/doctor/${toIdSlugSegment(doctor)}`;
  const branches = doctor.branches ?? [];
  const [onlyBranch] = branches.length === 1 ? branches : [];
  return (
    <article className="flex h-full gap-3 rounded-xl border border-slate-200 p-3 sm:gap-4 sm:p-4">
      <CmsImage
        media={doctor.image}
        alt=""
        drawnWidth={96}
        className="size-20 shrink-0 rounded-xl object-cover sm:size-24"
        priority={isAboveFold}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Heading className="font-semibold leading-snug">
          <Link href={href} className="hover:text-brand">
            {doctor.name}
          </Link>
        </Heading>
        {doctor.title ? <p className="text-sm text-slate-600">{doctor.title}</p> : null}
        <p className="text-sm text-accent">
          {(doctor.specialties ?? []).map((specialty) => specialty.name).join(' · ')}
        </p>
        {rating ? <DoctorRating rating={rating} /> : null}
        {fee ? (
          <p className="text-sm font-semibold text-slate-800" data-doctor-fee>
            {fee}
          </p>
        ) : null}
        {nextFreeTime}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-1.5">
          {book ? (
            <Link
              href={{
                pathname: '/booking',
                query: onlyBranch
                  ? { doctor: doctor.documentId, branch: onlyBranch.documentId }
                  : { doctor: doctor.documentId },
              }}
              aria-label={book.label}
              className={buttonClass({ size: 'xs', className: 'inline-flex min-h-11 items-center' })}
            >
              {book.text}
            </Link>
          ) : null}
          <Link href={href} className="text-sm font-semibold text-brand underline">
            {viewProfile}
            <span className="sr-only">: {doctor.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
