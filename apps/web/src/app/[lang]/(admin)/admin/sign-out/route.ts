import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { STAFF_SESSION_COOKIE } from '@/lib/staff-session';

/**
 * The staff header's "Sign out" button posts here: the session cookie is cleared and the browser sent
 * (303, so it asks with GET) to the sign-in page, which says so. A plain form post, so the button is
 * a form with an address on every staff page; a post from another site (Sec-Fetch-Site) is refused,
 * so no other site can sign staff out.
 */
export async function POST(request: Request, { params }: RouteContext<'/[lang]/admin/sign-out'>) {
  const { lang } = await params;
  const locale = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return new Response(null, { status: 403 });
  (await cookies()).delete(STAFF_SESSION_COOKIE);
  return new Response(null, {
    status: 303,
    headers: { location: `/${locale}/admin/login?reason=signedOut`, 'cache-control': 'no-store' },
  });
}
