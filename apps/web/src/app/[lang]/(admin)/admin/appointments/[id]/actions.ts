'use server';

import { type AppointmentStatus, isCmsError } from '@clinic/cms-client';
import { ErrorCode, ZAppointmentStatusChangeSchema, collectFieldErrors } from '@clinic/domain';
import { revalidatePath } from 'next/cache';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

/** Why the CMS refused a change, as message keys of `Admin.statusActions`. */
export type TStatusRefusal = 'invalidTransition' | 'tooEarly' | 'undoExpired' | 'placeTaken' | 'failed';

export type TStatusChangeResult =
  | { ok: true; status: AppointmentStatus }
  | { ok: false; reason: 'conflict'; current: AppointmentStatus }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; reason: TStatusRefusal };

const REFUSALS: Readonly<Partial<Record<string, TStatusRefusal>>> = {
  [ErrorCode.INVALID_TRANSITION]: 'invalidTransition',
  [ErrorCode.TOO_EARLY]: 'tooEarly',
  [ErrorCode.UNDO_EXPIRED]: 'undoExpired',
  [ErrorCode.SLOT_FULL]: 'placeTaken',
};

/**
 * Moves one appointment on in the workflow, or takes back a mistake, as the signed-in staff member.
 * The CMS applies it only if the status is still the one this screen showed and the clock allows it,
 * so a stale screen cannot undo a colleague's change.
 */
export async function changeStatus(
  localeValue: string,
  documentId: string,
  change: { from: string; to: string; reason?: { category: string; note?: string } },
): Promise<TStatusChangeResult> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  const parsed = ZAppointmentStatusChangeSchema.safeParse(change);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: collectFieldErrors(parsed.error) };
  try {
    const appointment = await cms.client.changeAppointmentStatus(documentId, parsed.data, {
      locale,
      headers: cms.forwarded,
      cache: 'no-store',
    });
    revalidatePath(`/${locale}/admin/appointments`, 'layout');
    return { ok: true, status: appointment.status };
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    const refusal = isCmsError(error) && error.status === 409 ? REFUSALS[error.name] : undefined;
    if (refusal) return { ok: false, reason: refusal };
    if (isCmsError(error) && error.status === 409 && typeof error.details.current === 'string') {
      return { ok: false, reason: 'conflict', current: error.details.current as AppointmentStatus };
    }
    console.error(`[staff] a status change failed: ${isCmsError(error) ? error.status : 'unreachable'}`);
    return { ok: false, reason: 'failed' };
  }
}
