'use server';

import { ErrorCode, ZCallAttemptSchema } from '@clinic/domain';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

/** Counts a call to the patient that went unanswered, as the signed-in staff member. */
export async function recordNoAnswer(
  localeValue: string,
  documentId: string,
): Promise<TActionResult<{ callAttempts: number }>> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  const attempt = ZCallAttemptSchema.safeParse({ outcome: 'noAnswer' });
  if (!attempt.success || typeof documentId !== 'string') return fail(ErrorCode.VALIDATION_FAILED);
  try {
    const counted = await cms.client.recordCallAttempt(documentId, attempt.data, cms.fresh);
    return succeed({ callAttempts: counted.callAttempts });
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    const failure = toActionFailure(error);
    if (failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === ErrorCode.INTERNAL) {
      console.error(`[staff] recording a call failed: ${failure.code}`);
    }
    return failure;
  }
}
