import {
  AppError,
  CALL_LIST_LIMIT,
  ErrorCode,
  type TCallAttemptCountAnswer,
  type TCallRowAnswer,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type Where, countCallAttempt, findAppointment, findAppointments } from '../appointments/appointment-records';
import { type StaffScope, appointmentsInScope } from '../staff/staff-scope';
import { CARD_STATE_FIELDS, type CardStateRow, toCardState } from './card-checks';
import { LIST_FIELDS, type ListLocale, type StoredRow, inLanguage } from './staff-columns';

// The call list: the visits the front desk phones patients about, and the unanswered calls it counts.

/** The call list's: the list's, the language to write to the patient in, and the calls so far. */
const CALL_FIELDS = [...LIST_FIELDS, 'locale', 'callAttempts', 'lastCallAttemptAt', ...CARD_STATE_FIELDS];

/**
 * The visits the front desk calls about, still ahead: first those a change of the doctor's hours
 * displaced (pending or confirmed), then the pending ones to confirm; each group soonest first.
 */
export const listCalls = async (
  strapi: Core.Strapi,
  locale: ListLocale,
  scope: StaffScope,
  now = new Date(),
): Promise<TCallRowAnswer[]> => {
  const ahead = { startsAt: { $gte: now.toISOString() } };
  const read = (where: Where, limit: number) =>
    findAppointments<StoredRow<Omit<TCallRowAnswer, 'cardCheck'>> & CardStateRow>(strapi, {
      where: { $and: [...appointmentsInScope(scope), ahead, where] },
      select: [...CALL_FIELDS],
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      limit,
    });
  const displaced = await read(
    { status: { $in: ['pending', 'confirmed'] }, displacedAt: { $notNull: true } },
    CALL_LIST_LIMIT,
  );
  const pending = await read(
    { status: 'pending', displacedAt: { $null: true } },
    Math.max(0, CALL_LIST_LIMIT - displaced.length),
  );
  return [...displaced, ...pending].map(({ cardVerdict, cardRefusalReason, ...row }) => ({
    ...inLanguage<Omit<TCallRowAnswer, 'cardCheck'>>(row, locale),
    cardCheck: toCardState({ cardVerdict, cardRefusalReason }),
  }));
};

/**
 * Counts an unanswered call on a visit still booked, in one statement, so two receptionists
 * calling at once count two calls. NOT_FOUND for no such visit, INVALID_TRANSITION for a closed one.
 */
export const recordCallAttempt = async (
  strapi: Core.Strapi,
  documentId: string,
  now = new Date(),
): Promise<TCallAttemptCountAnswer> => {
  return strapi.db.transaction(async () => {
    if (!(await countCallAttempt(strapi, documentId, now))) {
      const row = await findAppointment<{ status: string }>(strapi, { where: { documentId }, select: ['status'] });
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
      throw new AppError(ErrorCode.INVALID_TRANSITION, 'The visit is closed', { details: { current: row.status } });
    }
    const row = await findAppointment<{ callAttempts: number; lastCallAttemptAt: string }>(strapi, {
      where: { documentId },
      select: ['callAttempts', 'lastCallAttemptAt'],
    });
    return { callAttempts: row?.callAttempts ?? 0, lastCallAttemptAt: row?.lastCallAttemptAt ?? now.toISOString() };
  });
};
