import { type TDoctorRating, summarizeRatings } from '@clinic/domain';
import type { Core } from '@strapi/strapi';

type CountedReview = { documentId: string; rating: number; doctor: { documentId: string } | null };

/**
 * Every doctor's rating (summarizeRatings) from the published reviews of verified visits: a review is
 * counted once whichever languages it is published in, so both sites show the same figures.
 */
export const findDoctorRatings = async (strapi: Core.Strapi): Promise<TDoctorRating[]> => {
  const rows = (await strapi.db.query('api::review.review').findMany({
    where: { publishedAt: { $notNull: true }, verifiedVisit: true },
    select: ['documentId', 'rating'],
    populate: { doctor: { select: ['documentId'] } },
  })) as CountedReview[];
  const reviewsByDoctor = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (!row.doctor) continue;
    const reviews = reviewsByDoctor.get(row.doctor.documentId) ?? new Map<string, number>();
    reviews.set(row.documentId, row.rating);
    reviewsByDoctor.set(row.doctor.documentId, reviews);
  }
  return [...reviewsByDoctor]
    .map(([doctor, reviews]) => summarizeRatings(doctor, [...reviews.values()]))
    .filter((rating) => rating !== null);
};
