import type { TStatistics } from '@clinic/domain';
import { expect } from 'vitest';
import { createOneDaySchedule, createTestDoctor, earlyHours, futureDay } from './booking';
import { createFullAccessToken, signInAsStaff } from './cms-admin';
import { readEmails } from './mail';
import { bookAtDesk, takeTimesOf, uniqueAddress, uniqueMobile } from './patient-messages';
import { sendJson } from './requests';
import { readStatistics } from './staff-requests';
import { executeSql, querySql, toSqlDateTime } from './sql';

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

export const HOUR = 3_600_000;

/** The review invitations queued or sent for a visit, one per channel. */
export const readInvitations = (documentId: string) =>
  querySql<Invitation>(
    "SELECT channel, state, next_attempt_at_ms, created_at_ms FROM patient_messages WHERE appointment_document_id = ? AND kind = 'reviewInvitation' ORDER BY channel",
    [documentId],
  );
/** The review link of a visit's invitation, sent now rather than the next day. */
export const receiveReviewLink = async (documentId: string, email: string) => {
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

/** A review's versions, each language's draft and published one where they are, as an API token reads them. */
const readReviewVersions = async (cmsUrl: string, token: string, documentId: string) => {
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

/** A doctor published in both languages, as every doctor patients visit is, with hours on one day `daysAhead`. */
const createReviewedDoctor = async (cmsUrl: string, token: string, daysAhead: number) => {
  const doctor = await createTestDoctor(cmsUrl, token, `Dr. Reviewed ${Date.now()}`);
  // A review in Arabic names the doctor's Arabic version.
  const arabic = await sendJson(
    'PUT',
    `${cmsUrl}/api/doctors/${doctor.place.doctor}?locale=ar&status=published`,
    { authorization: `Bearer ${token}` },
    { name: 'د. مراجَع', slug: `reviewed-${Date.now()}` },
  );
  expect(arabic.status).toBe(200);
  const day = futureDay(daysAhead);
  await createOneDaySchedule(cmsUrl, token, doctor.place, day, { ...earlyHours('23:00'), capacity: 2 });
  return { doctor, day };
};

/**
 * A doctor of a review suite's own, seen by patients in both languages, with a day of hours
 * `daysAhead` from today (no other suite's hours meet these), and what the suite does with the visits
 * it books there: completing them, reading the invitations and links, writing reviews and reading
 * them back as editors, the site, managers and the patient's file see them.
 */
export const openReviewSuite = async (cmsUrl: string, daysAhead: number) => {
  const staff = await signInAsStaff(cmsUrl);
  const token = await createFullAccessToken(cmsUrl);
  const { doctor, day } = await createReviewedDoctor(cmsUrl, token, daysAhead);
  const { place } = doctor;
  const nextTime = takeTimesOf(day);

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
  const callReview = (route: 'open' | 'submit', data: Record<string, unknown>) =>
    sendJson<{ data?: Record<string, unknown> }>('POST', `${cmsUrl}/api/visit-review/${route}`, {}, data);
  const readVersions = (documentId: string) => readReviewVersions(cmsUrl, token, documentId);
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
    return { email, link, reviewDocumentId: String(row?.review_document_id) };
  };
  /** The review the patient's file lists for their one visit (patients' requests, a manager's). */
  const readFiledReview = async (email: string) => {
    const url = `${cmsUrl}/api/staff/patient-data?${new URLSearchParams({ email })}`;
    const answer = await sendJson<{ data?: { appointments: { review: unknown }[] } }>('GET', url, staff);
    return answer.body.data?.appointments.map(({ review }) => review);
  };
  /** The doctor's rating as the site reads it: how many verified reviews are published, null for none. */
  const readRatingCount = async () => {
    const response = await fetch(`${cmsUrl}/api/doctor-ratings`);
    const { data } = (await response.json()) as { data: { ratings: { doctor: string; count: number }[] } };
    return data.ratings.find((rating) => rating.doctor === place.doctor)?.count ?? null;
  };
  /** The review figures of the suite's doctor's visits, as a manager's statistics count them. */
  const readReviewFigures = async () => {
    const answer = await readStatistics(cmsUrl, staff, { from: day.date, to: day.date, doctor: place.doctor });
    return (answer.body.data as TStatistics).reviews;
  };
  const publicationOf = async (reviewDocumentId: string) =>
    (await readVersions(reviewDocumentId)).filter(({ status }) => status === 'published').map(({ locale }) => locale);

  /** Deletes a review in every language, as the suite's clean-up. */
  const deleteReview = (reviewDocumentId: string) =>
    fetch(`${cmsUrl}/api/reviews/${reviewDocumentId}?locale=*`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });

  return {
    place,
    token,
    changeStatus,
    visitTakenPlace,
    callReview,
    readVersions,
    publishThroughApi,
    reviewedVisit,
    readFiledReview,
    readRatingCount,
    readReviewFigures,
    publicationOf,
    deleteReview,
    remove: doctor.remove,
  };
};

export type ReviewSuite = Awaited<ReturnType<typeof openReviewSuite>>;
