import {
  DAY_SHEET_STATUSES,
  type TAppointmentStatus,
  type TWaitingVisit,
  addDaysToIsoDate,
  cairoWallClockToInstant,
  findQueueStanding,
  toCairoDate,
} from '@clinic/domain';
import type { Knex } from 'knex';

/** A checked-in visit of today, as the queues read it: its doctor, its place and its times, no name. */
export type DayQueueVisit = TWaitingVisit & { documentId: string; doctorDocumentId: string };

type DayQueueRow = {
  documentId: string;
  doctorDocumentId: string;
  status: TAppointmentStatus;
  queueNumber: number | null;
  sessionStartsAtMs: number | string;
  arrivedAtMs: number | string;
  calledAtMs: number | string | null;
};

const toInstant = (milliseconds: number | string) => new Date(Number(milliseconds));

/** The epoch-millisecond bounds of `now`'s Cairo day. */
export const findCairoDayBounds = (now: Date) => {
  const date = toCairoDate(now);
  return {
    from: cairoWallClockToInstant(date, '00:00').getTime(),
    to: cairoWallClockToInstant(addDaysToIsoDate(date, 1), '00:00').getTime(),
  };
};

/**
 * The conditions of an appointments query for the visits of `now`'s Cairo day still booked or seen
 * (DAY_SHEET_STATUSES): the day's queues, the screen's doctors and the doctor's own list.
 */
export const visitsOfCairoDay = (now: Date) => {
  const { from, to } = findCairoDayBounds(now);
  return [
    { startsAt: { $gte: new Date(from).toISOString() } },
    { startsAt: { $lt: new Date(to).toISOString() } },
    { status: { $in: DAY_SHEET_STATUSES } },
  ];
};

/**
 * The check-ins standing today at `branch` (of one doctor if asked), in one query: those waiting, and
 * those called in while their visit stands (booked, or seen). A visit seen without a call, or closed
 * otherwise (canceled, no-show), has left the queue.
 */
export const readDayQueue = async (
  knex: Knex,
  { branch, doctor, now }: { branch: string; doctor?: string; now: Date },
): Promise<DayQueueVisit[]> => {
  const { from, to } = findCairoDayBounds(now);
  const query = knex('visit_arrivals as arrival')
    .join('appointments as visit', 'visit.document_id', 'arrival.appointment_document_id')
    .where('arrival.branch_document_id', branch)
    .whereNotNull('arrival.doctor_document_id')
    .whereNull('arrival.taken_back_at_ms')
    .where('arrival.session_starts_at_ms', '>=', from)
    .where('arrival.session_starts_at_ms', '<', to)
    .whereIn('visit.status', ['pending', 'confirmed', 'done']);
  if (doctor) query.where('arrival.doctor_document_id', doctor);
  const rows = (await query.select(
    'arrival.appointment_document_id as documentId',
    'arrival.doctor_document_id as doctorDocumentId',
    'visit.status as status',
    'arrival.queue_number as queueNumber',
    'arrival.session_starts_at_ms as sessionStartsAtMs',
    'arrival.arrived_at_ms as arrivedAtMs',
    'arrival.called_at_ms as calledAtMs',
  )) as DayQueueRow[];
  return rows
    .filter((row) => row.status !== 'done' || row.calledAtMs !== null)
    .map((row) => ({
      documentId: row.documentId,
      doctorDocumentId: row.doctorDocumentId,
      // Only a first-come session numbers its patients: a visit with a number is first-come.
      mode: row.queueNumber === null ? 'slots' : 'fcfs',
      startsAt: toInstant(row.sessionStartsAtMs),
      arrivedAt: toInstant(row.arrivedAtMs),
      queueNumber: row.queueNumber,
      calledAt: row.calledAtMs === null ? null : toInstant(row.calledAtMs),
    }));
};

/** The visit as its manage page reads its place: its doctor, branch and day. */
type StandingVisit = {
  documentId: string;
  doctorDocumentId: string | null;
  branchDocumentId: string | null;
  startsAt: string;
};

/**
 * The visit's place in its doctor's queue today, for the patient's manage page: null unless the visit
 * is today and checked in. Other days cost no query.
 */
export const readQueueStanding = async (knex: Knex, visit: StandingVisit, now: Date) => {
  const { doctorDocumentId: doctor, branchDocumentId: branch } = visit;
  if (!doctor || !branch || toCairoDate(new Date(visit.startsAt)) !== toCairoDate(now)) return null;
  return findQueueStanding(await readDayQueue(knex, { branch, doctor, now }), visit.documentId);
};
