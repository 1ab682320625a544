import { createCmsClient } from '@clinic/cms-client';
import type { PreviewRequest } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { previewPagePath } from './preview-page';

const DRAFT: PreviewRequest = {
  type: 'doctor',
  documentId: 'k3v9x0qj2m8w7b1c5d6e4f2a',
  locale: 'ar',
  status: 'draft',
  expiresAt: Date.UTC(2026, 10, 24, 9, 5),
};

/** A CMS that answers one entry, or 404 for anything else, and records what was asked. */
const cmsWith = (entry: { publicId: number; slug: string } | null) => {
  const asked: string[] = [];
  const cms = createCmsClient({
    baseUrl: 'http://cms.test',
    contentStatus: 'draft',
    fetch: async (url) => {
      asked.push(String(url));
      return entry
        ? Response.json({ data: entry, meta: {} })
        : Response.json(
            { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
            { status: 404 },
          );
    },
  });
  return { cms, asked };
};

describe('previewPagePath', () => {
  it('opens an entry’s page under its id and the slug of the version previewed', async () => {
    const { cms, asked } = cmsWith({ publicId: 8, slug: 'د-هبة' });
    expect(await previewPagePath(DRAFT, cms)).toBe(`/ar/doctor/8-${encodeURIComponent('د-هبة').replace(/%2D/gi, '-')}`);
    expect(asked[0]).toContain(`/api/doctors/${DRAFT.documentId}?`);
    expect(asked[0]).toContain('status=draft');
    const article = await previewPagePath(
      { ...DRAFT, type: 'article', locale: 'en' },
      cmsWith({ publicId: 3, slug: 'ear-care' }).cms,
    );
    expect(article).toBe('/en/blog/3-ear-care');
  });

  it('opens the page that shows a single type or the questions', async () => {
    const { cms, asked } = cmsWith(null);
    const pathOf = (type: PreviewRequest['type']) => previewPagePath({ ...DRAFT, type, documentId: null }, cms);
    expect(await pathOf('home')).toBe('/ar');
    expect(await pathOf('about')).toBe('/ar/who-we-are');
    expect(await pathOf('faq')).toBe('/ar/faq');
    expect(await pathOf('privacy-policy')).toBe('/ar/privacy-policy');
    expect(await pathOf('terms-and-conditions')).toBe('/ar/terms-and-conditions');
    expect(asked).toEqual([]);
  });

  it('has no page for an entry the CMS does not have in that language and version, nor without its id', async () => {
    expect(await previewPagePath(DRAFT, cmsWith(null).cms)).toBeNull();
    expect(await previewPagePath({ ...DRAFT, documentId: null }, cmsWith({ publicId: 8, slug: 'x' }).cms)).toBeNull();
  });
});
