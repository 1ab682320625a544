import { parseIdSlug } from '@clinic/domain';
import { setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { redirectToCanonicalSlug } from './id-slug';
import { requireFound } from './single-page';

// The pages of one entry at `/{section}/{id}-{slug}` (an article, a branch, a service): the entry read
// once for the page's metadata and once for the page, the language set, a stale slug redirected.

type IdSlugParams = Promise<{ lang: string; idSlug: string }>;
type FindEntry<Entry> = (locale: Locale, id: number) => Promise<Entry | null>;

/**
 * The entry a page's `{id}-{slug}` segment names, read in the page's language, with the slug as it
 * was asked for (a stale one redirects: redirectToCanonicalSlug); null for a malformed segment or
 * no such entry.
 */
const loadIdSlugEntry = async <Entry>(params: IdSlugParams, find: FindEntry<Entry>) => {
  const { lang, idSlug } = await params;
  const locale = lang as Locale;
  const parsed = parseIdSlug(idSlug);
  const entry = parsed ? await find(locale, parsed.id) : null;
  return parsed && entry ? { locale, slug: parsed.slug, entry } : null;
};

/** The entry for the page's metadata: none is the 404 page. */
export const requireIdSlugEntry = <Entry>(params: IdSlugParams, find: FindEntry<Entry>) =>
  requireFound(loadIdSlugEntry(params, find));

/**
 * The entry for the page itself, the page's language set and a stale slug redirected to the entry's
 * own under `section` (`/branches`); null when there is none (the page then renders its 404).
 */
export const openIdSlugEntry = async <Entry extends { publicId: number; slug: string }>(
  params: IdSlugParams,
  find: FindEntry<Entry>,
  section: '/blog' | '/branches' | '/services',
) => {
  const loaded = await loadIdSlugEntry(params, find);
  if (!loaded) return null;
  const { locale, slug, entry } = loaded;
  setRequestLocale(locale);
  redirectToCanonicalSlug(slug, entry, (segment) => getPathname({ locale, href: `${section}/${segment}` }));
  return { locale, entry };
};
