import {
  DEFAULT_LOCALE,
  PREVIEW_LINK_LIFETIME_MS,
  PREVIEW_TYPES,
  type PreviewType,
  isLocale,
  signPreviewLink,
} from '@clinic/domain';
import { readCmsEnvironment } from '../environment';

type PreviewParams = { documentId?: string; locale?: string; status?: string };

/** `api::doctor.doctor` → `doctor`, for the types the site has a page of; null for any other. */
const previewTypeOf = (uid: string): PreviewType | null => {
  const [, name = ''] = /^api::([a-z-]+)\.\1$/.exec(uid) ?? [];
  return (PREVIEW_TYPES as readonly string[]).includes(name) ? (name as PreviewType) : null;
};

/**
 * Where the admin panel's Preview opens the entry being edited: the site's preview route, with a link
 * signed for this entry, language and version that expires in 5 minutes (packages/domain's
 * preview-link.ts). Nothing for a type the site shows on no page of its own (a review, a schedule)
 * nor when PREVIEW_SECRET is not set.
 */
export const previewUrlFor = async (uid: string, { documentId, locale, status }: PreviewParams, now = Date.now()) => {
  const type = previewTypeOf(uid);
  const { PREVIEW_SECRET: secret, SITE_URL: siteUrl } = readCmsEnvironment();
  if (!type || !secret) return null;
  const query = await signPreviewLink(
    {
      type,
      documentId: documentId ?? null,
      locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
      status: status === 'published' ? 'published' : 'draft',
      expiresAt: now + PREVIEW_LINK_LIFETIME_MS,
    },
    secret,
  );
  return `${siteUrl}/api/preview?${query}`;
};
