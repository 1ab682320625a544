import 'server-only';
import { isCmsError } from '@clinic/cms-client';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { readServerEnv } from '@/env';
import type { Locale } from '@/i18n/routing';
import { createVisitorCmsClient } from './visitor-cms';

/** The staff session's cookie: the CMS's JWT, httpOnly so no page script can read it. */
export const STAFF_SESSION_COOKIE = 'clinic_staff_session';

export type TStaffSession = { token: string; user: { id: number; username: string; email: string } };

/** Why the sign-in page was reached; it tells the visitor in their language. */
export type TSignInReason = 'expired' | 'signedOut' | 'password-changed';

export const staffCookieOptions = () => {
  const isHttps = readServerEnv().SITE_URL.startsWith('https:');
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttps,
    path: '/',
    // The CMS's token lasts STAFF_SESSION_HOURS; the cookie never outlives it.
    maxAge: Number(process.env.STAFF_SESSION_HOURS ?? 12) * 60 * 60,
  };
};

/**
 * The signed-in user if the token is valid and may read appointments, which only the CMS's `Staff`
 * role may (see the CMS's bootstrap permissions); null otherwise. Asking the CMS for the very
 * permission the staff area needs is the check: no role name is trusted on this side.
 */
export async function readStaffUser(token: string) {
  const { client, forwarded } = await createVisitorCmsClient(token);
  try {
    const [user] = await Promise.all([
      client.getMe(token, undefined, { headers: forwarded, cache: 'no-store' }),
      client.find(
        'appointments',
        { fields: ['status'], pagination: { pageSize: 1, withCount: false } },
        {
          headers: forwarded,
          cache: 'no-store',
        },
      ),
    ]);
    return user;
  } catch (error) {
    if (isCmsError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** This request's staff session, asked of the CMS once per request. */
export const getStaffSession = cache(async (): Promise<TStaffSession | null> => {
  const token = (await cookies()).get(STAFF_SESSION_COOKIE)?.value;
  if (!token) return null;
  const user = await readStaffUser(token);
  return user ? { token, user: { id: user.id, username: user.username, email: user.email } } : null;
});

/**
 * The guard of every staff page, checked on the server: no session, or one the CMS no longer
 * accepts, goes to the sign-in page (with a message for the expired one).
 */
export async function requireStaffSession(locale: Locale): Promise<TStaffSession> {
  const session = await getStaffSession();
  if (session) return session;
  const hadCookie = (await cookies()).has(STAFF_SESSION_COOKIE);
  redirect(`/${locale}/admin/login${hadCookie ? '?reason=expired' : ''}`);
}
