'use server';

import type { AppointmentStatus } from '@clinic/cms-client';
import {
  ErrorCode,
  ZAppointmentNoteSchema,
  ZAppointmentStatusChangeSchema,
  ZArrivalChangeSchema,
  ZCardCheckSchema,
  ZDocumentIdSchema,
  ZInstantSchema,
  ZIsoDateSchema,
  ZMessageResendSchema,
  ZRescheduleSchema,
  type TArrivalAnswer,
  type TCardCheckAnswer,
  type TCardCheckRefusal,
  type TMessageResend,
} from '@clinic/domain';
import { z } from 'zod';
import { type TActionResult, fail } from '@/lib/action-result';
import { applyChange, keepConflictDetail, readAsStaff } from '@/lib/staff-change';
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
  return applyChange<typeof ZAppointmentStatusChangeSchema, { status: AppointmentStatus }, TStatusConflict>({
    locale: localeValue,
    what: 'a status change',
    schema: ZAppointmentStatusChangeSchema,
    input: change,
    send: async (cms, locale, checked) => {
      const appointment = await cms.client.changeAppointmentStatus(documentId, checked, { locale, ...cms.fresh });
      return { status: appointment.status };
    },
    explain: keepConflictDetail<'current', AppointmentStatus>('current'),
  });
}

/**
 * A desk change the CMS may refuse with a CONFLICT naming why in `details[field]`, one of `refusals`,
 * which the page says in its own words (applyChange with keepConflictDetail).
 */
const applyRefusable = <TSchema extends z.ZodType, TValue, TField extends string, TRefusal extends string>(
  [field, refusals]: [TField, readonly TRefusal[]],
  change: Omit<Parameters<typeof applyChange<TSchema, TValue, Record<TField, TRefusal>>>[0], 'explain'>,
) =>
  applyChange<TSchema, TValue, Record<TField, TRefusal>>({ ...change, explain: keepConflictDetail(field, refusals) });

/** Why the CMS refused a check-in, its take-back or a call in, besides UNDO_EXPIRED: the page says it in its words. */
const ARRIVAL_REFUSALS = [
  'notBooked',
  'notToday',
  'alreadyArrived',
  'notArrived',
  'alreadyCalled',
  'outOfTurn',
] as const;

export type TArrivalRefusal = (typeof ARRIVAL_REFUSALS)[number];

/**
 * Checks the visit's patient in (their number, in a first-come session), calls them in to the doctor
 * (out of turn with a reason), or takes a mistaken check-in back.
 */
export async function changeArrival(
  localeValue: string,
  documentId: string,
  change: { action: string; reason?: string },
): Promise<TActionResult<TArrivalAnswer | null, { checkIn: TArrivalRefusal }>> {
  return applyRefusable(['checkIn', ARRIVAL_REFUSALS], {
    ...{ locale: localeValue, what: 'a check-in', schema: ZArrivalChangeSchema, input: change },
    send: (cms, _locale, checked) => cms.client.changeArrival(documentId, checked, cms.fresh),
  });
}

const CARD_CHECK_REFUSALS = ['notContract', 'notOpen'] as const satisfies readonly TCardCheckRefusal[];

/** Records the desk's verdict on the patient's company or syndicate card: accepted, or refused with a reason. */
export async function checkCard(localeValue: string, documentId: string, verdict: string, reason?: string) {
  return applyRefusable(['cardCheck', CARD_CHECK_REFUSALS], {
    ...{ locale: localeValue, what: 'a card check', schema: ZCardCheckSchema, input: { verdict, reason } },
    send: (cms, _locale, check): Promise<TCardCheckAnswer> => cms.client.checkCard(documentId, check, cms.fresh),
  });
}

/** Adds a note to one appointment, which the CMS signs with the staff member's account. */
export async function addNote(
  localeValue: string,
  documentId: string,
  note: { text: string; isForDoctor?: boolean },
): Promise<TActionResult> {
  return applyChange({
    locale: localeValue,
    what: 'a note',
    schema: ZAppointmentNoteSchema,
    input: note,
    send: (cms, _locale, checked) =>
      cms.client.addAppointmentNote(documentId, checked, cms.fresh).then(() => undefined),
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
  return applyChange({
    locale: localeValue,
    what: 'a move',
    schema: ZRescheduleSchema,
    input: move,
    send: (cms, locale, checked) =>
      cms.client.rescheduleAppointment(documentId, checked, { locale, ...cms.fresh }).then(() => undefined),
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
  return readAsStaff({
    locale: localeValue,
    schema: ZMoveDayQuerySchema,
    input: query,
    send: (cms, locale, checked) => readMoveDay(cms.client, { ...checked, locale }),
    failure: () => fail(ErrorCode.SERVICE_UNAVAILABLE),
  });
}

/** Which message, and by which channel: its own, or SMS instead of WhatsApp. */
const ZResendSchema = ZMessageResendSchema.unwrap().extend({ messageId: z.number().int().min(1) });

/** Queues a failed message to the patient again, from its first try: by its own channel, or (`channel: 'sms'`) by SMS. */
export async function resendMessage(
  localeValue: string,
  documentId: string,
  messageId: number,
  resend: NonNullable<TMessageResend> = {},
): Promise<TActionResult> {
  return applyChange({
    locale: localeValue,
    what: 'a message resend',
    schema: ZResendSchema,
    input: { ...resend, messageId },
    send: (cms, locale, { messageId: checkedId, channel }) =>
      cms.client.resendMessage(documentId, checkedId, { locale, channel, ...cms.fresh }).then(() => undefined),
  });
}
