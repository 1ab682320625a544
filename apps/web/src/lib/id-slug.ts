import { buildIdSlug } from '@clinic/domain';
import type { Locale } from '@/i18n/routing';
import { permanentRedirect } from 'next/navigation';

/** The segment as it appears in a link: the slug percent-encoded, once. */
export const toIdSlugSegment = (entity: { publicId: number; slug: string }) =>
  encodeURIComponent(buildIdSlug(entity.publicId, entity.slug)).replace(/%2D/gi, '-');

/**
 * An old or mistyped slug redirects permanently to the canonical one. The comparison is on the
 * decoded slug, so an Arabic slug never loops between its encoded and decoded spellings.
 */
export const redirectToCanonicalSlug = (
  requestedSlug: string,
  entity: { publicId: number; slug: string },
  pathOf: (segment: string) => string,
) => {
  if (requestedSlug !== entity.slug) permanentRedirect(pathOf(toIdSlugSegment(entity)));
};

/** A page's `generateStaticParams`: every entry `list` gives in the page's language, as its `{id}-{slug}`. */
export const idSlugParams =
  (list: (locale: Locale) => Promise<{ publicId: number; slug: string }[]>) =>
  async ({ params }: { params: { lang: string } }) =>
    (await list(params.lang as Locale)).map((entry) => ({ idSlug: `${entry.publicId}-${entry.slug}` }));
