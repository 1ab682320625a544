'use server';

import { ErrorCode, ZMessageReadChangeSchema } from '@clinic/domain';
import { type TActionResult, fail } from '@/lib/action-result';
import { applyChange } from '@/lib/staff-change';

/**
 * Marks one contact message read or unread, as the signed-in staff member. The CMS route changes
 * nothing else, so a tampered call cannot rewrite what the patient sent.
 */
export async function changeReadState(
  localeValue: string,
  documentId: string,
  isRead: boolean,
): Promise<TActionResult<{ isRead: boolean }>> {
  // A server action's arguments are whatever the browser sent: checked, not trusted to match the types.
  if (typeof documentId !== 'string') return fail(ErrorCode.VALIDATION_FAILED);
  return applyChange({
    locale: localeValue,
    what: 'marking a message',
    schema: ZMessageReadChangeSchema,
    input: { isRead },
    send: async (cms, _locale, checked) => ({
      isRead: (await cms.client.markMessageRead(documentId, checked.isRead, cms.fresh)).isRead,
    }),
    // The unread count is in the staff nav of every staff page, not only in the inbox.
    refreshes: '/admin',
  });
}
