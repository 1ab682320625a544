/** The site's sections, the first part of a page's path after its language: the metrics' page labels. */
const SECTIONS = new Set([
  'admin',
  'blog',
  'booking',
  'booking-old',
  'branches',
  'contact',
  'doctor',
  'doctors',
  'faq',
  'privacy-policy',
  'services',
  'sitemap.xml',
  'terms-and-conditions',
  'who-we-are',
]);
const LOCALES = new Set(['en', 'ar']);
const API_ROUTES = new Set(['availability', 'next-free-times', 'preview', 'revalidate']);

/**
 * What a request to the web server was (a server action carries Next's `next-action` header), in a few labels that never carry a path's ids or a query:
 * `kind` (page, action, api, static, image, other) and, for a page or an API route, which one
 * (`section`: the site's section, "home", or "other").
 */
export const classifyRequest = (method: string, url: string, isServerAction: boolean) => {
  const pathname = url.split('?')[0] ?? '';
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  if (method === 'POST' && isServerAction) return { kind: 'action', section: '' };
  if (first === '_next') return { kind: second === 'image' ? 'image' : 'static', section: '' };
  if (first === 'fonts' || first === 'uploads' || /\.(svg|ico|png|txt|webmanifest)$/.test(first)) {
    return { kind: 'static', section: '' };
  }
  if (first === 'api') return { kind: 'api', section: API_ROUTES.has(second) ? second : 'other' };
  if (!LOCALES.has(first)) return { kind: 'other', section: '' };
  if (second === '') return { kind: 'page', section: 'home' };
  return { kind: 'page', section: SECTIONS.has(second) ? second : 'other' };
};
