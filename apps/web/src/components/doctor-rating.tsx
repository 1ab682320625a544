import type { TRatingText } from '@/lib/rating-text';

/** A doctor's rating on one line ('4.7 ★ · 126 reviews'), said in a sentence to a screen reader. */
export function DoctorRating({
  rating,
  className = 'text-sm text-slate-700',
}: {
  rating: TRatingText;
  className?: string;
}) {
  return (
    <p className={className} data-doctor-rating>
      <span aria-hidden="true">{rating.shown}</span>
      <span className="sr-only">{rating.spoken}</span>
    </p>
  );
}
