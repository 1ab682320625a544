import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFullAccessToken } from './support/cms-admin';
import { callAdminApi, signInAsCmsEditor } from './support/cms-editor';

type Review = { documentId: string; authorName: string; doctor?: { documentId: string } | null } & Record<
  string,
  unknown
>;

/**
 * A review is published only with a record that the patient agreed to it (when and how), which stays
 * in the CMS; a review may name the doctor it is about, in both languages.
 */
describe('[CMS]: a patient’s review, the doctor it is about and the patient’s consent', () => {
  let cmsUrl: string;
  let token: string;
  let doctor: string;
  const made: string[] = [];

  const send = async (method: string, path: string, data: unknown) => {
    const response = await fetch(`${cmsUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as {
      data: Review | null;
      error?: { details?: { errors?: { path: string[] }[] } };
    };
    if (body.data?.documentId && method === 'POST') made.push(body.data.documentId);
    return { status: response.status, body };
  };
  const review = { authorName: 'Consent Tester', body: 'Kind and careful.', rating: 5 };
  const consent = { publicationConsentOn: '2026-11-20', publicationConsentBy: 'signedForm' };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    const doctors = await fetch(`${cmsUrl}/api/doctors?sort=publicId:asc&pagination[pageSize]=1`);
    doctor = ((await doctors.json()) as { data: { documentId: string }[] }).data[0]?.documentId ?? '';
  });

  afterAll(async () => {
    for (const documentId of made)
      await fetch(`${cmsUrl}/api/reviews/${documentId}?locale=*`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
  });

  it('refuses to publish a review without when and how the patient agreed', async () => {
    for (const missing of ['publicationConsentOn', 'publicationConsentBy']) {
      const partial = Object.fromEntries(Object.entries(consent).filter(([name]) => name !== missing));
      const refused = await send('POST', '/reviews?status=published&locale=en', { ...review, ...partial });
      expect([missing, refused.status]).toEqual([missing, 400]);
      expect(refused.body.error?.details?.errors?.map((error) => error.path.join('.'))).toContain(missing);
    }
  });

  it('lets an editor save a review as a draft before the consent is in, and publish it only once it is', async () => {
    const editorToken = await signInAsCmsEditor(cmsUrl);
    const collection = '/content-manager/collection-types/api::review.review';
    const saved = await callAdminApi(cmsUrl, editorToken, `${collection}?locale=en`, {
      method: 'POST',
      body: JSON.stringify(review),
    });
    expect(saved.status).toBe(201);
    const documentId = (saved.body.data as { documentId: string }).documentId;
    made.push(documentId);
    const publish = () =>
      callAdminApi(cmsUrl, editorToken, `${collection}/${documentId}/actions/publish?locale=en`, {
        method: 'POST',
        body: JSON.stringify({}),
      });
    expect((await publish()).status).toBe(400);
    const withConsent = await callAdminApi(cmsUrl, editorToken, `${collection}/${documentId}?locale=en`, {
      method: 'PUT',
      body: JSON.stringify(consent),
    });
    expect(withConsent.status).toBe(200);
    expect((await publish()).status).toBe(200);
  });

  it('publishes it with consent and a doctor, shows the doctor in both languages, and never the consent', async () => {
    const published = await send('POST', '/reviews?status=published&locale=en', { ...review, ...consent, doctor });
    expect(published.status).toBe(201);
    const documentId = published.body.data?.documentId ?? '';
    const arabic = await send('PUT', `/reviews/${documentId}?status=published&locale=ar`, {
      authorName: 'مختبر الموافقة',
      body: 'طبيب لطيف ودقيق.',
    });
    expect(arabic.status).toBe(200);
    for (const locale of ['en', 'ar']) {
      const response = await fetch(
        `${cmsUrl}/api/reviews?locale=${locale}&filters[doctor][documentId][$eq]=${doctor}&populate[doctor][fields][0]=name`,
      );
      const listed = ((await response.json()) as { data: Review[] }).data.find(
        (entry) => entry.documentId === documentId,
      );
      expect(listed?.doctor?.documentId).toBe(doctor);
      expect(Object.keys(listed ?? {})).not.toContain('publicationConsentOn');
      expect(Object.keys(listed ?? {})).not.toContain('publicationConsentBy');
    }
  });
});
