import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_LIFETIME_MS, type PreviewRequest, readPreviewLink, signPreviewLink } from './preview-link';

const SECRET = 'a-secret-the-cms-and-the-site-share';
const NOW = Date.UTC(2026, 10, 24, 9, 0);
const DOCTOR: PreviewRequest = {
  type: 'doctor',
  documentId: 'k3v9x0qj2m8w7b1c5d6e4f2a',
  locale: 'ar',
  status: 'draft',
  expiresAt: NOW + PREVIEW_LINK_LIFETIME_MS,
};

const signed = async (request: PreviewRequest = DOCTOR) => new URLSearchParams(await signPreviewLink(request, SECRET));

describe('preview links', () => {
  it('reads back what was signed, for an entry and for a single type', async () => {
    expect(await readPreviewLink(await signed(), SECRET, NOW)).toEqual(DOCTOR);
    const home: PreviewRequest = { ...DOCTOR, type: 'home', documentId: null, locale: 'en', status: 'published' };
    expect(await readPreviewLink(await signed(home), SECRET, NOW)).toEqual(home);
  });

  it('carries no secret, only the fields and a 64-digit signature', async () => {
    const query = await signed();
    expect([...query.keys()].sort()).toEqual(['documentId', 'expires', 'locale', 'signature', 'status', 'type']);
    expect(query.toString()).not.toContain(SECRET);
    expect(query.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['type', 'branch'],
    ['documentId', 'a0000000000000000000000b'],
    ['locale', 'en'],
    ['status', 'published'],
    ['expires', String(DOCTOR.expiresAt - 1)],
  ])('refuses a link whose %s was changed', async (field, value) => {
    const query = await signed();
    query.set(field, value);
    expect(await readPreviewLink(query, SECRET, NOW)).toBeNull();
  });

  it('refuses a link made with another secret, an empty secret, or no signature', async () => {
    expect(await readPreviewLink(await signed(), 'another-secret', NOW)).toBeNull();
    expect(await readPreviewLink(await signed(), '', NOW)).toBeNull();
    const unsigned = await signed();
    unsigned.delete('signature');
    expect(await readPreviewLink(unsigned, SECRET, NOW)).toBeNull();
  });

  it('refuses a link once it expires, and one made to last longer than 5 minutes', async () => {
    const query = await signed();
    expect(await readPreviewLink(query, SECRET, DOCTOR.expiresAt - 1)).toEqual(DOCTOR);
    expect(await readPreviewLink(query, SECRET, DOCTOR.expiresAt)).toBeNull();
    const lasting = await signed({ ...DOCTOR, expiresAt: NOW + PREVIEW_LINK_LIFETIME_MS + 1 });
    expect(await readPreviewLink(lasting, SECRET, NOW)).toBeNull();
  });

  it('refuses what no link names: another type, language or status, or an id that could reach a query', async () => {
    for (const [field, value] of [
      ['type', 'appointment'],
      ['locale', 'fr'],
      ['status', 'modified'],
      ['documentId', '../appointments'],
      ['expires', 'soon'],
      ['signature', 'zz'],
    ]) {
      const query = await signed();
      query.set(field ?? '', value ?? '');
      expect(await readPreviewLink(query, SECRET, NOW), field).toBeNull();
    }
  });
});
