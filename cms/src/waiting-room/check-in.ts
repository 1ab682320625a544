import {
  AppError,
  ErrorCode,
  type TAppointmentStatus,
  type TArrivalAnswer,
  type TScheduleMode,
  findCheckInRefusal,
  findTakeBackEnd,
  isLate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { appendHistoryEvent, findAppointment, lockAppointment } from '../appointments/appointment-records';

/*
 * Reception checks in the patients who arrive: each check-in is a row of `visit_arrivals` and an entry
 * of the visit's history, written in one transaction; in a first-come session it takes the session's
 * next number. A mistaken check-in is taken back within WAITING_ROOM_RULES.takeBackMinutes; its row
 * stays, and its number is never given again.
 */

const ARRIVALS_TABLE = 'visit_arrivals';
const NUMBERS_TABLE = 'waiting_room_numbers';

/** A visit as check-in reads it: what decides whether it may, and which session's queue it joins. */
type ArrivingRow = {
  status: TAppointmentStatus;
  startsAt: string;
  mode: TScheduleMode;
  doctorDocumentId: string | null;
  branchDocumentId: string | null;
};

/** A check-in as `visit_arrivals` keeps it: instants as epoch milliseconds. */
type ArrivalRow = {
  id: number;
  queue_number: number | null;
  arrived_at_ms: number | string;
  arrived_by: string | null;
};

const refuse = (checkIn: string, message: string) =>
  new AppError(ErrorCode.CONFLICT, message, { details: { checkIn } });

/** The check-in standing for a visit, if any. */
const findStandingArrival = async (knex: Knex, documentId: string) =>
  (await knex(ARRIVALS_TABLE)
    .where({ appointment_document_id: documentId })
    .whereNull('taken_back_at_ms')
    .first('id', 'queue_number', 'arrived_at_ms', 'arrived_by')) as ArrivalRow | undefined;

/**
 * The session's next number, in one statement: the row is created at 1 or raised by one, and the
 * database answers the value it wrote, so two desks on two processes never read the same one.
 */
const takeNextNumber = async (trx: Knex.Transaction, session: Record<string, string | number | null>) => {
  const [row] = (await trx(NUMBERS_TABLE)
    .insert({ ...session, last_number: 1 })
    .onConflict(['doctor_document_id', 'branch_document_id', 'session_starts_at_ms'])
    .merge({ last_number: trx.raw('?? + 1', [`${NUMBERS_TABLE}.last_number`]) })
    .returning('last_number')) as { last_number: number | string }[];
  return Number(row?.last_number);
};

const toArrivalAnswer = (row: ArrivalRow, visit: Pick<ArrivingRow, 'mode' | 'startsAt'>): TArrivalAnswer => {
  const arrivedAt = new Date(Number(row.arrived_at_ms));
  return {
    arrivedAt: arrivedAt.toISOString(),
    arrivedBy: row.arrived_by,
    queueNumber: row.queue_number,
    takeBackUntil: findTakeBackEnd(arrivedAt).toISOString(),
    isLate: isLate({ mode: visit.mode, startsAt: new Date(visit.startsAt), arrivedAt, queueNumber: row.queue_number }),
  };
};

const readArrivingVisit = async (strapi: Core.Strapi, documentId: string) => {
  const visit = await findAppointment<ArrivingRow>(strapi, {
    where: { documentId },
    select: ['status', 'startsAt', 'mode', 'doctorDocumentId', 'branchDocumentId'],
  });
  if (!visit) throw new AppError(ErrorCode.NOT_FOUND, 'No such appointment');
  return visit;
};

/**
 * Checks a visit in (the caller checked it is in the member's scope): refused (409, `details.checkIn`)
 * when it is not booked any more (`notBooked`), not today in Cairo (`notToday`), or already checked in
 * (`alreadyArrived`). Answers the check-in: its number in a first-come session.
 */
export const checkIn = async (strapi: Core.Strapi, documentId: string, { by, now }: { by: string; now: Date }) =>
  strapi.db.transaction(async ({ trx }) => {
    await lockAppointment(strapi, trx, documentId);
    const visit = await readArrivingVisit(strapi, documentId);
    const refusal = findCheckInRefusal({ status: visit.status, startsAt: new Date(visit.startsAt) }, now);
    if (refusal === 'notBooked') throw refuse(refusal, 'Only a visit still booked can be checked in');
    if (refusal === 'notToday') throw refuse(refusal, 'A visit is checked in on its day');
    if (await findStandingArrival(trx, documentId)) throw refuse('alreadyArrived', 'This patient is checked in');
    const session = {
      doctor_document_id: visit.doctorDocumentId,
      branch_document_id: visit.branchDocumentId,
      session_starts_at_ms: Date.parse(visit.startsAt),
    };
    // A first-come visit whose doctor or branch is gone has no session's queue to number it in.
    const isNumbered = visit.mode === 'fcfs' && visit.doctorDocumentId !== null && visit.branchDocumentId !== null;
    const queueNumber = isNumbered ? await takeNextNumber(trx, session) : null;
    const arrival = { queue_number: queueNumber, arrived_at_ms: now.getTime(), arrived_by: by };
    const [inserted] = (await trx(ARRIVALS_TABLE)
      .insert({ ...session, ...arrival, appointment_document_id: documentId })
      .returning('id')) as ({ id: number } | number)[];
    await appendHistoryEvent(strapi, documentId, {
      fromStatus: visit.status,
      toStatus: visit.status,
      changedAt: now.toISOString(),
      changedBy: by,
      arrival: { kind: 'checkedIn', queueNumber },
    });
    const id = typeof inserted === 'object' ? inserted.id : Number(inserted);
    return toArrivalAnswer({ id, ...arrival }, visit);
  });

/**
 * Takes a mistaken check-in back, within WAITING_ROOM_RULES.takeBackMinutes of it (UNDO_EXPIRED
 * after); CONFLICT (`notArrived`) when the visit has no check-in standing. Its number is not given again.
 */
export const takeBackCheckIn = async (
  strapi: Core.Strapi,
  documentId: string,
  { by, now }: { by: string; now: Date },
) =>
  strapi.db.transaction(async ({ trx }) => {
    await lockAppointment(strapi, trx, documentId);
    const visit = await readArrivingVisit(strapi, documentId);
    const arrival = await findStandingArrival(trx, documentId);
    if (!arrival) throw refuse('notArrived', 'This patient is not checked in');
    if (now > findTakeBackEnd(new Date(Number(arrival.arrived_at_ms)))) {
      throw new AppError(ErrorCode.UNDO_EXPIRED, 'It is too late to take this check-in back', {
        details: { checkIn: 'takeBackExpired' },
      });
    }
    await trx(ARRIVALS_TABLE).where({ id: arrival.id }).update({ taken_back_at_ms: now.getTime(), taken_back_by: by });
    await appendHistoryEvent(strapi, documentId, {
      fromStatus: visit.status,
      toStatus: visit.status,
      changedAt: now.toISOString(),
      changedBy: by,
      arrival: { kind: 'checkInTakenBack', queueNumber: arrival.queue_number },
    });
  });

/** The check-ins standing for `visits` (the day sheet's), by the visit's document id, in one query. */
export const readArrivals = async (
  knex: Knex,
  visits: readonly (Pick<ArrivingRow, 'mode' | 'startsAt'> & { documentId: string })[],
) => {
  const rows = (await knex(ARRIVALS_TABLE)
    .whereIn(
      'appointment_document_id',
      visits.map((visit) => visit.documentId),
    )
    .whereNull('taken_back_at_ms')
    .select('id', 'appointment_document_id', 'queue_number', 'arrived_at_ms', 'arrived_by')) as (ArrivalRow & {
    appointment_document_id: string;
  })[];
  const byVisit = new Map(visits.map((visit) => [visit.documentId, visit]));
  return new Map(
    rows.flatMap((row) => {
      const visit = byVisit.get(row.appointment_document_id);
      return visit ? [[row.appointment_document_id, toArrivalAnswer(row, visit)] as const] : [];
    }),
  );
};

/** The visit's check-in standing, as its page shows it; null when the patient has not arrived (or it was taken back). */
export const readArrival = async (
  knex: Knex,
  documentId: string,
  visit: Pick<ArrivingRow, 'mode' | 'startsAt'>,
): Promise<TArrivalAnswer | null> => {
  const arrival = await findStandingArrival(knex, documentId);
  return arrival ? toArrivalAnswer(arrival, visit) : null;
};
