'use server';

import { type AppointmentStatus, isCmsError } from '@clinic/cms-client';
import {
  ErrorCode,
  ZAppointmentNoteSchema,
  ZAppointmentStatusChangeSchema,
  ZDocumentIdSchema,
  ZInstantSchema,
  ZIsoDateSchema,
  ZRescheduleSchema,
  collectFieldErrors,
} from '@clinic/domain';
import { hasLocale } from 'next-intl';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { leaveIfSessionRejected, openStaffCms } from '@/lib/staff-cms';
import { applyChange } from '@/lib/staff-change';
import { type MoveDay, readMoveDay } from './_lib/move-times';

/** After CONFLICT: the status a colleague moved the appointment to meanwhile. */
type TStatusConflict = { current: AppointmentStatus };

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
      const appointment = await cms.client.changeAppointmentStatus(documentId, checked, { locale, ...cms.fresh });
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
    await cms.client.addAppointmentNote(documentId, checked, cms.fresh);
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
    await cms.client.rescheduleAppointment(documentId, checked, { locale, ...cms.fresh });
    return undefined;
  });
}

const ZMoveDayQuerySchema = z.object({
  doctor: ZDocumentIdSchema,
  branch: ZDocumentIdSchema,
  day: ZIsoDateSchema,
  current: ZInstantSchema,
});

/**
 * Another day's free times for the move section, without rendering the visit's page again: a staff
 * session is needed, as for every action, but no patient data is read (nor logged as read).
 */
export async function readMoveTimes(localeValue: string, query: unknown): Promise<TActionResult<MoveDay>> {
  const locale = hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const parsed = ZMoveDayQuerySchema.safeParse(query);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  const cms = await openStaffCms(locale);
  try {
    return succeed(await readMoveDay(cms.client, { ...parsed.data, locale }));
  } catch (error) {
    leaveIfSessionRejected(error, locale);
    return fail(ErrorCode.SERVICE_UNAVAILABLE);
  }
}

const ZResendSchema = z.object({ messageId: z.number().int().min(1) });

/** Queues a failed message to the patient again, from its first try. */
export async function resendMessage(
  localeValue: string,
  documentId: string,
  messageId: number,
): Promise<TActionResult> {
  return applyChange(localeValue, 'a message resend', ZResendSchema, { messageId }, async (cms, locale, checked) => {
    await cms.client.resendMessage(documentId, checked.messageId, { locale, ...cms.fresh });
    return undefined;
  });
}
