import { buildIdSlug, parseIdSlug } from '@clinic/domain';
import { notFound, permanentRedirect } from 'next/navigation';

/** A `{publicId}-{slug}` segment, or the 404 of a route whose parameter has the wrong form. */
export const readIdSlugParam = (param: string) => {
  const parsed = parseIdSlug(param);
  if (!parsed) notFound();
  return parsed;
};

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
