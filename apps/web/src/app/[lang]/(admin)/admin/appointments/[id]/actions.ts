'use server';

import { type AppointmentStatus, isCmsError } from '@clinic/cms-client';
import { ErrorCode, ZAppointmentNoteSchema, ZAppointmentStatusChangeSchema, collectFieldErrors } from '@clinic/domain';
import { revalidatePath } from 'next/cache';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

/** After CONFLICT: the status a colleague moved the appointment to meanwhile. */
type TStatusConflict = { current: AppointmentStatus };

/**
 * Moves one appointment on in the workflow, or takes back a mistake, as the signed-in staff member.
 * The CMS applies it only if the status is still the one this screen showed and the clock allows it,
 * so a stale screen cannot undo a colleague's change.
 */
export async function changeStatus(
  localeValue: string,
  documentId: string,
  change: { from: string; to: string; reason?: { category: string; note?: string } },
): Promise<TActionResult<{ status: AppointmentStatus }, TStatusConflict>> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  const parsed = ZAppointmentStatusChangeSchema.safeParse(change);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  try {
    const appointment = await cms.client.changeAppointmentStatus(documentId, parsed.data, {
      locale,
      headers: cms.forwarded,
      cache: 'no-store',
    });
    revalidatePath(`/${locale}/admin/appointments`, 'layout');
    return succeed({ status: appointment.status });
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    const failure = toActionFailure<TStatusConflict>(error);
    if (failure.code === ErrorCode.CONFLICT) {
      const current = isCmsError(error) ? error.details.current : undefined;
      if (typeof current === 'string') return { ...failure, details: { current: current as AppointmentStatus } };
    }
    if (failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === ErrorCode.INTERNAL) {
      console.error(`[staff] a status change failed: ${failure.code}`);
    }
    return failure;
  }
}

/**
 * Adds a note to one appointment as the signed-in staff member, checked with the shared schema here
 * and again by the CMS, which signs it with the staff member's account.
 */
export async function addNote(
  localeValue: string,
  documentId: string,
  note: { text: string; isForDoctor?: boolean },
): Promise<TActionResult> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  const parsed = ZAppointmentNoteSchema.safeParse(note);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  try {
    await cms.client.addAppointmentNote(documentId, parsed.data, { headers: cms.forwarded, cache: 'no-store' });
    revalidatePath(`/${locale}/admin/appointments`, 'layout');
    return succeed(undefined);
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    const failure = toActionFailure(error);
    if (failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === ErrorCode.INTERNAL) {
      console.error(`[staff] a note failed to save: ${failure.code}`);
    }
    return failure;
  }
}
