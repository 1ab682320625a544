import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { readCmsPublicOrigin, readServerEnv } from './env';
import { DRAFT_MODE_COOKIE } from './lib/preview-policy';
import { LOCALE_COOKIE, routing } from './i18n/routing';
import { isSitePath } from './lib/site-paths';
import { buildContentSecurityPolicy, createNonce, isPerRequestPath } from './lib/security-headers';

const handleLocale = createMiddleware(routing);
const CSP = 'content-security-policy';

/**
 * `/` and prefixless paths go to the visitor's language: the locale cookie, else the browser's
 * languages, else English. The cookie then remembers the language of the pages visited for 365 days
 * (next-intl alone writes it only when it differs from the browser's language).
 *
 * Every page also gets its Content-Security-Policy here (see lib/security-headers.ts). On pages
 * rendered per request the policy carries a fresh nonce, and goes on the request too: Next reads
 * the nonce from it and puts it on every script it renders. A preview's pages (a request with the
 * draft-mode cookie, see app/api/preview) may be framed by the CMS's admin panel; no other page
 * may be framed at all.
 */
export default function proxy(request: NextRequest) {
  const nonce = isPerRequestPath(request.nextUrl.pathname) ? createNonce() : null;
  const env = readServerEnv();
  const policy = buildContentSecurityPolicy({
    nonce,
    isProduction: process.env.NODE_ENV === 'production',
    isHttps: env.SITE_URL.startsWith('https:'),
    framedBy: request.cookies.has(DRAFT_MODE_COOKIE) ? readCmsPublicOrigin() : null,
  });
  let forwarded = request;
  if (nonce) {
    const headers = new Headers(request.headers);
    headers.set(CSP, policy);
    // next-intl passes these headers on to the page. Built from the URL, not the request, so the
    // request's body (a sign-in, a booking) stays untouched for the page to read.
    forwarded = new NextRequest(request.url, { headers, method: request.method });
  }
  const response = handleLocale(forwarded);
  response.headers.set(CSP, policy);
  const [, firstSegment] = request.nextUrl.pathname.split('/');
  if (hasLocale(routing.locales, firstSegment) && request.cookies.get(LOCALE_COOKIE.name)?.value !== firstSegment) {
    const { name, ...attributes } = LOCALE_COOKIE;
    response.cookies.set(name, firstSegment, attributes);
  }
  return answerUnknownPathsWithNotFound(request, firstSegment, response);
}

/**
 * A path under a language that no page or route has goes on to the catch-all page, which renders the
 * site's 404 screen into the HTML (components/not-found-page.tsx); the status is set here, since a page
 * rendered per request cannot set it. Everything the response carries (the CSP, the locale cookie,
 * next-intl's request headers) is kept.
 */
const answerUnknownPathsWithNotFound = (
  request: NextRequest,
  firstSegment: string | undefined,
  response: NextResponse,
) => {
  const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
  const goesOn = response.headers.has('x-middleware-next');
  if (!isPageRequest || !goesOn || !hasLocale(routing.locales, firstSegment)) return response;
  if (isSitePath(request.nextUrl.pathname.slice(`/${firstSegment}`.length))) return response;
  return new NextResponse(null, { status: 404, headers: response.headers });
};

export const config = {
  // Everything but Next's internals, API routes, CMS media, the booking PDF's fonts and the site's own
  // root files. Any other path without a locale (even /favicon.ico) is sent to one, so it meets a
  // localized 404, never an unknown first segment in the [lang] layout.
  matcher: ['/((?!api/|_next/|_vercel/|uploads/|fonts/|icon\\.svg$|robots\\.txt$).*)'],
};
