import type { Review } from '@clinic/cms-client';
import { CmsImage } from '@/components/cms-image';

const MAX_RATING = 5;

/** Stars are decoration; the rating is read out from the sentence beside them. */
export function ReviewList({ reviews, ratingLabel }: { reviews: Review[]; ratingLabel: (rating: number) => string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => {
        const rating = Math.min(MAX_RATING, Math.max(0, Math.round(review.rating)));
        return (
          <li key={review.documentId}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 p-5">
              <p className="flex items-center gap-2 text-sm">
                <span aria-hidden="true" className="text-lg tracking-wider text-amber-500">
                  {'★'.repeat(rating)}
                  <span className="text-slate-300">{'★'.repeat(MAX_RATING - rating)}</span>
                </span>
                <span className="text-slate-600">{ratingLabel(rating)}</span>
              </p>
              <blockquote className="flex-1 leading-relaxed text-slate-700">
                <p>{review.body}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3 font-semibold">
                <CmsImage
                  media={review.userImage}
                  alt=""
                  sizes="48px"
                  className="size-12 shrink-0 rounded-full object-cover"
                />
                {review.authorName}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
