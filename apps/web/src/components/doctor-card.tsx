import type { Doctor } from '@clinic/cms-client';
import { Link } from '@/i18n/navigation';
import { toIdSlugSegment } from '@/lib/id-slug';
import { CmsImage } from './cms-image';

type DoctorCardProps = {
  doctor: Doctor;
  viewProfile: string;
  headingLevel?: 2 | 3;
  /** The first card of a list, whose portrait is usually the page's largest paint on a phone. */
  isAboveFold?: boolean;
  /** The consultation fee in words ('Consultation fee: EGP 450'); nothing is shown without one. */
  fee?: string | null;
};

export function DoctorCard({ doctor, viewProfile, headingLevel = 2, isAboveFold = false, fee }: DoctorCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/doctor/${toIdSlugSegment(doctor)}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200">
      <CmsImage
        media={doctor.image}
        alt={doctor.name}
        sizes="(min-width: 1280px) 25vw, (min-width: 640px) 45vw, 100vw"
        className="aspect-[4/5] w-full object-cover"
        priority={isAboveFold}
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-semibold">
          <Link href={href} className="hover:text-brand">
            {doctor.name}
          </Link>
        </Heading>
        {doctor.title ? <p className="text-sm text-slate-600">{doctor.title}</p> : null}
        <p className="text-sm text-accent">
          {(doctor.specialties ?? []).map((specialty) => specialty.name).join(' · ')}
        </p>
        {fee ? (
          <p className="text-sm font-semibold text-slate-800" data-doctor-fee>
            {fee}
          </p>
        ) : null}
        <Link href={href} className="mt-auto pt-3 text-sm font-semibold text-brand underline">
          {viewProfile}
          <span className="sr-only">: {doctor.name}</span>
        </Link>
      </div>
    </article>
  );
}
