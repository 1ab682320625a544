import 'server-only';
import { type CmsClient, isCmsError } from '@clinic/cms-client';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { STAFF_SESSION_COOKIE, type TStaffSession, requireStaffSession } from './staff-session';
import { createVisitorCmsClient } from './visitor-cms';

export type StaffCms = {
  client: CmsClient;
  forwarded: Headers;
  /** What every staff call of the CMS sends: the visitor's forwarded headers, and never a cached answer. */
  fresh: { headers: Headers; cache: 'no-store' };
  session: TStaffSession;
  locale: Locale;
};

/** The CMS as the signed-in member, whatever their role. */
async function openMemberCms(locale: Locale): Promise<StaffCms> {
  const session = await requireStaffSession(locale);
  const { client, forwarded } = await createVisitorCmsClient(session.token);
  return { client, forwarded, fresh: { headers: forwarded, cache: 'no-store' }, session, locale };
}

/**
 * The CMS as the signed-in member of the desk (a receptionist or a manager): their token as a Bearer
 * header, their address forwarded. A doctor has none of the desk's pages: their own list instead.
 */
export async function openStaffCms(locale: Locale): Promise<StaffCms> {
  const cms = await openMemberCms(locale);
  if (cms.session.user.role === 'doctor') redirect(`/${locale}/admin/doctor`);
  return cms;
}

/** The CMS as a signed-in doctor; any other member meets the not-found page, as for a page that is not there. */
export async function openDoctorCms(locale: Locale): Promise<StaffCms> {
  const cms = await openMemberCms(locale);
  if (cms.session.user.role !== 'doctor') notFound();
  return cms;
}

/**
 * openStaffCms with a page's reads sent at once, beside the session's check instead of after it: one
 * round to the CMS before the page can render, not two (under load each round waits in both servers'
 * queues). `read` gets the CMS as this request's cookie names it; the CMS checks the token on each
 * read as it does the session's. Resolves once the session is confirmed, with what `read` answered;
 * a session the CMS refuses goes to the sign-in page before any answer is looked at, and without a
 * cookie nothing is read before the guard.
 */
export async function openStaffCmsReading<T>(
  locale: Locale,
  read: (cms: Pick<StaffCms, 'client' | 'forwarded'>) => Promise<T>,
): Promise<{ cms: StaffCms; answer: T }> {
  const token = (await cookies()).get(STAFF_SESSION_COOKIE)?.value;
  const reading = token ? read(await createVisitorCmsClient(token)) : null;
  // Its failure counts only once the session stands: the guard's redirect comes first.
  reading?.catch(() => {});
  const cms = await openStaffCms(locale);
  return { cms, answer: await (reading ?? read(cms)) };
}

/** The CMS as a signed-in manager; any other member meets the not-found page, as for a page that is not there. */
export async function openManagerCms(locale: Locale): Promise<StaffCms> {
  const cms = await openStaffCms(locale);
  if (cms.session.user.role !== 'manager') notFound();
  return cms;
}

/**
 * A rejected token (expired, or the account lost the Staff role since sign-in) ends the session:
 * back to the login with a message. Any other error is the caller's to show.
 */
export function leaveIfSessionRejected(error: unknown, locale: Locale) {
  if (isCmsError(error) && (error.status === 401 || error.status === 403)) {
    redirect(`/${locale}/admin/login?reason=expired`);
  }
}

/**
 * A staff page's read, or null when it failed, which the page then says: a rejected session leaves
 * for the sign-in page first, and any other failure is logged as "[staff] `what` failed".
 */
export function readOrNull<T>(reading: Promise<T>, locale: Locale, what: string): Promise<T | null> {
  return reading.catch((error: unknown) => {
    leaveIfSessionRejected(error, locale);
    console.error(`[staff] ${what} failed: ${error instanceof Error ? error.message : 'unknown'}`);
    return null;
  });
}
