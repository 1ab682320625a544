import 'server-only';
import type { Locale } from '@clinic/cms-client';
import { cache } from 'react';
import { getPublicCmsClient } from './cms';

/** Cache tags, one per CMS resource, for on-demand revalidation when editors publish. */
const CONTENT_TAGS = { home: 'home', mainInfo: 'main-info' } as const;

/** `main-info` once per request, however many components ask for it. */
export const getMainInfo = cache((locale: Locale) =>
  getPublicCmsClient().getMainInfo(locale, { cache: 'force-cache', next: { tags: [CONTENT_TAGS.mainInfo] } }),
);

/**
 * Main-info for pages that must render even when the CMS is unreachable (the staff sign-in pages,
 * the metadata of pages rendered per request): null then, and the page uses its own fallbacks.
 */
export const findMainInfo = cache((locale: Locale) => getMainInfo(locale).catch(() => null));

export const getHome = cache((locale: Locale) =>
  getPublicCmsClient().getHome(locale, { cache: 'force-cache', next: { tags: [CONTENT_TAGS.home] } }),
);
