import { buildIdSlug } from '@clinic/domain';
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
