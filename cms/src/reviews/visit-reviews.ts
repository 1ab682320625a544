import {
  ANONYMOUS_REVIEW_SIGNATURE,
  AppError,
  ErrorCode,
  LOCALES,
  type TLocale,
  type TPatientDataVisitAnswer,
  type TVisitReview,
  type TVisitReviewView,
  composeReviewSignature,
  toCairoDate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointment } from '../appointments/appointment-records';
import { readPublishedTexts } from '../booking/doctor-at-branch';
import { readCmsEnvironment } from '../environment';
import { createRateLimiter } from '../utils/rate-limit';
import { VISIT_REVIEWS_TABLE, findReviewLinkVisit } from './review-links';

/** How many times a visit's review may be sent in an hour: a patient correcting a word, not a script. */
const SUBMITS_PER_VISIT_PER_HOUR = 10;

type ReviewedVisit = {
  documentId: string;
  status: string;
  startsAt: string;
  firstName: string;
  lastName: string;
  doctorDocumentId: string | null;
  branchDocumentId: string | null;
  anonymizedAt: string | null;
};

type ReviewDraft = { rating: number; body: string | null; authorName: string; locale: string };

const REVIEW = 'api::review.review';

/** The month of the visit, YYYY-MM in Cairo, as a review names it. */
const visitMonthOf = (visit: ReviewedVisit) => toCairoDate(new Date(visit.startsAt)).slice(0, 7);

/** The signature a named review carries, the same on both sites. */
const namedSignatureOf = (visit: ReviewedVisit) => composeReviewSignature(visit.firstName, visit.lastName);

/** The review's fields in `locale`: the patient's words as written, the signature in that site's language when anonymous. */
const reviewFields = (visit: ReviewedVisit, review: TVisitReview, locale: TLocale, now: Date) => ({
  authorName: review.signature === 'named' ? namedSignatureOf(visit) : ANONYMOUS_REVIEW_SIGNATURE[locale],
  body: review.text ?? '',
  rating: review.rating,
  doctor: visit.doctorDocumentId,
  branch: visit.branchDocumentId,
  verifiedVisit: true,
  visitMonth: visitMonthOf(visit),
  writtenIn: review.locale,
  publicationConsentOn: toCairoDate(now),
  publicationConsentBy: 'reviewPage' as const,
});

/** The review written for a visit so far, by its document id; null when none was, or it was deleted. */
const readWrittenReview = async (strapi: Core.Strapi, appointmentDocumentId: string) => {
  const row = (await strapi.db
    .connection(VISIT_REVIEWS_TABLE)
    .where({ appointment_document_id: appointmentDocumentId })
    .first('review_document_id')) as { review_document_id: string | null } | undefined;
  const documentId = row?.review_document_id ?? null;
  if (!documentId) return null;
  const versions = (await strapi.db.query(REVIEW).findMany({
    where: { documentId },
    select: ['rating', 'body', 'authorName', 'locale', 'publishedAt', 'writtenIn', 'rejectionReason'],
  })) as (ReviewDraft & { publishedAt: string | null; writtenIn: string | null; rejectionReason: string | null })[];
  if (versions.length === 0) return null;
  const isPublished = versions.some((version) => version.publishedAt !== null);
  const isRejected = versions.some((version) => (version.rejectionReason ?? '').trim() !== '');
  const written = versions.find((version) => version.locale === version.writtenIn) ?? versions[0];
  return { documentId, isPublished, isRejected, written };
};

/**
 * The review a visit's patient wrote, as their file lists it: the rating, the words and the signature
 * as written, and whether it waits for an editor, is published or was not (never why).
 */
export const readPatientReview = async (
  strapi: Core.Strapi,
  appointmentDocumentId: string,
): Promise<TPatientDataVisitAnswer['review']> => {
  const review = await readWrittenReview(strapi, appointmentDocumentId);
  if (!review?.written) return null;
  const { rating, body, authorName } = review.written;
  const state = review.isRejected ? 'rejected' : review.isPublished ? 'published' : 'waiting';
  return { rating, text: body || null, signature: authorName, state };
};

/** What the review page shows: the visit's doctor, branch and month, the signature, the review so far. */
const toView = async (
  strapi: Core.Strapi,
  visit: ReviewedVisit,
  written: Awaited<ReturnType<typeof readWrittenReview>>,
): Promise<TVisitReviewView> => {
  const doctor = visit.doctorDocumentId
    ? await readPublishedTexts(strapi, 'api::doctor.doctor', visit.doctorDocumentId, ['name'])
    : null;
  const branch = visit.branchDocumentId
    ? await readPublishedTexts(strapi, 'api::branch.branch', visit.branchDocumentId, ['name'])
    : null;
  const draft = written?.written;
  const isAnonymous = draft ? LOCALES.some((locale) => ANONYMOUS_REVIEW_SIGNATURE[locale] === draft.authorName) : false;
  return {
    doctor: doctor?.name ?? { en: '', ar: '' },
    branch: branch?.name ?? { en: '', ar: '' },
    visitMonth: visitMonthOf(visit),
    namedSignature: namedSignatureOf(visit),
    review: draft
      ? { rating: draft.rating, text: draft.body || null, signature: isAnonymous ? 'anonymous' : 'named' }
      : null,
  };
};

/** Writes the review in both languages as drafts: a new document, or the one the visit has. */
const writeReview = async (
  strapi: Core.Strapi,
  visit: ReviewedVisit,
  review: TVisitReview,
  documentId: string | null,
  now: Date,
) => {
  const reviews = strapi.documents(REVIEW);
  const [first = review.locale, second] = [review.locale, ...LOCALES.filter((locale) => locale !== review.locale)];
  if (documentId) {
    for (const locale of LOCALES) {
      await reviews.update({ documentId, locale, data: reviewFields(visit, review, locale, now) });
    }
    return documentId;
  }
  const created = await reviews.create({ locale: first, data: reviewFields(visit, review, first, now) });
  if (second) {
    await reviews.update({
      documentId: created.documentId,
      locale: second,
      data: reviewFields(visit, review, second, now),
    });
  }
  return created.documentId;
};

/**
 * A visit's review page, for the routes of /api/visit-review: what it shows, and the review the patient
 * sends. A token that opens nothing (unknown, past its 30 days, its visit anonymized or no longer
 * completed, its review published) is the same NOT_FOUND, counted against the asking address as the
 * manage link's are (MANAGE_RATE_LIMIT_*). A visit has one review, written as a draft of the review
 * collection in both languages with the patient's words as written, which editors publish; until then
 * the patient may send it again and it is changed, at most SUBMITS_PER_VISIT_PER_HOUR times an hour.
 */
export const createVisitReviews = (strapi: Core.Strapi) => {
  const env = readCmsEnvironment();
  const window = { max: env.MANAGE_RATE_LIMIT_MAX, windowMs: env.MANAGE_RATE_LIMIT_WINDOW_MS };
  const failedLookups = createRateLimiter({ name: 'review-link-lookups', ...window });
  const submitsPerAddress = createRateLimiter({ name: 'review-submits-address', ...window });
  const submitsPerVisit = createRateLimiter({
    name: 'review-submits-visit',
    max: SUBMITS_PER_VISIT_PER_HOUR,
    windowMs: 3_600_000,
  });
  const knex = strapi.db.connection;
  const reviews = strapi.documents(REVIEW);

  const openVisit = async (token: string, address: string, now: Date) => {
    if (await failedLookups.isLimited(address)) {
      throw new AppError(ErrorCode.RATE_LIMITED, 'Too many unknown links from this address; try again later');
    }
    const documentId = await findReviewLinkVisit(knex, token, now);
    const visit = documentId
      ? await findAppointment<ReviewedVisit>(strapi, {
          where: { documentId },
          select: [
            'documentId',
            'status',
            'startsAt',
            'firstName',
            'lastName',
            'doctorDocumentId',
            'branchDocumentId',
            'anonymizedAt',
          ],
        })
      : null;
    const written = visit ? await readWrittenReview(strapi, visit.documentId) : null;
    if (!visit || visit.anonymizedAt || visit.status !== 'done' || written?.isPublished) {
      await failedLookups.hit(address);
      throw new AppError(ErrorCode.NOT_FOUND, 'No such visit to review');
    }
    return { visit, written };
  };

  return {
    async open(token: string, address: string, now = new Date()) {
      const { visit, written } = await openVisit(token, address, now);
      return toView(strapi, visit, written);
    },

    /**
     * Saves the patient's review: the visit's one review, claimed by the first writer (its row in
     * visit_reviews) so that two sends at once never make two; RATE_LIMITED past the limits.
     */
    async submit(review: TVisitReview, address: string, now = new Date()) {
      if ((await submitsPerAddress.hit(address)).limited) {
        throw new AppError(ErrorCode.RATE_LIMITED, 'Too many reviews sent from this address; try again later');
      }
      const { visit, written } = await openVisit(review.token, address, now);
      if ((await submitsPerVisit.hit(visit.documentId)).limited) {
        throw new AppError(ErrorCode.RATE_LIMITED, 'This review was sent too many times; try again later');
      }
      if (written) {
        await writeReview(strapi, visit, review, written.documentId, now);
        return toView(strapi, visit, await readWrittenReview(strapi, visit.documentId));
      }
      await knex(VISIT_REVIEWS_TABLE)
        .insert({ appointment_document_id: visit.documentId, review_document_id: null, created_at_ms: now.getTime() })
        .onConflict('appointment_document_id')
        .ignore();
      // The review the row names, when an editor deleted it: the new one takes its place.
      const row = (await knex(VISIT_REVIEWS_TABLE)
        .where({ appointment_document_id: visit.documentId })
        .first('review_document_id')) as { review_document_id: string | null };
      const documentId = await writeReview(strapi, visit, review, null, now);
      const claimed = await knex(VISIT_REVIEWS_TABLE)
        .where({ appointment_document_id: visit.documentId })
        .andWhere((unclaimed) =>
          row.review_document_id === null
            ? unclaimed.whereNull('review_document_id')
            : unclaimed.where('review_document_id', row.review_document_id),
        )
        .update({ review_document_id: documentId });
      if (claimed !== 1) {
        // Another send of the same review claimed the visit first: this one changes that review instead.
        await reviews.delete({ documentId, locale: '*' });
        const winner = await readWrittenReview(strapi, visit.documentId);
        if (winner) await writeReview(strapi, visit, review, winner.documentId, now);
      }
      return toView(strapi, visit, await readWrittenReview(strapi, visit.documentId));
    },
  };
};

/** With the visit's anonymization, the link from it to its review goes; a published review's words stay. */
export const forgetVisitReview = (strapi: Core.Strapi, documentId: string) =>
  strapi.db.connection(VISIT_REVIEWS_TABLE).where({ appointment_document_id: documentId }).delete();
