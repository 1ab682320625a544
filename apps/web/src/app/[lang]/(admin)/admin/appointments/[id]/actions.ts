'use server';

import { type AppointmentStatus, isCmsError } from '@clinic/cms-client';
import { ZAppointmentStatusChangeSchema } from '@clinic/domain';
import { revalidatePath } from 'next/cache';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

export type TStatusChangeResult =
  | { ok: true; status: AppointmentStatus }
  | { ok: false; reason: 'conflict'; current: AppointmentStatus }
  | { ok: false; reason: 'invalidTransition' | 'failed' };

/**
 * Moves one appointment on in the workflow, as the signed-in staff member. The CMS applies it only
 * if the status is still the one this screen showed, so a stale screen cannot undo a colleague's change.
 */
export async function changeStatus(
  localeValue: string,
  documentId: string,
  change: { from: string; to: string },
): Promise<TStatusChangeResult> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  const parsed = ZAppointmentStatusChangeSchema.safeParse(change);
  if (!parsed.success) return { ok: false, reason: 'invalidTransition' };
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
    if (isCmsError(error) && error.status === 409 && error.name === 'INVALID_TRANSITION') {
      return { ok: false, reason: 'invalidTransition' };
    }
    if (isCmsError(error) && error.status === 409 && typeof error.details.current === 'string') {
      return { ok: false, reason: 'conflict', current: error.details.current as AppointmentStatus };
    }
    console.error(`[staff] a status change failed: ${isCmsError(error) ? error.status : 'unreachable'}`);
    return { ok: false, reason: 'failed' };
  }
}
