import { refuseField } from '../utils/validation-details';
import type { TLocale } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { readEditorLocale } from '../booking/schedule-labels';
import type { DocumentMiddleware } from '../utils/document-actions';
import { VISIT_REVIEWS_TABLE, forgetReviewLinks } from './review-links';

const REVIEW = 'api::review.review';

/** The actions moderation looks at: the others (reads, a draft discarded, a deletion) change no decision. */
const MODERATED_ACTIONS: ReadonlySet<string> = new Set(['create', 'update', 'publish', 'unpublish']);

/** Shown under the rejection's field in the admin panel, in the editor's language. */
const REJECTED_REVIEW_REFUSAL: Record<TLocale, string> = {
  en: 'This review was rejected. Empty “Rejected because” to publish it.',
  ar: 'رُفض هذا الرأي. امسح «سبب الرفض» لنشره.',
};

/** Shown under the field an editor changed of a patient's own review. */
const PATIENT_WORDS_REFUSAL: Record<TLocale, string> = {
  en: 'A patient’s review is published as they wrote it: publish it, or reject it in “Rejected because”.',
  ar: 'يُنشر رأي المريض كما كتبه: انشره، أو ارفضه في «سبب الرفض».',
};

/** What the patient wrote on the review page: the CMS writes it, and no editor changes it. */
const PATIENT_WORDS = ['rating', 'body', 'authorName'] as const;

/** A write sent by an editor or an API token (the panel's or the REST API's routes), not by the CMS itself. */
const isSentByEditor = (strapi: Core.Strapi) => {
  const path = strapi.requestContext.get()?.request?.path ?? '';
  return path.startsWith('/content-manager/') || path.startsWith('/api/reviews');
};

/** The patient's words an update would change on a verified review, by field. */
const findChangedWords = async (strapi: Core.Strapi, params: ReviewParams & { data?: Record<string, unknown> }) => {
  const data = params.data ?? {};
  if (!params.documentId || !PATIENT_WORDS.some((field) => field in data)) return [];
  const stored = (await strapi.db.query(REVIEW).findOne({
    where: { documentId: params.documentId, locale: params.locale ?? 'en', publishedAt: null, verifiedVisit: true },
    select: [...PATIENT_WORDS],
  })) as Record<string, unknown> | null;
  const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return stored ? PATIENT_WORDS.filter((field) => field in data && asText(data[field]) !== asText(stored[field])) : [];
};

type ReviewParams = { documentId?: string; locale?: string; status?: string };
type ModeratedVersion = { verifiedVisit: boolean | null; rejectionReason: string | null; publishedAt: string | null };

/** A review's moderation as saved, over its versions in every language. */
const readModeration = async (strapi: Core.Strapi, documentId: string) => {
  const versions = (await strapi.db.query(REVIEW).findMany({
    where: { documentId },
    select: ['verifiedVisit', 'rejectionReason', 'publishedAt'],
  })) as ModeratedVersion[];
  return {
    isVerified: versions.some((version) => version.verifiedVisit === true),
    isRejected: versions.some((version) => (version.rejectionReason ?? '').trim() !== ''),
    isPublished: versions.some((version) => version.publishedAt !== null),
  };
};

/** Once a verified review is published or rejected, its patient's link is used: it opens nothing any more. */
const spendReviewLinks = async (trx: Knex.Transaction, documentId: string) => {
  const visits = (await trx(VISIT_REVIEWS_TABLE)
    .where({ review_document_id: documentId })
    .pluck('appointment_document_id')) as string[];
  if (visits.length > 0) await forgetReviewLinks(trx, visits);
};

const refuseRejectedReview = (strapi: Core.Strapi): never =>
  refuseField('rejectionReason', REJECTED_REVIEW_REFUSAL[readEditorLocale(strapi)]);

/**
 * Editors' decisions on patients' reviews, whatever sends them (the admin panel, REST, scripts):
 * - a review with a rejection reason is never published: saving the reason takes a published review
 *   off both sites, and publishing it is refused until the reason is emptied; the patient is not told;
 * - a verified review is one review shown on both sites: publishing or unpublishing it in one language
 *   does so in both (its two versions carry the same words, as the patient wrote them);
 * - a verified review is published as the patient wrote it: an editor changing its rating, words or
 *   signature is refused (the clinic's reply is theirs to write);
 * - publishing or rejecting a verified review uses its patient's link (src/reviews/visit-reviews.ts).
 * In one transaction with the change, so a refusal leaves nothing behind.
 */
export const reviewModeration = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    if (context.uid !== REVIEW || !MODERATED_ACTIONS.has(context.action)) return next();
    const params = context.params as ReviewParams;
    // Strapi publishes a create or update sent with status=published itself, without a publish action.
    const publishes = context.action === 'publish' || params.status === 'published';
    const changesPublication = context.action === 'publish' || context.action === 'unpublish';
    if (context.action === 'update' && isSentByEditor(strapi)) {
      const [changed] = await findChangedWords(strapi, params);
      if (changed) refuseField(changed, PATIENT_WORDS_REFUSAL[readEditorLocale(strapi)]);
    }
    if (changesPublication && params.documentId && params.locale !== '*') {
      const { isVerified, isRejected } = await readModeration(strapi, params.documentId);
      if (context.action === 'publish' && isRejected) refuseRejectedReview(strapi);
      if (isVerified) params.locale = '*';
    }
    return strapi.db.transaction(async ({ trx }) => {
      const result = await next();
      const documentId = params.documentId ?? (result as { documentId?: unknown } | null)?.documentId;
      if (typeof documentId !== 'string' || context.action === 'unpublish') return result;
      const { isVerified, isRejected, isPublished } = await readModeration(strapi, documentId);
      if (isRejected && publishes) refuseRejectedReview(strapi);
      if (isRejected && isPublished) await strapi.documents(REVIEW).unpublish({ documentId, locale: '*' });
      if (publishes && isVerified && !changesPublication) {
        await strapi.documents(REVIEW).publish({ documentId, locale: '*' });
      }
      if (isRejected || (publishes && isVerified)) await spendReviewLinks(trx, documentId);
      return result;
    });
  };
};
