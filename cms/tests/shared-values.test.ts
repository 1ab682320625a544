import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFullAccessToken } from './support/cms-admin';
import { callAdminApi, signInAsCmsEditor } from './support/cms-editor';

/** Every type's values that are the same in every language, not only a doctor's: here a question's place in the FAQ. */
describe('[CMS]: a value the same in every language, published in one, is published in both', () => {
  let cmsUrl: string;
  let token: string;
  let faq: string;

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    const write = (path: string, method: string, data: unknown) =>
      fetch(`${cmsUrl}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data }),
      });
    const created = await write('/faqs?status=published&locale=en', 'POST', {
      question: 'Do you test shared values?',
      answer: 'Yes.',
      sortOrder: 90,
    });
    faq = ((await created.json()) as { data: { documentId: string } }).data.documentId;
    const arabic = await write(`/faqs/${faq}?status=published&locale=ar`, 'PUT', {
      question: 'هل تختبرون القيم المشتركة؟',
      answer: 'نعم.',
    });
    expect(arabic.status).toBe(200);
  });

  afterAll(async () => {
    if (faq)
      await fetch(`${cmsUrl}/api/faqs/${faq}?locale=*`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
  });

  it('a question moved and published in English in the admin panel moves on the Arabic site too', async () => {
    const editorToken = await signInAsCmsEditor(cmsUrl);
    const path = `/content-manager/collection-types/api::faq.faq/${faq}`;
    expect(
      (
        await callAdminApi(cmsUrl, editorToken, `${path}?locale=en`, {
          method: 'PUT',
          body: JSON.stringify({ sortOrder: 91 }),
        })
      ).status,
    ).toBe(200);
    const published = await callAdminApi(cmsUrl, editorToken, `${path}/actions/publish?locale=en`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    expect(published.status).toBe(200);
    const arabic = await fetch(`${cmsUrl}/api/faqs/${faq}?locale=ar`);
    expect(((await arabic.json()) as { data: { question: string; sortOrder: number } }).data).toMatchObject({
      question: 'هل تختبرون القيم المشتركة؟',
      sortOrder: 91,
    });
  });
});
