import { REVIEW_LINK_LIFETIME_MS } from '@clinic/domain';
import { createLinkTokens } from '../utils/link-tokens';

/**
 * The links to review a visit, created by database/migrations/2026.12.06T00.00.00.visit-reviews.ts:
 * each made as an invitation is sent (the message is the only copy), opening the visit's review page
 * for REVIEW_LINK_LIFETIME_MS, until the visit is anonymized.
 */
const reviewLinks = createLinkTokens<string>('review_links', 'appointment_document_id', {
  lifetimeMs: REVIEW_LINK_LIFETIME_MS,
});

/** Created by the same migration: the review each visit's patient wrote, by the review's document id. */
export const VISIT_REVIEWS_TABLE = 'visit_reviews';

export const issueReviewLinkToken = reviewLinks.issue;
export const forgetReviewLinkToken = reviewLinks.forget;
export const findReviewLinkVisit = reviewLinks.find;
export const forgetReviewLinks = reviewLinks.forgetAllOf;
