import { randomBytes } from 'node:crypto';
import { REVIEW_INVITATION_DEFAULTS, planReviewInvitation } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Place, createOneDaySchedule, createTestDoctor, earlyHours, futureDay } from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { callAdminApi, signInAsCmsEditor } from './support/cms-editor';
import { readEmails } from './support/mail';
import { bookAtDesk, takeTimesOf, uniqueAddress, uniqueMobile } from './support/patient-messages';
import { sendJson } from './support/requests';
import { executeSql, querySql, toSqlDateTime } from './support/sql';

type Invitation = {
  channel: string;
  state: string;
  next_attempt_at_ms: number | string;
  created_at_ms: number | string;
};
type ReviewVersion = {
  documentId: string;
  locale: string;
  authorName: string;
  body: string | null;
  rating: number;
  verifiedVisit: boolean;
  writtenIn: string | null;
};

const HOUR = 3_600_000;

/**
 * A visit marked completed invites its patient to review it the next day; the link opens the review
 * page, and what the patient sends is one draft of the review collection for editors to publish.
 */
describe('[REVIEWS]: the invitation after a visit, and the review it brings', () => {
  let cmsUrl: string;
  let staff: Record<string, string>;
  let token: string;
  let place: Place;
  let nextTime: () => string;
  let removeDoctor: () => Promise<unknown>;
  const day = futureDay(9);

  const changeStatus = async (documentId: string, from: string, to: string, extra: Record<string, unknown> = {}) => {
    const url = `${cmsUrl}/api/staff/appointments/${documentId}/status`;
    const answer = await sendJson('POST', url, staff, { from, to, ...extra });
    expect([to, answer.status]).toEqual([to, 200]);
  };
  /** A visit booked at the desk for a patient with an email and a mobile, which took place an hour ago. */
  const visitTakenPlace = async (email: string) => {
    const documentId = await bookAtDesk(cmsUrl, staff, {
      place,
      start: nextTime(),
      phone: uniqueMobile().typed,
      extra: { patient: { email, firstName: 'Nour', lastName: 'Adel' } },
    });
    await executeSql('UPDATE appointments SET starts_at = ? WHERE document_id = ?', [
      toSqlDateTime(new Date(Date.now() - HOUR)),
      documentId,
    ]);
    return documentId;
  };
  const readInvitations = (documentId: string) =>
    querySql<Invitation>(
      "SELECT channel, state, next_attempt_at_ms, created_at_ms FROM patient_messages WHERE appointment_document_id = ? AND kind = 'reviewInvitation' ORDER BY channel",
      [documentId],
    );
  /** The review link of a visit's invitation, sent now rather than the next day. */
  const receiveReviewLink = async (documentId: string, email: string) => {
    await executeSql(
      "UPDATE patient_messages SET next_attempt_at_ms = 0 WHERE appointment_document_id = ? AND kind = 'reviewInvitation'",
      [documentId],
    );
    const isInvitation = (subject: string) => subject.startsWith('How was your visit with ');
    await expect
      .poll(async () => (await readEmails(email)).some((sent) => isInvitation(sent.subject)), { timeout: 10_000 })
      .toBe(true);
    const invitation = (await readEmails(email)).find((sent) => isInvitation(sent.subject));
    const link = /\/en\/review\/([A-Za-z0-9_-]{43})/.exec(invitation?.text ?? '');
    if (!link?.[1]) throw new Error(`No review link in: ${invitation?.text}`);
    return link[1];
  };
  const callReview = (route: 'open' | 'submit', data: Record<string, unknown>) =>
    sendJson<{ data?: Record<string, unknown> }>('POST', `${cmsUrl}/api/visit-review/${route}`, {}, data);
  const readVersions = async (documentId: string) => {
    const versions: (ReviewVersion & { status: string })[] = [];
    for (const locale of ['en', 'ar'])
      for (const status of ['draft', 'published']) {
        const response = await fetch(`${cmsUrl}/api/reviews/${documentId}?locale=${locale}&status=${status}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.status === 200)
          versions.push({ ...((await response.json()) as { data: ReviewVersion }).data, status });
      }
    return versions;
  };
  /** A review published as a script would: an update with status=published, through REST. */
  const publishThroughApi = (reviewDocumentId: string, locale: string) =>
    fetch(`${cmsUrl}/api/reviews/${reviewDocumentId}?locale=${locale}&status=published`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: {} }),
    });
  /** A visit completed and reviewed in English: its patient's link, and the review's document id. */
  const reviewedVisit = async (rating: number) => {
    const email = uniqueAddress('moderated');
    const documentId = await visitTakenPlace(email);
    await changeStatus(documentId, 'confirmed', 'done');
    const link = await receiveReviewLink(documentId, email);
    const review = { token: link, locale: 'en', rating, text: 'Clear and kind.', signature: 'named', consent: true };
    expect((await callReview('submit', review)).status).toBe(200);
    const [row] = await querySql<{ review_document_id: string }>(
      'SELECT review_document_id FROM visit_reviews WHERE appointment_document_id = ?',
      [documentId],
    );
    return { link, reviewDocumentId: String(row?.review_document_id) };
  };
  /** The doctor's rating as the site reads it: how many verified reviews are published, null for none. */
  const readRatingCount = async () => {
    const response = await fetch(`${cmsUrl}/api/doctor-ratings`);
    const { data } = (await response.json()) as { data: { ratings: { doctor: string; count: number }[] } };
    return data.ratings.find((rating) => rating.doctor === place.doctor)?.count ?? null;
  };
  const publicationOf = async (reviewDocumentId: string) =>
    (await readVersions(reviewDocumentId)).filter(({ status }) => status === 'published').map(({ locale }) => locale);

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    staff = await signInAsStaff(cmsUrl);
    token = await createFullAccessToken(cmsUrl);
    // A doctor of this suite's own: no other suite's hours meet these.
    const doctor = await createTestDoctor(cmsUrl, token, `Dr. Reviewed ${Date.now()}`);
    place = doctor.place;
    removeDoctor = doctor.remove;
    // Published in Arabic too, as every doctor patients visit is: a review in Arabic names the Arabic version.
    const arabic = await sendJson(
      'PUT',
      `${cmsUrl}/api/doctors/${place.doctor}?locale=ar&status=published`,
      { authorization: `Bearer ${token}` },
      { name: 'د. مراجَع', slug: `reviewed-${Date.now()}` },
    );
    expect(arabic.status).toBe(200);
    await createOneDaySchedule(cmsUrl, token, place, day, { ...earlyHours('23:00'), capacity: 2 });
    nextTime = takeTimesOf(day);
  });

  afterAll(async () => {
    await removeDoctor();
  });

  it('invites once, on every channel, the day after inside the hours; a completion taken back withdraws it; a no-show or a cancellation invites nobody', async () => {
    const documentId = await visitTakenPlace(uniqueAddress('invited'));
    await changeStatus(documentId, 'confirmed', 'done');
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

    await changeStatus(documentId, 'done', 'confirmed');
    expect(await readInvitations(documentId)).toEqual([]);
    await changeStatus(documentId, 'confirmed', 'done');
    await changeStatus(documentId, 'done', 'confirmed');
    await changeStatus(documentId, 'confirmed', 'done');
    expect((await readInvitations(documentId)).map(({ channel }) => channel)).toEqual(['email', 'sms']);

    const missed = await visitTakenPlace(uniqueAddress('missed'));
    await changeStatus(missed, 'confirmed', 'noShow');
    const cancelled = await visitTakenPlace(uniqueAddress('cancelled'));
    await changeStatus(cancelled, 'confirmed', 'canceled', { reason: { category: 'patientRequest' } });
    expect([await readInvitations(missed), await readInvitations(cancelled)]).toEqual([[], []]);
  });

  it('opens the visit from the link; a review sent twice is one draft in both languages, as written; forged, expired and published links open nothing', async () => {
    const email = uniqueAddress('reviewer');
    const documentId = await visitTakenPlace(email);
    await changeStatus(documentId, 'confirmed', 'done');
    const link = await receiveReviewLink(documentId, email);

    const opened = await callReview('open', { token: link });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ namedSignature: 'Nour A.', review: null });
    expect(opened.body.data?.visitMonth).toMatch(/^\d{4}-\d{2}$/);

    const refused = await callReview('submit', { token: link, locale: 'ar', rating: 6, signature: 'named' });
    expect(refused.status).toBe(400);
    const words = 'الدكتور شرح كل شيء بهدوء';
    const review = { token: link, locale: 'ar', rating: 5, text: words, signature: 'named', consent: true };
    expect((await callReview('submit', review)).body.data?.review).toEqual({
      rating: 5,
      text: words,
      signature: 'named',
    });
    const changed = await callReview('submit', { ...review, rating: 4, signature: 'anonymous' });
    expect(changed.body.data?.review).toEqual({ rating: 4, text: words, signature: 'anonymous' });

    const [row] = await querySql<{ review_document_id: string }>(
      'SELECT review_document_id FROM visit_reviews WHERE appointment_document_id = ?',
      [documentId],
    );
    const versions = await readVersions(String(row?.review_document_id));
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
    expect((await callReview('open', { token: forged })).status).toBe(404);
    expect((await callReview('submit', { ...review, token: forged })).status).toBe(404);

    await executeSql('UPDATE review_links SET created_at_ms = ? WHERE appointment_document_id = ?', [
      Date.now() - 31 * 24 * HOUR,
      documentId,
    ]);
    expect((await callReview('open', { token: link })).status).toBe(404);
    await executeSql('UPDATE review_links SET created_at_ms = ? WHERE appointment_document_id = ?', [
      Date.now(),
      documentId,
    ]);
    expect((await callReview('open', { token: link })).status).toBe(200);

    expect((await publishThroughApi(String(row?.review_document_id), 'ar')).status).toBe(200);
    expect((await callReview('open', { token: link })).status).toBe(404);
    await fetch(`${cmsUrl}/api/reviews/${row?.review_document_id}?locale=*`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
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
    const kept = await reviewedVisit(5);
    const refused = await reviewedVisit(1);
    expect(await readRatingCount()).toBeNull();

    expect((await act(kept.reviewDocumentId, 'publish', 'en')).status).toBe(200);
    expect(await publicationOf(kept.reviewDocumentId)).toEqual(['en', 'ar']);
    expect(await readRatingCount()).toBe(1);
    expect((await callReview('open', { token: kept.link })).status).toBe(404);
    // Unpublished in Arabic, it leaves both sites; its link stays used.
    expect((await act(kept.reviewDocumentId, 'unpublish', 'ar')).status).toBe(200);
    expect([await publicationOf(kept.reviewDocumentId), await readRatingCount()]).toEqual([[], null]);
    expect((await callReview('open', { token: kept.link })).status).toBe(404);
    expect((await act(kept.reviewDocumentId, 'publish', 'ar')).status).toBe(200);
    expect(await publicationOf(kept.reviewDocumentId)).toEqual(['en', 'ar']);

    // Rejected while a draft: never published, and the patient can no longer open or change it.
    expect((await reject(refused.reviewDocumentId, 'ar', 'Names another patient.')).status).toBe(200);
    expect((await callReview('open', { token: refused.link })).status).toBe(404);
    const publishing = await act(refused.reviewDocumentId, 'publish', 'en');
    expect([publishing.status, JSON.stringify(publishing.body)]).toEqual([400, expect.stringContaining('rejected')]);
    expect((await publishThroughApi(refused.reviewDocumentId, 'en')).status).toBe(400);
    expect(await publicationOf(refused.reviewDocumentId)).toEqual([]);

    // Rejected once published: it leaves both sites, and the rating with it; the reason is never public.
    expect((await reject(kept.reviewDocumentId, 'en', 'Written for another clinic.')).status).toBe(200);
    expect([await publicationOf(kept.reviewDocumentId), await readRatingCount()]).toEqual([[], null]);
    const listed = await fetch(`${cmsUrl}/api/reviews?locale=en&pagination[pageSize]=100`);
    expect(await listed.text()).not.toContain('rejectionReason');
    for (const reviewDocumentId of [kept.reviewDocumentId, refused.reviewDocumentId]) {
      await fetch(`${cmsUrl}/api/reviews/${reviewDocumentId}?locale=*`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });
});
