import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const handleLocale = createMiddleware(routing);
const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * `/` and prefixless paths go to the visitor's language: the locale cookie, else the browser's
 * languages, else English. The cookie then remembers the language of the pages visited for 365 days
 * (next-intl alone writes it only when it differs from the browser's language).
 */
export default function proxy(request: NextRequest) {
  const response = handleLocale(request);
  const [, firstSegment] = request.nextUrl.pathname.split('/');
  if (hasLocale(routing.locales, firstSegment) && request.cookies.get(LOCALE_COOKIE)?.value !== firstSegment) {
    response.cookies.set(LOCALE_COOKIE, firstSegment, { maxAge: 60 * 60 * 24 * 365, path: '/', sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Everything but Next's internals, API routes, CMS media, the booking PDF's fonts and the site's own
  // root files. Any other path without a locale (even /favicon.ico) is sent to one, so it meets a
  // localized 404, never an unknown first segment in the [lang] layout.
  matcher: ['/((?!api/|_next/|_vercel/|uploads/|fonts/|icon\\.svg$|robots\\.txt$).*)'],
};
