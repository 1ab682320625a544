'use server';

import { type AppointmentStatus, isCmsError } from '@clinic/cms-client';
import {
  ErrorCode,
  ZAppointmentNoteSchema,
  ZAppointmentStatusChangeSchema,
  ZRescheduleSchema,
  collectFieldErrors,
} from '@clinic/domain';
import { revalidatePath } from 'next/cache';
import { hasLocale } from 'next-intl';
import type { z } from 'zod';
import { type Locale, routing } from '@/i18n/routing';
import { type TActionFailure, type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { type StaffCms, leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';

/** After CONFLICT: the status a colleague moved the appointment to meanwhile. */
type TStatusConflict = { current: AppointmentStatus };

/**
 * What every change of an appointment does around its CMS call, as the signed-in staff member: the
 * input checked with the shared schema first (the CMS checks it again), the staff pages refreshed
 * after, and a failure answered as a code the page translates. A rejected session leaves for the
 * sign-in page; an outage is logged.
 */
async function applyChange<TSchema extends z.ZodType, TValue, TDetails = undefined>(
  localeValue: string,
  what: string,
  schema: TSchema,
  input: unknown,
  send: (cms: StaffCms, locale: Locale, checked: z.output<TSchema>) => Promise<TValue>,
  explain: (failure: TActionFailure<TDetails>, error: unknown) => TActionFailure<TDetails> = (failure) => failure,
): Promise<TActionResult<TValue, TDetails>> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const cms = await openStaffCms(locale);
  const parsed = schema.safeParse(input);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  try {
    const value = await send(cms, locale, parsed.data);
    revalidatePath(`/${locale}/admin/appointments`, 'layout');
    return succeed(value);
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    const failure = toActionFailure<TDetails>(error);
    if (failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === ErrorCode.INTERNAL) {
      console.error(`[staff] ${what} failed: ${failure.code}`);
    }
    return explain(failure, error);
  }
}

/**
 * Moves one appointment on in the workflow, or takes back a mistake. The CMS applies it only if the
 * status is still the one this screen showed and the clock allows it, so a stale screen cannot undo
 * a colleague's change; after CONFLICT the answer says the status it has now.
 */
export async function changeStatus(
  localeValue: string,
  documentId: string,
  change: { from: string; to: string; reason?: { category: string; note?: string } },
): Promise<TActionResult<{ status: AppointmentStatus }, TStatusConflict>> {
  return applyChange<typeof ZAppointmentStatusChangeSchema, { status: AppointmentStatus }, TStatusConflict>(
    localeValue,
    'a status change',
    ZAppointmentStatusChangeSchema,
    change,
    async (cms, locale, checked) => {
      const appointment = await cms.client.changeAppointmentStatus(documentId, checked, {
        locale,
        headers: cms.forwarded,
        cache: 'no-store',
      });
      return { status: appointment.status };
    },
    (failure, error) => {
      const current = isCmsError(error) ? error.details.current : undefined;
      return failure.code === ErrorCode.CONFLICT && typeof current === 'string'
        ? { ...failure, details: { current: current as AppointmentStatus } }
        : failure;
    },
  );
}

/** Adds a note to one appointment, which the CMS signs with the staff member's account. */
export async function addNote(
  localeValue: string,
  documentId: string,
  note: { text: string; isForDoctor?: boolean },
): Promise<TActionResult> {
  return applyChange(localeValue, 'a note', ZAppointmentNoteSchema, note, async (cms, _locale, checked) => {
    await cms.client.addAppointmentNote(documentId, checked, { headers: cms.forwarded, cache: 'no-store' });
    return undefined;
  });
}

/**
 * Moves one visit to another time of its doctor at its branch, if it is still at `move.from`: of two
 * receptionists moving it at once, or racing a patient for the new place, one wins and the other is told.
 */
export async function moveVisit(
  localeValue: string,
  documentId: string,
  move: { from: string; start: string },
): Promise<TActionResult> {
  return applyChange(localeValue, 'a move', ZRescheduleSchema, move, async (cms, locale, checked) => {
    await cms.client.rescheduleAppointment(documentId, checked, { locale, headers: cms.forwarded, cache: 'no-store' });
    return undefined;
  });
}
