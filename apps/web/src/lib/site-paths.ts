// Read by src/proxy.ts on every request: no imports, nothing but the table and its matcher.

/**
 * Every page and route handler under `/{lang}`, in Next's notation without the route groups: what
 * src/app/[lang] holds (site-paths.test.ts checks the two agree). A path none of them matches reaches
 * the catch-all page, (default)/[...rest], as the 404 it is.
 */
const SITE_ROUTES = [
  '/',
  '/admin',
  '/admin/access-log',
  '/admin/appointments',
  '/admin/appointments/[id]',
  '/admin/appointments/[id]/cards/[side]',
  '/admin/appointments/[id]/ticket',
  '/admin/appointments/export',
  '/admin/appointments/new',
  '/admin/calls',
  '/admin/day',
  '/admin/deliveries',
  '/admin/doctor',
  '/admin/forget-password',
  '/admin/login',
  '/admin/messages',
  '/admin/patient-data',
  '/admin/patient-data/appointments/[id]',
  '/admin/patient-data/export',
  '/admin/reset-password',
  '/admin/sign-out',
  '/admin/staff',
  '/admin/staff/[id]',
  '/admin/statistics',
  '/admin/statistics/export',
  '/admin/waiting-list',
  '/blog',
  '/blog/[idSlug]',
  '/booking',
  '/booking-old',
  '/booking/manage',
  '/booking/manage/[token]',
  '/branches',
  '/branches/[idSlug]',
  '/contact',
  '/doctor/[idSlug]',
  '/doctors',
  '/faq',
  '/m/[token]',
  '/privacy-policy',
  '/r/[token]',
  '/review',
  '/review/[token]',
  '/services',
  '/services/[idSlug]',
  '/sitemap.xml',
  '/terms-and-conditions',
  '/w/[token]',
  '/waiting-list/entry',
  '/waiting-list/join',
  '/waiting-list/join/[doctor]',
  '/waiting-room/[branch]',
  '/who-we-are',
] as const;

const toPattern = (route: string) => new RegExp(`^${route.replace(/\./g, '\\.').replace(/\[[^\]/]+\]/g, '[^/]+')}$`);

const SITE_PATTERNS = SITE_ROUTES.map(toPattern);

/** The routes, for the test that holds them to the app folder. */
export const listSiteRoutes = (): readonly string[] => SITE_ROUTES;

/** Whether a path after the language (`/doctor/3-x`, `/`) is one of the site's pages or routes. */
export const isSitePath = (pathAfterLanguage: string) => {
  const path = pathAfterLanguage === '' ? '/' : pathAfterLanguage.replace(/(.)\/$/, '$1');
  return SITE_PATTERNS.some((pattern) => pattern.test(path));
};
