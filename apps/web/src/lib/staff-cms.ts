import 'server-only';
import { type CmsClient, isCmsError } from '@clinic/cms-client';
import { notFound, redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { type TStaffSession, requireStaffSession } from './staff-session';
import { createVisitorCmsClient } from './visitor-cms';

export type StaffCms = { client: CmsClient; forwarded: Headers; session: TStaffSession; locale: Locale };

/** The CMS as the signed-in staff member: their token as a Bearer header, their address forwarded. */
export async function openStaffCms(locale: Locale): Promise<StaffCms> {
  const session = await requireStaffSession(locale);
  const { client, forwarded } = await createVisitorCmsClient(session.token);
  return { client, forwarded, session, locale };
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
