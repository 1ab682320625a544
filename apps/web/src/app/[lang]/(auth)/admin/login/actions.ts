'use server';

import { isCmsError } from '@clinic/cms-client';
import { ZStaffSignInSchema, collectFieldErrors } from '@clinic/domain';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { STAFF_SESSION_COOKIE, readStaffUser, staffCookieOptions } from '@/lib/staff-session';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

export type TSignInState =
  | { status: 'idle' }
  | {
      status: 'failed';
      email: string;
      /** Field message keys, or one of the form-level reasons. */
      fieldErrors?: Record<string, string>;
      reason?: 'invalidCredentials' | 'notStaff' | 'rateLimited' | 'unavailable';
    };

/**
 * Signs a staff member in: the CMS checks the password (and rate-limits failures), then only a
 * `Staff` account gets the session cookie. The JWT goes into an httpOnly cookie set here, on the
 * web server, so no page script ever sees it.
 */
export async function signIn(_previous: TSignInState, form: FormData): Promise<TSignInState> {
  const localeValue = String(form.get('locale') ?? '');
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const email = String(form.get('email') ?? '');
  const parsed = ZStaffSignInSchema.safeParse({ email, password: form.get('password') ?? '' });
  if (!parsed.success) return { status: 'failed', email, fieldErrors: collectFieldErrors(parsed.error) };

  const { client, forwarded } = await createVisitorCmsClient();
  let jwt: string;
  try {
    ({ jwt } = await client.login(
      { identifier: parsed.data.email, password: parsed.data.password },
      { headers: forwarded, cache: 'no-store' },
    ));
  } catch (error) {
    if (isCmsError(error) && error.status === 400) return { status: 'failed', email, reason: 'invalidCredentials' };
    if (isCmsError(error) && error.status === 429) return { status: 'failed', email, reason: 'rateLimited' };
    console.error(`[staff] sign-in failed: ${isCmsError(error) ? error.status : 'unreachable'}`);
    return { status: 'failed', email, reason: 'unavailable' };
  }
  // A patient-type or any other non-staff account has a valid password but no place here.
  if (!(await readStaffUser(jwt))) return { status: 'failed', email, reason: 'notStaff' };

  (await cookies()).set(STAFF_SESSION_COOKIE, jwt, staffCookieOptions());
  redirect(`/${locale}/admin/appointments`);
}
