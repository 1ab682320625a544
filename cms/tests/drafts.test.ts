import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';

type Schema = {
  kind: string;
  info: { singularName: string; pluralName: string };
  options?: { draftAndPublish?: boolean };
};

/**
 * Every content type with drafts, read from the schemas themselves, so a type added later is probed
 * too: its REST path (`/api/doctors`, `/api/home`).
 */
const API_DIR = path.resolve(__dirname, '..', 'src', 'api');
const DRAFTED_PATHS = readdirSync(API_DIR).flatMap((api) => {
  const typesDir = path.join(API_DIR, api, 'content-types');
  if (!existsSync(typesDir)) return [];
  return readdirSync(typesDir).flatMap((type) => {
    const schema = JSON.parse(readFileSync(path.join(typesDir, type, 'schema.json'), 'utf8')) as Schema;
    if (!schema.options?.draftAndPublish) return [];
    return [`/api/${schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName}`];
  });
});

/** An entry not yet published: Strapi answers it with `publishedAt: null`. */
const DRAFT = /"publishedAt":null/;

describe('[PRIVACY]: drafts stay with the editors', () => {
  let cmsUrl: string;

  beforeAll(() => {
    cmsUrl = inject('cmsUrl');
  });

  it('finds every type with drafts', () => {
    expect(DRAFTED_PATHS).toEqual(expect.arrayContaining(['/api/doctors', '/api/articles', '/api/home']));
    expect(DRAFTED_PATHS.length).toBeGreaterThanOrEqual(13);
  });

  it.each(DRAFTED_PATHS)('refuses the drafts of %s to anonymous visitors and staff accounts', async (drafted) => {
    const staff = await signInAsStaff(cmsUrl);
    for (const headers of [{}, staff]) {
      for (const query of ['status=draft', 'status=DRAFT', 'status=modified']) {
        const response = await fetch(`${cmsUrl}${drafted}?${query}`, { headers });
        const body = await response.text();
        expect([`${drafted}?${query}`, response.status]).toEqual([`${drafted}?${query}`, 403]);
        expect(body).not.toMatch(DRAFT);
      }
    }
  });

  it('refuses a draft by id too, and answers a published entry by id as before', async () => {
    const listed = await fetch(`${cmsUrl}/api/doctors?fields[0]=name`);
    const { data } = (await listed.json()) as { data: { documentId: string }[] };
    const documentId = data[0]?.documentId;
    const draft = await fetch(`${cmsUrl}/api/doctors/${documentId}?status=draft`);
    expect(draft.status).toBe(403);
    expect(await draft.text()).not.toMatch(DRAFT);
    const published = await fetch(`${cmsUrl}/api/doctors/${documentId}?status=published`);
    expect(published.status).toBe(200);
  });

  it('answers only published entries to the other ways of asking for drafts', async () => {
    for (const query of ['publicationState=preview', 'filters[publishedAt][$null]=true', 'hasPublishedVersion=false']) {
      const response = await fetch(`${cmsUrl}/api/doctors?${query}`);
      expect(await response.text(), query).not.toMatch(DRAFT);
    }
  });

  it('gives drafts to an API token, the credential a preview is made with', async () => {
    const token = await createFullAccessToken(cmsUrl);
    const response = await fetch(`${cmsUrl}/api/doctors?status=draft`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(DRAFT);
  });
});
