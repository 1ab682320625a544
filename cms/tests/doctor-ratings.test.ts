import { createCmsClient } from '@clinic/cms-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDoctor } from './support/booking';
import { createFullAccessToken } from './support/cms-admin';

/**
 * A doctor's rating counts the published reviews of verified visits once each, whichever languages a
 * review is published in; editors' reviews from signed forms and drafts are not counted, and below five
 * reviews there is a count and no average.
 */
describe('[REVIEWS]: the doctors’ ratings', () => {
  let cmsUrl: string;
  let token: string;
  let doctor: string;
  let removeDoctor: () => Promise<unknown>;
  const made: string[] = [];

  const writeReview = async (
    rating: number,
    { verified = true, status = 'published' }: { verified?: boolean; status?: 'published' | 'draft' } = {},
  ) => {
    const response = await fetch(`${cmsUrl}/api/reviews?status=${status}&locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        data: {
          authorName: 'Rated T.',
          body: 'A careful visit.',
          rating,
          doctor,
          verifiedVisit: verified,
          visitMonth: verified ? '2026-11' : null,
          writtenIn: verified ? 'en' : null,
          publicationConsentOn: '2026-11-20',
          publicationConsentBy: verified ? 'reviewPage' : 'signedForm',
        },
      }),
    });
    expect(response.status).toBe(201);
    const { documentId } = ((await response.json()) as { data: { documentId: string } }).data;
    made.push(documentId);
    return documentId;
  };
  const ratingOf = async (documentId: string) =>
    (await createCmsClient({ baseUrl: cmsUrl }).getDoctorRatings({ cache: 'no-store' })).ratings.find(
      (rating) => rating.doctor === documentId,
    ) ?? null;

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    const created = await createTestDoctor(cmsUrl, token, `Dr. Rated ${Date.now()}`);
    doctor = created.place.doctor;
    removeDoctor = created.remove;
  });

  afterAll(async () => {
    for (const documentId of made) {
      await fetch(`${cmsUrl}/api/reviews/${documentId}?locale=*`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
    await removeDoctor();
  });

  it('gives the seeded doctors their verified reviews’ figures to anyone, the answer checked against its schema', async () => {
    const response = await fetch(`${cmsUrl}/api/doctor-ratings`);
    expect(response.status).toBe(200);
    const doctors = await createCmsClient({ baseUrl: cmsUrl }).find('doctors', { locale: 'en', fields: ['name'] });
    const idOf = (name: string) => doctors.data.find((candidate) => candidate.name === name)?.documentId ?? '';
    // Six verified reviews (5, 5, 4, 5, 5, 4); the signed-form review about her is not counted.
    expect(await ratingOf(idOf('Dr. Nadia Fouad'))).toMatchObject({
      count: 6,
      average: 4.7,
      distribution: [0, 0, 0, 2, 4],
    });
    expect(await ratingOf(idOf('Dr. Karim Mansour'))).toMatchObject({ count: 2, average: null });
  });

  it('counts published verified reviews once whatever their languages, and neither drafts nor editors’ reviews', async () => {
    expect(await ratingOf(doctor)).toBeNull();
    await writeReview(5, { status: 'draft' });
    await writeReview(1, { verified: false });
    expect(await ratingOf(doctor)).toBeNull();

    const first = await writeReview(4);
    expect(await ratingOf(doctor)).toEqual({ doctor, count: 1, average: null, distribution: [0, 0, 0, 1, 0] });
    const arabic = await fetch(`${cmsUrl}/api/reviews/${first}?status=published&locale=ar`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { authorName: 'Rated T.', body: 'A careful visit.' } }),
    });
    expect(arabic.status).toBe(200);
    expect((await ratingOf(doctor))?.count).toBe(1);

    for (const rating of [5, 5, 5]) await writeReview(rating);
    expect(await ratingOf(doctor)).toMatchObject({ count: 4, average: null });
    await writeReview(3);
    expect(await ratingOf(doctor)).toEqual({ doctor, count: 5, average: 4.4, distribution: [0, 0, 1, 1, 3] });
  });
});
