import { tallyRatings } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type VisitFilter, selectVisits } from '../appointments/visit-figures';
import { OUTBOX_TABLE } from '../messages/outbox';
import { VISIT_REVIEWS_TABLE } from '../reviews/review-links';
import { summarizeByPlace } from './place-groups';

/** An invitation in these states reached the patient's channel. */
const REACHED_STATES = ['sent', 'delivered', 'read'];

type Count = { n: number | string } | undefined;
type PublishedRating = { doctor: string | null; branch: string | null; rating: number | string };

/** Ratings grouped by a doctor's or branch's document id, each group tallied. */
const tallyBy = (rows: PublishedRating[], key: 'doctor' | 'branch') =>
  summarizeByPlace(rows, key, (row) => Number(row.rating), tallyRatings);

/**
 * The review figures of a filter's completed visits (only those invite), counted by the database from
 * the visits of the range (the visit figures' index), each looked up by its document id: those whose
 * review invitation reached the patient, those whose patient wrote a review (whatever an editor did
 * with it since), and the ratings of the reviews published, one per review (its version in the
 * language it was written in), by doctor and branch.
 */
export const countReviewFigures = async (strapi: Core.Strapi, filter: VisitFilter) => {
  const knex = strapi.db.connection;
  const reviews = strapi.db.metadata.get('api::review.review').tableName;
  const completedVisits = () => selectVisits(strapi, filter).where('a.status', 'done');
  const writtenReviews = () =>
    knex(`${VISIT_REVIEWS_TABLE} as v`)
      .join(`${reviews} as r`, 'r.document_id', 'v.review_document_id')
      .where('v.appointment_document_id', knex.ref('a.document_id'));
  const [invited, reviewed, published] = await Promise.all([
    completedVisits()
      .whereExists(
        knex(`${OUTBOX_TABLE} as m`)
          .select(knex.raw('1'))
          .where('m.appointment_document_id', knex.ref('a.document_id'))
          .where('m.kind', 'reviewInvitation')
          .whereIn('m.state', REACHED_STATES),
      )
      .count('* as n')
      .first() as Promise<Count>,
    completedVisits()
      .whereExists(writtenReviews().select(knex.raw('1')))
      .count('* as n')
      .first() as Promise<Count>,
    completedVisits()
      .join(`${VISIT_REVIEWS_TABLE} as v`, 'v.appointment_document_id', 'a.document_id')
      .join(`${reviews} as r`, 'r.document_id', 'v.review_document_id')
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
