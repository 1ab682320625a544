import {
  AppError,
  ErrorCode,
  type TAppointmentStatus,
  type TCardCheck,
  type TCardCheckAnswer,
  type TCardRefusalReason,
  type TCardVerdict,
  type TContractType,
  findCardCheckRefusal,
  isRefusalToSend,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import {
  appendHistoryEvent,
  findAppointment,
  lockAppointment,
  updateAppointments,
} from '../appointments/appointment-records';
import { queuePatientMessage } from '../messages/outbox';

// Card verification: reception's verdict on a company or syndicate patient's card, before or at
// check-in. The latest is kept on the appointment; each is an entry of its history; a refusal before
// the visit's day tells the patient, on their channels, to bring the card or expect to pay the fee.

/** The appointment's columns of its card state, as the lists read them. */
export const CARD_STATE_FIELDS = ['cardVerdict', 'cardRefusalReason'] as const;

/** A row's card state columns. */
export type CardStateRow = { cardVerdict: TCardVerdict | null; cardRefusalReason: TCardRefusalReason | null };

/** The card state a row's columns hold: null while unchecked. */
export const toCardState = (row: CardStateRow) =>
  row.cardVerdict ? { verdict: row.cardVerdict, reason: row.cardRefusalReason ?? null } : null;

/** The card state with who gave it and when, as the visit's page shows it. */
export const toCardCheckAnswer = (
  row: CardStateRow & { cardCheckedAt: string | null; cardCheckedBy: string | null },
): TCardCheckAnswer | null => {
  const state = toCardState(row);
  return state && row.cardCheckedAt
    ? { ...state, checkedAt: new Date(row.cardCheckedAt).toISOString(), checkedBy: row.cardCheckedBy }
    : null;
};

type CheckedVisit = { status: TAppointmentStatus; contractType: TContractType; startsAt: string };

const refuse = (cardCheck: string, message: string) =>
  new AppError(ErrorCode.CONFLICT, message, { details: { cardCheck } });

/**
 * Records the desk's verdict on a visit's card (the caller checked the visit is in the member's
 * scope), in one transaction with the visit locked: its state, its history entry, and before the
 * visit's Cairo day a refusal's message. CONFLICT (`details.cardCheck`) for a cash visit
 * (`notContract`) or one no longer booked (`notOpen`). Answers the state as stored.
 */
export const checkCard = async (
  strapi: Core.Strapi,
  documentId: string,
  check: TCardCheck,
  { by, now }: { by: string; now: Date },
): Promise<TCardCheckAnswer> =>
  strapi.db.transaction(async ({ trx }) => {
    await lockAppointment(strapi, trx, documentId);
    const visit = await findAppointment<CheckedVisit>(strapi, {
      where: { documentId },
      select: ['status', 'contractType', 'startsAt'],
    });
    if (!visit) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
    const refusal = findCardCheckRefusal(visit);
    if (refusal === 'notContract') throw refuse(refusal, 'A cash visit has no card to verify');
    if (refusal === 'notOpen') throw refuse(refusal, 'Only a visit still booked has its card verified');
    await updateAppointments(
      strapi,
      { documentId },
      { cardVerdict: check.verdict, cardRefusalReason: check.reason, cardCheckedAt: now, cardCheckedBy: by },
    );
    await appendHistoryEvent(strapi, documentId, {
      fromStatus: visit.status,
      toStatus: visit.status,
      changedAt: now.toISOString(),
      changedBy: by,
      cardCheck: check,
    });
    if (isRefusalToSend(check, new Date(visit.startsAt), now)) {
      await queuePatientMessage(strapi, trx, documentId, 'cardRefused', { now });
    }
    return { ...check, checkedAt: now.toISOString(), checkedBy: by };
  });
