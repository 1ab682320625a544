import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { readCmsPublicOrigin, readServerEnv } from './env';
import { DRAFT_MODE_COOKIE } from './lib/preview-policy';
import { routing } from './i18n/routing';
import { isSitePath } from './lib/site-paths';
import { SEARCH_REF, SEARCH_TEXT, sealStaffSearch } from './lib/staff-search';
import { buildContentSecurityPolicy, createNonce, isPerRequestPath } from './lib/security-headers';

/**
 * A path without a language is sent to the visitor's: next-intl reads the locale cookie for it. A
 * page's own answer never sets the cookie, so that a shared cache (nginx, a CDN) may keep it: the page
 * writes it (components/app-chrome.tsx).
 */
const redirectToLocale = createMiddleware(routing);
const handlePage = createMiddleware({ ...routing, localeCookie: false });
const CSP = 'content-security-policy';

/**
 * `/` and prefixless paths go to the visitor's language: the locale cookie, else the browser's
 * languages, else English. The cookie remembers the language of the pages visited for 365 days.
 *
 * Every page also gets its Content-Security-Policy here (see lib/security-headers.ts). On pages
 * rendered per request the policy carries a fresh nonce, and goes on the request too: Next reads
 * the nonce from it and puts it on every script it renders. A preview's pages (a request with the
 * draft-mode cookie, see app/api/preview) may be framed by the CMS's admin panel; no other page
 * may be framed at all.
 */
export default async function proxy(request: NextRequest) {
  const sealedSearch = await sendStaffSearchSealed(request);
  if (sealedSearch) return sealedSearch;
  const nonce = isPerRequestPath(request.nextUrl.pathname) ? createNonce() : null;
  const env = readServerEnv();
  const policy = buildContentSecurityPolicy({
    nonce,
    isProduction: env.NODE_ENV === 'production',
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
  const [, firstSegment] = request.nextUrl.pathname.split('/');
  const response = hasLocale(routing.locales, firstSegment) ? handlePage(forwarded) : redirectToLocale(forwarded);
  response.headers.set(CSP, policy);
  return answerUnknownPathsWithNotFound(request, firstSegment, response);
}

/** The staff pages whose search box takes a person's phone, email or name. */
const STAFF_SEARCH_PAGE = /^\/(en|ar)\/admin\/(appointments|patient-data)$/;

/**
 * Nothing typed in a staff search reaches a URL (the browser's history, the servers' logs): the search
 * forms post to their page, and the answer sends the browser to the page with the search sealed
 * (lib/staff-search.ts) beside the other filters. A staff URL that still carries a plain `q` (an old
 * bookmark) is sent on sealed the same way. Server actions, which also post to pages, are let through.
 */
const sendStaffSearchSealed = async (request: NextRequest) => {
  const { pathname, searchParams } = request.nextUrl;
  if (!pathname.includes('/admin/')) return null;
  let fields: URLSearchParams | null = null;
  const isFormPost =
    request.method === 'POST' &&
    !request.headers.has('next-action') &&
    request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') === true;
  if (isFormPost && STAFF_SEARCH_PAGE.test(pathname)) {
    fields = new URLSearchParams(await request.text());
  } else if ((request.method === 'GET' || request.method === 'HEAD') && searchParams.has(SEARCH_TEXT)) {
    fields = new URLSearchParams(searchParams);
  }
  if (!fields || [...fields.keys()].some((key) => key.startsWith('$ACTION'))) return null;
  const text = fields.get(SEARCH_TEXT)?.trim() ?? '';
  fields.delete(SEARCH_TEXT);
  fields.delete(SEARCH_REF);
  for (const [key, value] of [...fields.entries()]) if (value === '') fields.delete(key);
  if (text) fields.set(SEARCH_REF, sealStaffSearch(text));
  const target = new URL(pathname, request.url);
  target.search = fields.toString();
  return NextResponse.redirect(target, 303);
};

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
