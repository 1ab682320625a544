import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsCmsAdmin } from './support/cms-admin';
import { LOCALIZED_COLLECTIONS, countListedEntries, listAdminLocales } from './support/content-manager';
import { countRows } from './support/sql';

describe('[CMS]: editors see and edit both languages', () => {
  let cmsUrl: string;
  let adminToken: string;

  beforeAll(async () => {
    cmsUrl = inject('cmsUrl');
    adminToken = await signInAsCmsAdmin(cmsUrl);
  });

  it('the admin panel offers English, the default, and Arabic', async () => {
    const locales = await listAdminLocales(cmsUrl, adminToken);
    expect(
      locales.map(({ code, isDefault }) => ({ code, isDefault })).sort((a, b) => a.code.localeCompare(b.code)),
    ).toEqual([
      { code: 'ar', isDefault: false },
      { code: 'en', isDefault: true },
    ]);
  });

  it('the Content Manager lists every Arabic entry the database holds', async () => {
    for (const { uid, table } of LOCALIZED_COLLECTIONS) {
      const stored = await countRows(`SELECT COUNT(DISTINCT document_id) AS n FROM ${table} WHERE locale = 'ar'`, []);
      expect(stored, table).toBeGreaterThan(0);
      expect(await countListedEntries(cmsUrl, adminToken, uid, 'ar'), uid).toBe(stored);
    }
  });
});
