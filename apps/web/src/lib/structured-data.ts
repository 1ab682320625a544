import 'server-only';
import { readServerEnv } from '@/env';

/** Search engines want absolute URLs in structured data; CMS media and locale paths are relative. */
export const toAbsoluteUrl = (path: string | null | undefined) =>
  path ? new URL(path, readServerEnv().SITE_URL).href : undefined;

/** schema.org BreadcrumbList from (name, locale-prefixed path) pairs, first to last. */
export const buildBreadcrumbList = (items: readonly { name: string; path: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: toAbsoluteUrl(item.path),
  })),
});
