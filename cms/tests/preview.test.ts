import { PREVIEW_LINK_LIFETIME_MS, readPreviewLink } from '@clinic/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { testCmsEnv } from '@clinic/tools/cms-test-server';
import { callAdminApi, signInAsCmsEditor } from './support/cms-editor';

const { PREVIEW_SECRET = '', PREVIEW_API_TOKEN = '', SITE_URL = '' } = testCmsEnv();

/** An unpublished draft: Strapi answers it with `publishedAt: null`. */
const DRAFT = /"publishedAt":null/;

describe('[EDITOR]: Preview', () => {
  let cmsUrl: string;
  let editorToken: string;
  let doctor: { documentId: string };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    editorToken = await signInAsCmsEditor(cmsUrl);
    const listed = (await (await fetch(`${cmsUrl}/api/doctors?locale=ar&fields[0]=name`)).json()) as {
      data: { documentId: string }[];
    };
    doctor = listed.data[0] ?? { documentId: '' };
  });

  const previewUrl = async (uid: string, query: string) =>
    callAdminApi(cmsUrl, editorToken, `/content-manager/preview/url/${uid}?${query}`);

  it('opens an entry on the site with a link signed for it, its language and version, good for 5 minutes', async () => {
    const before = Date.now();
    const answer = await previewUrl('api::doctor.doctor', `documentId=${doctor.documentId}&locale=ar&status=draft`);
    expect(answer.status).toBe(200);
    const url = new URL((answer.body.data as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/api/preview`);
    const link = await readPreviewLink(url.searchParams, PREVIEW_SECRET, Date.now());
    expect(link).toMatchObject({ type: 'doctor', documentId: doctor.documentId, locale: 'ar', status: 'draft' });
    expect(link?.expiresAt).toBeGreaterThanOrEqual(before + PREVIEW_LINK_LIFETIME_MS);
    expect(link?.expiresAt).toBeLessThanOrEqual(Date.now() + PREVIEW_LINK_LIFETIME_MS);
    expect(url.search).not.toContain(PREVIEW_SECRET);

    const home = await previewUrl('api::home.home', 'locale=en&status=published');
    const homeLink = await readPreviewLink(
      new URL((home.body.data as { url: string }).url).searchParams,
      PREVIEW_SECRET,
      Date.now(),
    );
    expect(homeLink).toMatchObject({ type: 'home', locale: 'en', status: 'published' });
  });

  it('has no preview for what the site shows on no page of its own, nor for private types', async () => {
    const review = await previewUrl('api::review.review', `documentId=${doctor.documentId}&locale=en`);
    expect(review.status).toBe(204);
    const appointment = await previewUrl('api::appointment.appointment', `documentId=${doctor.documentId}`);
    expect(appointment.status).toBe(204);
    const anonymous = await fetch(
      `${cmsUrl}/content-manager/preview/url/api::doctor.doctor?documentId=${doctor.documentId}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('makes the web server’s token from PREVIEW_API_TOKEN: it reads drafts of the public content', async () => {
    const drafts = await fetch(`${cmsUrl}/api/doctors?status=draft&locale=ar`, {
      headers: { authorization: `Bearer ${PREVIEW_API_TOKEN}` },
    });
    expect(drafts.status).toBe(200);
    expect(await drafts.text()).toMatch(DRAFT);
    const home = await fetch(`${cmsUrl}/api/home?status=draft&locale=ar`, {
      headers: { authorization: `Bearer ${PREVIEW_API_TOKEN}` },
    });
    expect(home.status).toBe(200);
  });

  it('gives that token nothing private and nothing to write', async () => {
    const headers = { authorization: `Bearer ${PREVIEW_API_TOKEN}` };
    for (const path of ['/api/appointments', '/api/contact-messages', '/api/users', '/api/upload/files']) {
      const answer = await fetch(`${cmsUrl}${path}`, { headers });
      expect([path, answer.status]).toEqual([path, 403]);
    }
    const written = await fetch(`${cmsUrl}/api/faqs`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { question: 'Is this written?', answer: 'No.' } }),
    });
    expect(written.status).toBe(403);
    const wrongKey = await fetch(`${cmsUrl}/api/doctors?status=draft`, {
      headers: { authorization: `Bearer ${PREVIEW_API_TOKEN}x` },
    });
    expect(wrongKey.status).toBe(401);
  });
});
