'use server';

import { ErrorCode, ZMessageReadChangeSchema } from '@clinic/domain';
import { revalidatePath } from 'next/cache';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

/**
 * Marks one contact message read or unread, as the signed-in staff member. The CMS route changes
 * nothing else, so a tampered call cannot rewrite what the patient sent.
 */
export async function changeReadState(
  localeValue: string,
  documentId: string,
  isRead: boolean,
): Promise<TActionResult<{ isRead: boolean }>> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  // A server action's arguments are whatever the browser sent: checked, not trusted to match the types.
  const parsed = ZMessageReadChangeSchema.safeParse({ isRead });
  if (!parsed.success || typeof documentId !== 'string') return fail(ErrorCode.VALIDATION_FAILED);
  try {
    const message = await cms.client.markMessageRead(documentId, parsed.data.isRead, cms.fresh);
    // The unread count is in the staff nav of every staff page, not only in the inbox.
    revalidatePath(`/${locale}/admin`, 'layout');
    return succeed({ isRead: message.isRead });
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    const failure = toActionFailure(error);
    if (failure.code !== ErrorCode.NOT_FOUND) console.error(`[staff] marking a message failed: ${failure.code}`);
    return failure;
  }
}
