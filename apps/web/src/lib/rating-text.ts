import { type TDoctorRating, formatCairoDateTime, formatNumber } from '@clinic/domain';
import type { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';

/** The Ratings messages' translator. */
type RatingWords = ReturnType<typeof useTranslations<'Ratings'>>;

/**
 * The star a rating is written with: a symbol no font of the site draws (the browser's does), so it
 * stays out of the message files, whose characters the cut Arabic faces keep.
 */
export const STAR = '★';

/** A doctor's rating as a line shows it ('4.7 ★ · 126 reviews') and as a screen reader says it. */
export type TRatingText = { shown: string; spoken: string };

/**
 * A doctor's rating in words, from the ratings of every doctor: the average with its count, or the
 * count alone below five reviews; null for a doctor without reviews from verified visits.
 */
export const describeDoctorRating = (
  ratings: readonly TDoctorRating[],
  doctorId: string,
  locale: Locale,
  words: RatingWords,
): TRatingText | null => {
  const rating = ratings.find((candidate) => candidate.doctor === doctorId);
  if (!rating) return null;
  const { count } = rating;
  if (rating.average === null) return { shown: words('count', { count }), spoken: words('countSpoken', { count }) };
  const average = formatNumber(rating.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    shown: words('average', { average, star: STAR, count }),
    spoken: words('averageSpoken', { average, count }),
  };
};

/** A visit's month ('2026-10') in words: 'October 2026', 'أكتوبر 2026'. */
export const formatVisitMonth = (visitMonth: string, locale: Locale) =>
  formatCairoDateTime(new Date(`${visitMonth}-15T12:00:00Z`), locale, { month: 'long', year: 'numeric' });
