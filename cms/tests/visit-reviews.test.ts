import { randomBytes } from 'node:crypto';
import { REVIEW_INVITATION_DEFAULTS, planReviewInvitation } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueAddress } from './support/patient-messages';
import { executeSql, querySql, toSqlDateTime } from './support/sql';
import { HOUR, type ReviewSuite, openReviewSuite, readInvitations, receiveReviewLink } from './support/visit-reviews';

/**
 * A visit marked completed invites its patient to review it the next day; the link opens the review
 * page, and what the patient sends is one draft of the review collection for editors to publish.
 */
describe('[REVIEWS]: the invitation after a visit, and the review it brings', () => {
  let suite: ReviewSuite;

  beforeAll(async () => {
    suite = await openReviewSuite(inject('cmsUrl'), 9);
  });

  afterAll(async () => {
    await suite.remove();
  });

  it('invites once, on every channel, the day after inside the hours; a completion taken back withdraws it; a no-show, a cancellation or an anonymized visit invites nobody', async () => {
    const documentId = await suite.visitTakenPlace(uniqueAddress('invited'));
    await suite.changeStatus(documentId, 'confirmed', 'done');
    const invitations = await readInvitations(documentId);
    expect(invitations.map(({ channel, state }) => [channel, state])).toEqual([
      ['email', 'queued'],
      ['sms', 'queued'],
    ]);
    for (const invitation of invitations) {
      const completedAt = new Date(Number(invitation.created_at_ms));
      expect(Number(invitation.next_attempt_at_ms)).toBe(
        planReviewInvitation(completedAt, REVIEW_INVITATION_DEFAULTS).getTime(),
      );
    }

    await suite.changeStatus(documentId, 'done', 'confirmed');
    expect(await readInvitations(documentId)).toEqual([]);
    await suite.changeStatus(documentId, 'confirmed', 'done');
    await suite.changeStatus(documentId, 'done', 'confirmed');
    await suite.changeStatus(documentId, 'confirmed', 'done');
    expect((await readInvitations(documentId)).map(({ channel }) => channel)).toEqual(['email', 'sms']);

    const missed = await suite.visitTakenPlace(uniqueAddress('missed'));
    await suite.changeStatus(missed, 'confirmed', 'noShow');
    const cancelled = await suite.visitTakenPlace(uniqueAddress('cancelled'));
    await suite.changeStatus(cancelled, 'confirmed', 'canceled', { reason: { category: 'patientRequest' } });
    expect([await readInvitations(missed), await readInvitations(cancelled)]).toEqual([[], []]);
    // A visit anonymized (its patient erased from the clinic's records) and then completed invites nobody.
    const forgotten = await suite.visitTakenPlace(uniqueAddress('forgotten'));
    await executeSql('UPDATE appointments SET anonymized_at = ? WHERE document_id = ?', [
      toSqlDateTime(new Date()),
      forgotten,
    ]);
    await suite.changeStatus(forgotten, 'confirmed', 'done');
    expect(await readInvitations(forgotten)).toEqual([]);
  });

  it('opens the visit from the link; a review sent twice is one draft in both languages, as written; forged, expired and published links open nothing', async () => {
    const email = uniqueAddress('reviewer');
    const documentId = await suite.visitTakenPlace(email);
    await suite.changeStatus(documentId, 'confirmed', 'done');
    const link = await receiveReviewLink(documentId, email);

    const opened = await suite.callReview('open', { token: link });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ namedSignature: 'Nour A.', review: null });
    expect(opened.body.data?.visitMonth).toMatch(/^\d{4}-\d{2}$/);

    const refused = await suite.callReview('submit', { token: link, locale: 'ar', rating: 6, signature: 'named' });
    expect(refused.status).toBe(400);
    const words = 'الدكتور شرح كل شيء بهدوء';
    const review = { token: link, locale: 'ar', rating: 5, text: words, signature: 'named', consent: true };
    expect((await suite.callReview('submit', review)).body.data?.review).toEqual({
      rating: 5,
      text: words,
      signature: 'named',
    });
    const changed = await suite.callReview('submit', { ...review, rating: 4, signature: 'anonymous' });
    expect(changed.body.data?.review).toEqual({ rating: 4, text: words, signature: 'anonymous' });

    const [row] = await querySql<{ review_document_id: string }>(
      'SELECT review_document_id FROM visit_reviews WHERE appointment_document_id = ?',
      [documentId],
    );
    const versions = await suite.readVersions(String(row?.review_document_id));
    // Drafts only, in both languages, the patient's words as written in Arabic, signed in each site's language.
    expect(
      versions.map(({ locale, status, authorName, body, rating, verifiedVisit, writtenIn }) => [
        locale,
        status,
        authorName,
        body,
        rating,
        verifiedVisit,
        writtenIn,
      ]),
    ).toEqual([
      ['en', 'draft', 'Anonymous patient', words, 4, true, 'ar'],
      ['ar', 'draft', 'مريض لم يذكر اسمه', words, 4, true, 'ar'],
    ]);

    const forged = randomBytes(32).toString('base64url');
    expect((await suite.callReview('open', { token: forged })).status).toBe(404);
    expect((await suite.callReview('submit', { ...review, token: forged })).status).toBe(404);

    await executeSql('UPDATE review_links SET created_at_ms = ? WHERE appointment_document_id = ?', [
      Date.now() - 31 * 24 * HOUR,
      documentId,
    ]);
    expect((await suite.callReview('open', { token: link })).status).toBe(404);
    await executeSql('UPDATE review_links SET created_at_ms = ? WHERE appointment_document_id = ?', [
      Date.now(),
      documentId,
    ]);
    expect((await suite.callReview('open', { token: link })).status).toBe(200);

    expect((await suite.publishThroughApi(String(row?.review_document_id), 'ar')).status).toBe(200);
    expect((await suite.callReview('open', { token: link })).status).toBe(404);
    await suite.deleteReview(String(row?.review_document_id));
  });
});
