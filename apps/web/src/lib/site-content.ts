import 'server-only';
import type { Locale } from '@clinic/cms-client';
import { cache } from 'react';
import { readContent } from './cms';

/** `main-info` once per request, however many components ask for it. */
export const getMainInfo = cache(async (locale: Locale) => {
  const { cms, cachedFor } = await readContent();
  return cms.getMainInfo(locale, cachedFor('main-info'));
});

/**
 * Main-info for pages that must render even when the CMS is unreachable (the staff sign-in pages,
 * the metadata of pages rendered per request): null then, and the page uses its own fallbacks.
 */
export const findMainInfo = cache((locale: Locale) => getMainInfo(locale).catch(() => null));

export const getHome = cache(async (locale: Locale) => {
  const { cms, cachedFor } = await readContent();
  return cms.getHome(locale, cachedFor('home'));
});
