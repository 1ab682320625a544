'use server';

import { isCmsError } from '@clinic/cms-client';
import { ZMessageReadChangeSchema } from '@clinic/domain';
import { revalidatePath } from 'next/cache';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

export type TReadChangeResult = { ok: true; isRead: boolean } | { ok: false; reason: 'notFound' | 'failed' };

/**
 * Marks one contact message read or unread, as the signed-in staff member. The CMS route changes
 * nothing else, so a tampered call cannot rewrite what the patient sent.
 */
export async function changeReadState(
  localeValue: string,
  documentId: string,
  isRead: boolean,
): Promise<TReadChangeResult> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  // A server action's arguments are whatever the browser sent: checked, not trusted to match the types.
  const parsed = ZMessageReadChangeSchema.safeParse({ isRead });
  if (!parsed.success || typeof documentId !== 'string') return { ok: false, reason: 'failed' };
  try {
    const message = await cms.client.markMessageRead(documentId, parsed.data.isRead, {
      headers: cms.forwarded,
      cache: 'no-store',
    });
    // The unread count is in the staff nav of every staff page, not only in the inbox.
    revalidatePath(`/${locale}/admin`, 'layout');
    return { ok: true, isRead: message.isRead };
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    if (isCmsError(error) && error.status === 404) return { ok: false, reason: 'notFound' };
    console.error(`[staff] marking a message failed: ${isCmsError(error) ? error.status : 'unreachable'}`);
    return { ok: false, reason: 'failed' };
  }
}
