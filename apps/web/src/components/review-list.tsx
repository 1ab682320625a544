import type { Review } from '@clinic/cms-client';
import { MAX_RATING } from '@clinic/domain';
import { getTranslations } from 'next-intl/server';
import { CmsImage } from '@/components/cms-image';
import type { Locale } from '@/i18n/routing';
import { STAR, formatVisitMonth } from '@/lib/rating-text';
import { ReviewFilter } from './review-filter';

type ReviewWords = {
  about: Awaited<ReturnType<typeof getTranslations<'AboutPage'>>>;
  t: Awaited<ReturnType<typeof getTranslations<'Ratings'>>>;
};

/** One review as a card (see ReviewList). */
function ReviewCard({
  review,
  rating,
  locale,
  words: { about, t },
}: {
  review: Review;
  rating: number;
  locale: Locale;
  words: ReviewWords;
}) {
  // The patient's words in the other language keep that language's name and direction.
  const writtenIn = review.writtenIn && review.writtenIn !== locale ? review.writtenIn : undefined;
  const asWritten = writtenIn ? { lang: writtenIn, dir: writtenIn === 'ar' ? 'rtl' : 'ltr' } : {};
  const origin = review.verifiedVisit
    ? [
        t('verified'),
        review.visitMonth ? t('visitMonth', { month: formatVisitMonth(review.visitMonth, locale) }) : null,
      ]
    : [t('shared')];
  return (
    <div className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 p-5">
      <figure className="flex flex-1 flex-col gap-4">
        <p className="flex items-center gap-2 text-sm">
          <span aria-hidden="true" className="text-lg tracking-wider text-amber-500">
            {STAR.repeat(rating)}
            <span className="text-slate-300">{STAR.repeat(MAX_RATING - rating)}</span>
          </span>
          <span className="text-slate-600">{about('rating', { rating })}</span>
        </p>
        {review.body ? (
          <blockquote className="flex-1 leading-relaxed text-slate-700" {...asWritten}>
            <p>{review.body}</p>
          </blockquote>
        ) : (
          <div className="flex-1" />
        )}
        <figcaption className="flex items-center gap-3">
          <CmsImage
            media={review.userImage}
            alt=""
            sizes="48px"
            className="size-12 shrink-0 rounded-full object-cover"
          />
          <span>
            <span className="block font-semibold">
              <bdi>{review.authorName}</bdi>
            </span>
            <span
              className={`block text-sm ${review.verifiedVisit ? 'text-emerald-800' : 'text-slate-600'}`}
              title={review.verifiedVisit ? t('verifiedHint') : undefined}
              data-review-origin={review.verifiedVisit ? 'verified' : 'shared'}
            >
              {review.verifiedVisit ? <span aria-hidden="true">✓ </span> : null}
              {origin.filter(Boolean).join(' · ')}
            </span>
          </span>
        </figcaption>
      </figure>
      {review.clinicReply ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-brand">{t('reply')}</p>
          <p className="mt-1 text-slate-700">{review.clinicReply}</p>
        </div>
      ) : null}
    </div>
  );
}

type ReviewListProps = { reviews: Review[]; locale: Locale; isFiltered?: boolean };

/**
 * Patients' reviews, newest first: the stars (decoration; the rating is read out from the sentence
 * beside them), the words as the patient wrote them, marked with their language, the signature, a
 * verified visit's mark and month or the note that the patient shared it with the clinic, and the
 * clinic's reply. With `isFiltered`, a choice of rating above them (two ratings or more).
 */
export async function ReviewList({ reviews, locale, isFiltered = false }: ReviewListProps) {
  const [about, t] = await Promise.all([
    getTranslations({ locale, namespace: 'AboutPage' }),
    getTranslations({ locale, namespace: 'Ratings' }),
  ]);
  const items = reviews.map((review) => {
    const rating = Math.min(MAX_RATING, Math.max(1, Math.round(review.rating)));
    return {
      key: review.documentId,
      rating,
      review: <ReviewCard review={review} rating={rating} locale={locale} words={{ about, t }} />,
    };
  });
  const listClass = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';
  if (isFiltered && new Set(items.map((item) => item.rating)).size > 1) {
    const counts = Array.from({ length: MAX_RATING }, (_, index) => ({
      rating: MAX_RATING - index,
      count: items.filter((item) => item.rating === MAX_RATING - index).length,
    })).filter(({ count }) => count > 0);
    const labels = {
      group: t('filter'),
      all: t('allRatings', { count: items.length }),
      ratings: counts.map(({ rating, count }) => ({
        rating,
        shown: t('stars', { rating, star: STAR, count }),
        spoken: t('starsSpoken', { rating, count }),
      })),
    };
    return <ReviewFilter items={items} labels={labels} listClass={listClass} />;
  }
  return (
    <ul className={listClass}>
      {items.map((item) => (
        <li key={item.key}>{item.review}</li>
      ))}
    </ul>
  );
}
