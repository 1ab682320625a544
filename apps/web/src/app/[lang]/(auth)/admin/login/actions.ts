'use server';

import { ErrorCode, ZStaffSignInSchema, collectFieldErrors } from '@clinic/domain';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { type TActionFailure, fail } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { STAFF_SESSION_COOKIE, readStaffUser, staffCookieOptions } from '@/lib/staff-session';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

/**
 * Null before the first post. Success is a redirect, so the state is only ever a failure, carrying
 * the email typed so the page shows it again.
 */
export type TSignInState = TActionFailure<{ email: string }> | null;

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
  if (!parsed.success) {
    return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error), details: { email } });
  }

  const { client, forwarded } = await createVisitorCmsClient();
  let jwt: string;
  try {
    ({ jwt } = await client.login(parsed.data, { headers: forwarded, cache: 'no-store' }));
  } catch (error) {
    // A wrong password is VALIDATION_FAILED with no field named: the form says which pair is wrong.
    const failure = toActionFailure(error, { email });
    if (failure.code !== ErrorCode.VALIDATION_FAILED && failure.code !== ErrorCode.RATE_LIMITED) {
      console.error(`[staff] sign-in failed: ${failure.code}`);
    }
    return failure;
  }
  // A patient-type or any other non-staff account has a valid password but no place here.
  if (!(await readStaffUser(jwt))) return fail(ErrorCode.FORBIDDEN, { details: { email } });

  (await cookies()).set(STAFF_SESSION_COOKIE, jwt, staffCookieOptions());
  redirect(`/${locale}/admin/appointments`);
}
