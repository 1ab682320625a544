import {
  AppError,
  ErrorCode,
  type TAppointmentStatus,
  type TArrivalAnswer,
  type TArrivalEvent,
  type TScheduleMode,
  findCheckInRefusal,
  findTakeBackEnd,
  findWaitingQueue,
  isLate,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { appendHistoryEvent, findAppointment, lockAppointment } from '../appointments/appointment-records';
import { readDayQueue } from './day-queue';
import { queuePatientMessage } from '../messages/outbox';

/*
 * Reception checks in the patients who arrive: each check-in is a row of `visit_arrivals` and an entry
 * of the visit's history, written in one transaction; in a first-come session it takes the session's
 * next number. A mistaken check-in is taken back within WAITING_ROOM_RULES.takeBackMinutes; its row
 * stays, and its number is never given again. Calling the patient in to the doctor is kept on the same
 * row; calling anyone but the first of the doctor's queue takes a reason, kept in the history.
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
  called_at_ms: number | string | null;
};

const refuse = (checkIn: string, message: string) =>
  new AppError(ErrorCode.CONFLICT, message, { details: { checkIn } });

/** The check-in standing for a visit, if any. */
const findStandingArrival = async (knex: Knex, documentId: string) =>
  (await knex(ARRIVALS_TABLE)
    .where({ appointment_document_id: documentId })
    .whereNull('taken_back_at_ms')
    .first('id', 'queue_number', 'arrived_at_ms', 'arrived_by', 'called_at_ms')) as ArrivalRow | undefined;

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
    calledAt: row.called_at_ms === null ? null : new Date(Number(row.called_at_ms)).toISOString(),
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

type ArrivalChange = { by: string; now: Date };

/** The visit's history line of a change to its arrival: the status stays as it was. */
const recordArrivalEvent = (
  strapi: Core.Strapi,
  documentId: string,
  status: TAppointmentStatus,
  { by, now }: ArrivalChange,
  arrival: TArrivalEvent,
  note: string | null = null,
) =>
  appendHistoryEvent(strapi, documentId, {
    fromStatus: status,
    toStatus: status,
    changedAt: now.toISOString(),
    changedBy: by,
    note,
    arrival,
  });

/**
 * Checks a visit in (the caller checked it is in the member's scope): refused (409, `details.checkIn`)
 * when it is not booked any more (`notBooked`), not today in Cairo (`notToday`), or already checked in
 * (`alreadyArrived`). The patient is sent their place (queuePatientMessage, one message). Answers the
 * check-in: its number in a first-come session.
 */
export const checkIn = async (strapi: Core.Strapi, documentId: string, { by, now }: ArrivalChange) =>
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
    const arrival = { queue_number: queueNumber, arrived_at_ms: now.getTime(), arrived_by: by, called_at_ms: null };
    const [inserted] = (await trx(ARRIVALS_TABLE)
      .insert({ ...session, ...arrival, appointment_document_id: documentId })
      .returning('id')) as ({ id: number } | number)[];
    await recordArrivalEvent(strapi, documentId, visit.status, { by, now }, { kind: 'checkedIn', queueNumber });
    await queuePatientMessage(strapi, trx, documentId, 'checkedIn', { queueNumber, now });
    const id = typeof inserted === 'object' ? inserted.id : Number(inserted);
    return toArrivalAnswer({ id, ...arrival }, visit);
  });

/** The queue number of the check-in standing for a visit: null for a timed visit, or none standing. */
export const readStandingQueueNumber = async (knex: Knex, documentId: string) =>
  (await findStandingArrival(knex, documentId))?.queue_number ?? null;

/**
 * Changes the check-in standing for a visit, in one transaction with the visit locked: CONFLICT
 * (`notArrived`) when it has none.
 */
const changeStandingArrival = <Result>(
  strapi: Core.Strapi,
  documentId: string,
  apply: (trx: Knex.Transaction, visit: ArrivingRow, arrival: ArrivalRow) => Promise<Result>,
) =>
  strapi.db.transaction(async ({ trx }) => {
    await lockAppointment(strapi, trx, documentId);
    const visit = await readArrivingVisit(strapi, documentId);
    const arrival = await findStandingArrival(trx, documentId);
    if (!arrival) throw refuse('notArrived', 'This patient is not checked in');
    return apply(trx, visit, arrival);
  });

/**
 * Takes a mistaken check-in back, within WAITING_ROOM_RULES.takeBackMinutes of it (UNDO_EXPIRED
 * after); CONFLICT (`notArrived`) when the visit has no check-in standing. Its number is not given again.
 */
export const takeBackCheckIn = async (strapi: Core.Strapi, documentId: string, change: ArrivalChange) =>
  changeStandingArrival(strapi, documentId, async (trx, visit, arrival) => {
    const { by, now } = change;
    if (now > findTakeBackEnd(new Date(Number(arrival.arrived_at_ms)))) {
      throw new AppError(ErrorCode.UNDO_EXPIRED, 'It is too late to take this check-in back', {
        details: { checkIn: 'takeBackExpired' },
      });
    }
    await trx(ARRIVALS_TABLE).where({ id: arrival.id }).update({ taken_back_at_ms: now.getTime(), taken_back_by: by });
    await recordArrivalEvent(strapi, documentId, visit.status, change, {
      kind: 'checkInTakenBack',
      queueNumber: arrival.queue_number,
    });
  });

/**
 * Calls a checked-in patient in to the doctor: refused (409, `details.checkIn`) when the visit is not
 * booked any more (`notBooked`), not checked in (`notArrived`), already called (`alreadyCalled`), or
 * when others come before them in the doctor's queue today and no reason is given (`outOfTurn`).
 */
export const callIn = async (
  strapi: Core.Strapi,
  documentId: string,
  { reason, ...change }: ArrivalChange & { reason?: string },
) =>
  changeStandingArrival(strapi, documentId, async (trx, visit, arrival) => {
    const { by, now } = change;
    if (visit.status !== 'pending' && visit.status !== 'confirmed') {
      throw refuse('notBooked', 'Only a visit still booked can be called in');
    }
    if (arrival.called_at_ms !== null) throw refuse('alreadyCalled', 'This patient is called in');
    if (!reason && visit.doctorDocumentId && visit.branchDocumentId) {
      const queue = await readDayQueue(trx, { branch: visit.branchDocumentId, doctor: visit.doctorDocumentId, now });
      const [first] = findWaitingQueue(queue);
      if (first && first.documentId !== documentId) throw refuse('outOfTurn', 'Others come first: say why');
    }
    await trx(ARRIVALS_TABLE).where({ id: arrival.id }).update({ called_at_ms: now.getTime(), called_by: by });
    const event: TArrivalEvent = { kind: 'calledIn', queueNumber: arrival.queue_number };
    await recordArrivalEvent(strapi, documentId, visit.status, change, event, reason ?? null);
    return toArrivalAnswer({ ...arrival, called_at_ms: now.getTime() }, visit);
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
    .select(
      'id',
      'appointment_document_id',
      'queue_number',
      'arrived_at_ms',
      'arrived_by',
      'called_at_ms',
    )) as (ArrivalRow & {
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
