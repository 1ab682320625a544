import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

// The pages of one single type (who we are, the privacy policy, the terms): its content read once for
// the page's metadata and once for the page, in the page's language, as id-slug-page.ts does for
// the pages of one entry of a collection.

type PageParams = Promise<{ lang: string }>;
type FindContent<Content> = (locale: Locale) => Promise<Content | null>;

const loadContent = async <Content>(params: PageParams, find: FindContent<Content>) => {
  const locale = (await params).lang as Locale;
  const content = await find(locale);
  return content ? { locale, content } : null;
};

/** What a page's metadata reads: none is the 404 page. */
export const requireFound = async <Loaded>(loading: Promise<Loaded | null>): Promise<Loaded> =>
  (await loading) ?? notFound();

/** The content for the page's metadata: none is the 404 page. */
export const requirePageContent = <Content>(params: PageParams, find: FindContent<Content>) =>
  requireFound(loadContent(params, find));

/** The content for the page itself, the page's language set; null when there is none (the page then renders its 404). */
export const openPageContent = async <Content>(params: PageParams, find: FindContent<Content>) => {
  const loaded = await loadContent(params, find);
  if (loaded) setRequestLocale(loaded.locale);
  return loaded;
};
