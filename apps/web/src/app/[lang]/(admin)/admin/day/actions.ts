'use server';

import { ZQueuePauseSchema } from '@clinic/domain';
import type { TActionResult } from '@/lib/action-result';
import { applyChange } from '@/lib/staff-change';

/**
 * Pauses a doctor's queue at a branch with a message for the waiting-room screen, or resumes it
 * (`message: null`); the day sheet is read again after.
 */
export async function changeQueuePause(
  localeValue: string,
  pause: { doctor: string; branch: string; message: string | null },
): Promise<TActionResult> {
  return applyChange({
    locale: localeValue,
    what: 'a queue pause',
    schema: ZQueuePauseSchema,
    input: pause,
    refreshes: '/admin/day',
    send: async (cms, _locale, checked) => {
      await cms.client.pauseQueue(checked, cms.fresh);
      return undefined;
    },
  });
}
