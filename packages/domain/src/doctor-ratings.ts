import { z } from 'zod';
import { ZDocumentIdSchema } from './identifier-schemas';

// A doctor's rating as patients see it: the average of the published reviews from verified visits,
// the same in both languages. Reviews an editor entered from a signed form, an email or a call are
// shown, marked as such, but not counted: the average promises that the clinic asked every patient it
// saw, not that it chose which letters to type in.

export const MAX_RATING = 5;

/** Fewer reviews than this and a doctor shows their count without an average: one bad evening would rule it. */
export const MIN_REVIEWS_FOR_AVERAGE = 5;

/** A doctor's published reviews from verified visits: how many, the average to one decimal, and each star's count. */
export const ZDoctorRatingSchema = z.object({
  doctor: ZDocumentIdSchema,
  count: z.number().int().min(1),
  /** Null below MIN_REVIEWS_FOR_AVERAGE reviews. */
  average: z.number().min(1).max(MAX_RATING).nullable(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: z.array(z.number().int().min(0)).length(MAX_RATING),
});

export type TDoctorRating = z.infer<typeof ZDoctorRatingSchema>;

/** GET /api/doctor-ratings: every doctor with at least one counted review. */
export const ZDoctorRatingsAnswerSchema = z.object({ ratings: z.array(ZDoctorRatingSchema) });

export type TDoctorRatingsAnswer = z.infer<typeof ZDoctorRatingsAnswerSchema>;

/**
 * Ratings (each 1 to 5) counted: how many, their average to one decimal (null for none), and how many
 * gave each number of stars, one star first. What staff read; patients see summarizeRatings.
 */
export const tallyRatings = (ratings: readonly number[]) => {
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return {
    count: ratings.length,
    average: ratings.length === 0 ? null : Math.round((sum / ratings.length) * 10) / 10,
    distribution: Array.from({ length: MAX_RATING }, (_, index) => ratings.filter((r) => r === index + 1).length),
  };
};

/** The rating of one doctor's counted reviews (each 1 to 5); null when there are none. */
export const summarizeRatings = (doctor: string, ratings: readonly number[]): TDoctorRating | null => {
  if (ratings.length === 0) return null;
  const tally = tallyRatings(ratings);
  return { doctor, ...tally, average: tally.count >= MIN_REVIEWS_FOR_AVERAGE ? tally.average : null };
};
