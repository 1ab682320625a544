import { MANAGE_TOKEN_PATTERN } from '@clinic/domain';
import { hasLocale } from 'next-intl';
import { NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { manageCookieHeaders } from '../manage-cookie';

/**
 * The manage link from an email or the confirmation. Opening it changes nothing (mail scanners open
 * links): it keeps the token in an httpOnly cookie scoped to the manage page and answers 303 to the
 * page's address without it, so the token stays out of the address bar, history, referrers and logs
 * from here on. The page checks the token with the CMS; a token of the wrong shape is not kept, and the
 * page answers the same 404 as for an unknown one.
 */
export async function GET(_request: Request, { params }: RouteContext<'/[lang]/booking/manage/[token]'>) {
  const { lang, token } = await params;
  const locale = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: `/${locale}/booking/manage`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
  if (MANAGE_TOKEN_PATTERN.test(token)) {
    for (const cookie of manageCookieHeaders(token)) response.headers.append('Set-Cookie', cookie);
  }
  return response;
}
