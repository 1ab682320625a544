'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { STAFF_SESSION_COOKIE } from '@/lib/staff-session';

/** Signs out: the session cookie is cleared and the sign-in page says so. */
export async function signOut(form: FormData) {
  const localeValue = String(form.get('locale') ?? '');
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  (await cookies()).delete(STAFF_SESSION_COOKIE);
  redirect(`/${locale}/admin/login?reason=signedOut`);
}
