import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callAdminApi, signInAsCmsEditor } from './support/cms-editor';
import { type ReviewSuite, openReviewSuite } from './support/visit-reviews';

/**
 * Editors publish a patient's review as it is, in both languages at once, or reject it with a reason
 * the patient is never told; the site's ratings, the managers' statistics and the patient's file follow.
 */
describe('[REVIEWS]: moderation', () => {
  let cmsUrl: string;
  let suite: ReviewSuite;

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    suite = await openReviewSuite(cmsUrl, 10);
  });

  afterAll(async () => {
    await suite.remove();
  });

  it('an editor publishes a verified review in one language and both sites count it once; a rejection takes it off both, is refused publication, and its link opens nothing', async () => {
    const editor = await signInAsCmsEditor(cmsUrl);
    const collection = '/content-manager/collection-types/api::review.review';
    const act = (reviewDocumentId: string, action: 'publish' | 'unpublish', locale: string) =>
      callAdminApi(cmsUrl, editor, `${collection}/${reviewDocumentId}/actions/${action}?locale=${locale}`, {
        method: 'POST',
        body: JSON.stringify({}),
      });
    const reject = (reviewDocumentId: string, locale: string, rejectionReason: string) =>
      callAdminApi(cmsUrl, editor, `${collection}/${reviewDocumentId}?locale=${locale}`, {
        method: 'PUT',
        body: JSON.stringify({ rejectionReason }),
      });
    const before = await suite.readReviewFigures();
    const kept = await suite.reviewedVisit(5);
    const refused = await suite.reviewedVisit(1);
    expect(await suite.readRatingCount()).toBeNull();
    const filed = { rating: 5, text: 'Clear and kind.', signature: 'Nour A.' };
    expect(await suite.readFiledReview(kept.email)).toEqual([{ ...filed, state: 'waiting' }]);

    expect((await act(kept.reviewDocumentId, 'publish', 'en')).status).toBe(200);
    expect(await suite.readFiledReview(kept.email)).toEqual([{ ...filed, state: 'published' }]);
    expect(await suite.publicationOf(kept.reviewDocumentId)).toEqual(['en', 'ar']);
    expect(await suite.readRatingCount()).toBe(1);
    // The managers' statistics: two more patients invited and reviewing, and the one rating published.
    const published = { count: 1, average: 5, distribution: [0, 0, 0, 0, 1] };
    expect(await suite.readReviewFigures()).toEqual({
      invited: before.invited + 2,
      reviewed: before.reviewed + 2,
      share: (before.reviewed + 2) / (before.invited + 2),
      byDoctor: [{ documentId: suite.place.doctor, name: expect.stringMatching(/^Dr\. Reviewed/), ...published }],
      byBranch: [{ documentId: suite.place.branch, name: expect.any(String), ...published }],
    });
    expect((await suite.callReview('open', { token: kept.link })).status).toBe(404);
    // Unpublished in Arabic, it leaves both sites; its link stays used.
    expect((await act(kept.reviewDocumentId, 'unpublish', 'ar')).status).toBe(200);
    expect([await suite.publicationOf(kept.reviewDocumentId), await suite.readRatingCount()]).toEqual([[], null]);
    expect((await suite.callReview('open', { token: kept.link })).status).toBe(404);
    expect((await act(kept.reviewDocumentId, 'publish', 'ar')).status).toBe(200);
    expect(await suite.publicationOf(kept.reviewDocumentId)).toEqual(['en', 'ar']);

    // The patient's words stay as written; the clinic's reply is the editors' to write, beside the words
    // the panel sends back unchanged.
    const edit = (locale: string, data: Record<string, unknown>) =>
      callAdminApi(cmsUrl, editor, `${collection}/${kept.reviewDocumentId}?locale=${locale}`, {
        method: 'PUT',
        body: JSON.stringify(data),
      });
    for (const change of [{ body: 'Better words.' }, { rating: 4 }, { authorName: 'Someone else' }]) {
      const refusal = await edit('en', change);
      expect([change, refusal.status, JSON.stringify(refusal.body)]).toEqual([
        change,
        400,
        expect.stringContaining('as they wrote it'),
      ]);
    }
    const asWritten = { rating: filed.rating, body: filed.text, authorName: filed.signature };
    expect((await edit('en', { ...asWritten, clinicReply: 'Thank you, Nour.' })).status).toBe(200);
    expect((await act(kept.reviewDocumentId, 'publish', 'en')).status).toBe(200);
    const shown = await fetch(`${cmsUrl}/api/reviews/${kept.reviewDocumentId}?locale=en`);
    expect(((await shown.json()) as { data: { body: string; clinicReply: string } }).data).toMatchObject({
      body: filed.text,
      clinicReply: 'Thank you, Nour.',
    });

    // Rejected while a draft: never published, and the patient can no longer open or change it.
    expect((await reject(refused.reviewDocumentId, 'ar', 'Names another patient.')).status).toBe(200);
    expect((await suite.callReview('open', { token: refused.link })).status).toBe(404);
    const publishing = await act(refused.reviewDocumentId, 'publish', 'en');
    expect([publishing.status, JSON.stringify(publishing.body)]).toEqual([400, expect.stringContaining('rejected')]);
    expect((await suite.publishThroughApi(refused.reviewDocumentId, 'en')).status).toBe(400);
    expect(await suite.publicationOf(refused.reviewDocumentId)).toEqual([]);

    // Rejected once published: it leaves both sites, and the rating with it; the reason is never public.
    expect((await reject(kept.reviewDocumentId, 'en', 'Written for another clinic.')).status).toBe(200);
    expect([await suite.publicationOf(kept.reviewDocumentId), await suite.readRatingCount()]).toEqual([[], null]);
    // The patient's file says it is not published, never why.
    expect(await suite.readFiledReview(kept.email)).toEqual([{ ...filed, state: 'rejected' }]);
    const listed = await fetch(`${cmsUrl}/api/reviews?locale=en&pagination[pageSize]=100`);
    expect(await listed.text()).not.toContain('rejectionReason');
    // Which visit a review came from is in tables no route reads.
    for (const table of ['visit-reviews', 'visit_reviews', 'review-links', 'review_links']) {
      expect([table, (await fetch(`${cmsUrl}/api/${table}`)).status]).toEqual([table, 404]);
    }
    for (const reviewDocumentId of [kept.reviewDocumentId, refused.reviewDocumentId]) {
      await suite.deleteReview(reviewDocumentId);
    }
  });
});
