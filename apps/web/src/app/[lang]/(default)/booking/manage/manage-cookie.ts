import 'server-only';
import { readServerEnv } from '@/env';
import { routing } from '@/i18n/routing';

/** The manage link's token, once opened: httpOnly, and sent only to the manage page of each language. */
export const MANAGE_COOKIE = 'clinic_manage_booking';

/** A day: time to act on the visit, and no longer than a shared computer should keep it. */
const MANAGE_COOKIE_SECONDS = 24 * 60 * 60;

/**
 * The Set-Cookie values that keep `token` (base64url, nothing to escape) for the manage page, once per
 * language: the page is reached at `/{lang}/booking/manage` in both, and a cookie has one path. Written
 * out, because a response's cookie store keeps one cookie per name.
 */
export const manageCookieHeaders = (token: string) => {
  const secure = readServerEnv().SITE_URL.startsWith('https:') ? '; Secure' : '';
  return routing.locales.map(
    (locale) =>
      `${MANAGE_COOKIE}=${token}; Path=/${locale}/booking/manage; Max-Age=${MANAGE_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
};
