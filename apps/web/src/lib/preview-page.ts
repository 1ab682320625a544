import { type CmsClient, isCmsError } from '@clinic/cms-client';
import type { PreviewRequest, PreviewType } from '@clinic/domain';
import { getPathname } from '@/i18n/navigation';
import { toIdSlugSegment } from './id-slug';

/** Types whose entries show on one page: the single types, and the questions of the FAQ page. */
const TYPE_PAGES: Partial<Record<PreviewType, string>> = {
  home: '/',
  about: '/who-we-are',
  faq: '/faq',
  'privacy-policy': '/privacy-policy',
  'terms-and-conditions': '/terms-and-conditions',
};

/** Entries with a page of their own: the collection they are read from and where their pages live. */
const ENTRY_PAGES = {
  doctor: { collection: 'doctors', path: '/doctor' },
  branch: { collection: 'branches', path: '/branches' },
  service: { collection: 'services', path: '/services' },
  article: { collection: 'articles', path: '/blog' },
} as const;

const hasEntryPage = (type: PreviewType): type is keyof typeof ENTRY_PAGES => type in ENTRY_PAGES;

/**
 * The page a preview opens, in the entry's language: an entry's page under its id and slug as they
 * are in the version previewed (read with the preview's client), so a slug changed in the draft needs
 * no redirect. Null when the entry does not exist in that language and version.
 */
export const previewPagePath = async (preview: PreviewRequest, cms: CmsClient): Promise<string | null> => {
  const { type, locale, documentId } = preview;
  if (hasEntryPage(type)) {
    if (!documentId) return null;
    const { collection, path } = ENTRY_PAGES[type];
    try {
      const { data } = await cms.findOne(collection, documentId, { locale, fields: ['publicId', 'slug'] });
      return getPathname({ locale, href: `${path}/${toIdSlugSegment(data)}` });
    } catch (error) {
      if (isCmsError(error) && error.status === 404) return null;
      throw error;
    }
  }
  const page = TYPE_PAGES[type];
  return page ? getPathname({ locale, href: page }) : null;
};
