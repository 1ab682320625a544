// Kept apart from id-slug.ts: the 404 text runs in the browser on every page's error boundary,
// and id-slug.ts brings the domain package (and zod) with it.
/** The sections whose pages take a `{publicId}-{slug}` parameter. */
const ID_SLUG_SECTIONS = ['doctor', 'branches', 'services', 'blog'];

/**
 * Whether a 404's path is one of the site's routes with a parameter that failed (a malformed or
 * unknown id), as opposed to a path the site has no route for at all. The error text differs.
 */
export const isIdSlugRoutePath = (pathname: string) => {
  const [, , section, param, ...rest] = pathname.split('/');
  return section !== undefined && ID_SLUG_SECTIONS.includes(section) && Boolean(param) && rest.length === 0;
};
