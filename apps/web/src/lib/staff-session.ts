import 'server-only';
import { type StaffProfile, isCmsError } from '@clinic/cms-client';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { readServerEnv } from '@/env';
import type { Locale } from '@/i18n/routing';
import { createVisitorCmsClient } from './visitor-cms';

/** The staff session's cookie: the CMS's JWT, httpOnly so no page script can read it. */
export const STAFF_SESSION_COOKIE = 'clinic_staff_session';

export type TStaffSession = { token: string; user: StaffProfile };

/** Why the sign-in page was reached; it tells the visitor in their language. */
export type TSignInReason = 'expired' | 'signedOut' | 'password-changed';

export const staffCookieOptions = () => {
  const { SITE_URL, STAFF_SESSION_HOURS } = readServerEnv();
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: SITE_URL.startsWith('https:'),
    path: '/',
    // The CMS's token lasts STAFF_SESSION_HOURS; the cookie never outlives it.
    maxAge: STAFF_SESSION_HOURS * 60 * 60,
  };
};

/**
 * The signed-in staff member, with their role and branches, if the token is valid and the account
 * is in a staff role (only those are granted the CMS's `/staff/me`; see its bootstrap permissions);
 * null otherwise. The CMS answers it on every request, so a changed role or branch applies at once.
 */
export async function readStaffUser(token: string): Promise<StaffProfile | null> {
  const { client, forwarded } = await createVisitorCmsClient(token);
  try {
    return await client.getStaffProfile({ headers: forwarded, cache: 'no-store' });
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
  return user ? { token, user } : null;
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

/** Whether the signed-in member works for a branch: a manager works for every one. */
export const worksAtBranch = (session: TStaffSession, branchDocumentId: string) =>
  session.user.branches === null || session.user.branches.includes(branchDocumentId);
