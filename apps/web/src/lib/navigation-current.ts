/** Pages that belong to a section of the main navigation without sharing its address: a doctor's page. */
const SECTION_OF_PAGE: ReadonlyArray<readonly [pagePrefix: string, sectionHref: string]> = [['/doctor/', '/doctors']];

/**
 * How a link of the main navigation relates to the page on screen, for `aria-current`: 'page' on the
 * link to this very page, 'true' on its section's (an article under Blog, a doctor under Doctors),
 * nothing otherwise. `pathname` is the address without its language prefix.
 */
export function navigationCurrent(pathname: string, href: string): 'page' | 'true' | undefined {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (page === href) return 'page';
  if (href === '/') return undefined;
  if (page.startsWith(`${href}/`)) return 'true';
  return SECTION_OF_PAGE.some(([prefix, section]) => section === href && page.startsWith(prefix)) ? 'true' : undefined;
}
