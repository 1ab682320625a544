import { tallyRatings } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type VisitFilter, selectVisits } from '../appointments/visit-figures';
import { OUTBOX_TABLE } from '../messages/outbox';
import { VISIT_REVIEWS_TABLE } from '../reviews/review-links';

/** An invitation in these states reached the patient's channel. */
const REACHED_STATES = ['sent', 'delivered', 'read'];

type Count = { n: number | string } | undefined;
type PublishedRating = { doctor: string | null; branch: string | null; rating: number | string };

/** Ratings grouped by a doctor's or branch's document id, each group tallied; most reviewed first. */
const tallyBy = (rows: PublishedRating[], key: 'doctor' | 'branch') => {
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const documentId = row[key];
    if (documentId) groups.set(documentId, [...(groups.get(documentId) ?? []), Number(row.rating)]);
  }
  return [...groups].map(([documentId, ratings]) => ({ documentId, ...tallyRatings(ratings) }));
};

/**
 * The review figures of a filter's visits, counted by the database: the visits whose review
 * invitation reached the patient, those whose patient wrote a review (whatever an editor did with it
 * since), and the ratings of the reviews published, one per review (its version in the language it was
 * written in), by doctor and branch.
 */
export const countReviewFigures = async (strapi: Core.Strapi, filter: VisitFilter) => {
  const reviews = strapi.db.metadata.get('api::review.review').tableName;
  const reviewedVisits = () =>
    selectVisits(strapi, filter)
      .join(`${VISIT_REVIEWS_TABLE} as v`, 'v.appointment_document_id', 'a.document_id')
      .join(`${reviews} as r`, 'r.document_id', 'v.review_document_id');
  const [invited, reviewed, published] = await Promise.all([
    selectVisits(strapi, filter)
      .join(`${OUTBOX_TABLE} as m`, 'm.appointment_document_id', 'a.document_id')
      .where('m.kind', 'reviewInvitation')
      .whereIn('m.state', REACHED_STATES)
      .countDistinct('a.document_id as n')
      .first() as Promise<Count>,
    reviewedVisits().countDistinct('a.document_id as n').first() as Promise<Count>,
    reviewedVisits()
      .whereNotNull('r.published_at')
      .whereRaw('r.locale = r.written_in')
      .select('a.doctor_document_id as doctor', 'a.branch_document_id as branch', 'r.rating as rating') as Promise<
      PublishedRating[]
    >,
  ]);
  return {
    invited: Number(invited?.n ?? 0),
    reviewed: Number(reviewed?.n ?? 0),
    byDoctor: tallyBy(published, 'doctor'),
    byBranch: tallyBy(published, 'branch'),
  };
};
