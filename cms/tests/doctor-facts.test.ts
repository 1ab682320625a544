import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFullAccessToken } from './support/cms-admin';
import { callAdminApi, signInAsCmsEditor } from './support/cms-editor';

type DoctorFacts = { documentId: string; gender: string | null; languages: string[] | null };
type ErrorBody = { error: { status: number; details: { errors?: { path: string[]; message: string }[] } } };

/**
 * A doctor's gender and languages are facts, the same in both languages: written once, read in either;
 * the languages are a list of known ones, in one order, and nothing else is stored.
 */
describe('[CMS]: a doctor’s gender and languages', () => {
  let cmsUrl: string;
  let token: string;
  let doctor: string;

  const send = (method: string, path: string, body: unknown) =>
    fetch(`${cmsUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: body }),
    });
  const readPublic = async (locale: string) => {
    const response = await fetch(`${cmsUrl}/api/doctors/${doctor}?locale=${locale}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: DoctorFacts }).data;
  };

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    token = await createFullAccessToken(cmsUrl);
    const created = await send('POST', '/doctors?status=published&locale=en', {
      name: 'Dr. Facts Tester',
      slug: 'dr-facts-tester',
      gender: 'female',
      languages: ['french', 'arabic'],
    });
    expect(created.status).toBe(201);
    doctor = ((await created.json()) as { data: DoctorFacts }).data.documentId;
    const arabic = await send('PUT', `/doctors/${doctor}?status=published&locale=ar`, {
      name: 'د. مختبر الحقائق',
      slug: 'dr-facts-tester',
    });
    expect(arabic.status).toBe(200);
  });

  afterAll(async () => {
    if (doctor)
      await fetch(`${cmsUrl}/api/doctors/${doctor}?locale=*`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
  });

  it('stores the languages in the list’s order and shows both facts to anyone, in both languages', async () => {
    for (const locale of ['en', 'ar']) {
      expect(await readPublic(locale)).toMatchObject({ gender: 'female', languages: ['arabic', 'french'] });
    }
  });

  it('a change saved in Arabic is the English entry’s too', async () => {
    const saved = await send('PUT', `/doctors/${doctor}?status=published&locale=ar`, {
      gender: 'male',
      languages: ['english', 'arabic', 'german'],
    });
    expect(saved.status).toBe(200);
    for (const locale of ['en', 'ar']) {
      expect(await readPublic(locale)).toMatchObject({ gender: 'male', languages: ['arabic', 'english', 'german'] });
    }
  });

  it('saved and then published in the admin panel in one language, the other language’s published entry has it too', async () => {
    const editorToken = await signInAsCmsEditor(cmsUrl);
    const path = `/content-manager/collection-types/api::doctor.doctor/${doctor}`;
    const saved = await callAdminApi(cmsUrl, editorToken, `${path}?locale=en`, {
      method: 'PUT',
      body: JSON.stringify({ gender: 'female', languages: ['arabic', 'italian'] }),
    });
    expect(saved.status).toBe(200);
    const published = await callAdminApi(cmsUrl, editorToken, `${path}/actions/publish?locale=en`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    expect(published.status).toBe(200);
    for (const locale of ['en', 'ar']) {
      expect([locale, await readPublic(locale)]).toMatchObject([
        locale,
        { gender: 'female', languages: ['arabic', 'italian'] },
      ]);
    }
  });

  it('refuses languages that are not a list of known ones, once each, and a gender it does not know; nothing changes', async () => {
    for (const languages of [['klingon'], ['arabic', 'arabic'], 'arabic', { arabic: true }, [1], ['Arabic']]) {
      const refused = await send('PUT', `/doctors/${doctor}?status=published&locale=en`, { languages });
      expect([JSON.stringify(languages), refused.status]).toEqual([JSON.stringify(languages), 400]);
      const { error } = (await refused.json()) as ErrorBody;
      expect(error.details.errors?.[0]?.path).toEqual(['languages']);
      expect(error.details.errors?.[0]?.message).toBe('Choose the languages from the list, each once.');
    }
    const unknownGender = await send('PUT', `/doctors/${doctor}?status=published&locale=en`, { gender: 'other' });
    expect(unknownGender.status).toBe(400);
    expect(await readPublic('en')).toMatchObject({ gender: 'female', languages: ['arabic', 'italian'] });
  });

  it('lets an editor clear both', async () => {
    const cleared = await send('PUT', `/doctors/${doctor}?status=published&locale=en`, { gender: null, languages: [] });
    expect(cleared.status).toBe(200);
    expect(await readPublic('ar')).toMatchObject({ gender: null, languages: [] });
  });
});
