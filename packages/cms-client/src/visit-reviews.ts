import { type TVisitReviewInput, type TVisitReviewView, ZVisitReviewViewSchema } from '@clinic/domain';
import { type RequestOptions, type Transport, postCall } from './request';

/** A visit's review page, by its link's token (public; the site reads the token from its cookie). */
export type VisitReviewApi = {
  /** The visit and the review written so far; 404 for any token that opens none, 429 past the limit. */
  openVisitReview(token: string, options?: RequestOptions): Promise<TVisitReviewView>;
  /** Saves the visit's review for the clinic's editors: the page as it now is; 400 naming the field at fault. */
  submitVisitReview(review: TVisitReviewInput, options?: RequestOptions): Promise<TVisitReviewView>;
};

export function createVisitReviewApi(transport: Transport): VisitReviewApi {
  const open = postCall<{ token: string }, TVisitReviewView>(transport, '/visit-review/open', ZVisitReviewViewSchema);
  return {
    openVisitReview: (token, options) => open({ token }, options),
    submitVisitReview: postCall(transport, '/visit-review/submit', ZVisitReviewViewSchema),
  };
}
