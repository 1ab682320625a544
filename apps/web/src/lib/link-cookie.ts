import 'server-only';
import { MANAGE_TOKEN_PATTERN } from '@clinic/domain';
import { hasLocale } from 'next-intl';
import { NextResponse } from 'next/server';
import { readServerEnv } from '@/env';
import { routing } from '@/i18n/routing';

/** A patient's link from a message: the cookie that keeps its token, and the page (after the language) it opens. */
export type TLinkPage = { cookie: string; page: string };

/** A day: time to act on it, and no longer than a shared computer should keep it. */
const LINK_COOKIE_SECONDS = 24 * 60 * 60;

/**
 * The Set-Cookie values that keep `token` (base64url, nothing to escape) for the link's page, once per
 * language: the page is reached at `/{lang}{page}` in both, and a cookie has one path. httpOnly, and
 * written out because a response's cookie store keeps one cookie per name.
 */
const linkCookieHeaders = ({ cookie, page }: TLinkPage, token: string) => {
  const secure = readServerEnv().SITE_URL.startsWith('https:') ? '; Secure' : '';
  return routing.locales.map(
    (locale) =>
      `${cookie}=${token}; Path=/${locale}${page}; Max-Age=${LINK_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
};

/**
 * Opens a link from an email or a message. Opening it changes nothing (mail scanners and link previews
 * open links): it keeps the token in an httpOnly cookie scoped to the link's page and answers 303 to
 * the page's address without it, so the token stays out of the address bar, history, referrers and
 * logs from here on. The page checks the token with the CMS; a token of the wrong shape is not kept,
 * and the page answers the same 404 as for an unknown one.
 */
export const openLinkPage = (link: TLinkPage, lang: string, token: string) => {
  const locale = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: `/${locale}${link.page}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
  if (MANAGE_TOKEN_PATTERN.test(token)) {
    for (const cookie of linkCookieHeaders(link, token)) response.headers.append('Set-Cookie', cookie);
  }
  return response;
};
