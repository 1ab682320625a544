'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { isIdSlugRoutePath } from '@/lib/not-found-path';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import type { ReactNode } from 'react';

/** The path as asked for: kept in its order inside an Arabic sentence, and never translated. */
const askedPath = (chunks: ReactNode) => (
  <bdi dir="ltr" translate="no">
    {chunks}
  </bdi>
);

/**
 * The 404's error text with the path that was asked for: 'Page not found: {path}'
 * for a path without a route, 'Page Not Found: {path}' for a route whose parameter failed. The 404
 * page is rendered once per locale, so the browser fills in the path; the server's HTML carries
 * the generic sentence.
 */
export function NotFoundText() {
  const t = useTranslations('NotFound');
  const pathname = usePathname();
  const isHydrated = useIsHydrated();
  if (!isHydrated || !pathname) return t('fallback');
  const values = { path: decodeURI(pathname), asked: askedPath };
  return isIdSlugRoutePath(pathname) ? t.rich('invalidParameter', values) : t.rich('unknownPath', values);
}
