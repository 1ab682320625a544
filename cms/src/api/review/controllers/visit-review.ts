import { ZVisitReviewLinkSchema, ZVisitReviewSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { createVisitReviews } from '../../../reviews/visit-reviews';
import { answerPublicRequest } from '../../../utils/public-answers';

/**
 * A visit's review link: public routes, the token in the JSON body only (as the manage link's), each
 * answering the review page as it now is. See cms/src/reviews/visit-reviews.ts.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const visitReviews = createVisitReviews(strapi);
  return {
    /** POST /api/visit-review/open — `{ token }`: the visit and the review written so far. */
    open: answerPublicRequest(ZVisitReviewLinkSchema, 'review link', ({ token }, from) =>
      visitReviews.open(token, from),
    ),
    /** POST /api/visit-review/submit — `{ token, locale, rating, text, signature, consent }`: the visit's review, saved for editors. */
    submit: answerPublicRequest(ZVisitReviewSchema, 'review', (review, from) => visitReviews.submit(review, from)),
  };
};
