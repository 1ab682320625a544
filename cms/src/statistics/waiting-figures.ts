import { type TCalledVisit, summarizeWaiting } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type VisitFilter, selectVisits } from '../appointments/visit-figures';
import { summarizeByPlace } from './place-groups';

type CalledRow = {
  doctor: string | null;
  branch: string | null;
  startsAtMs: number | string;
  arrivedAtMs: number | string;
  calledAtMs: number | string;
  queueNumber: number | null;
};

const toCalledVisit = (row: CalledRow): TCalledVisit => ({
  startsAt: new Date(Number(row.startsAtMs)),
  arrivedAt: new Date(Number(row.arrivedAtMs)),
  calledAt: new Date(Number(row.calledAtMs)),
  queueNumber: row.queueNumber,
});

/** The called visits grouped by a doctor's or branch's document id, each group summarized. */
const summarizeBy = (rows: CalledRow[], key: 'doctor' | 'branch') =>
  summarizeByPlace(rows, key, toCalledVisit, summarizeWaiting);

/**
 * The waiting room's figures of a filter's visits (the visit figures' index), in one query: each
 * check-in standing that the doctor called in, with its booked time, arrival and call, summarized by
 * doctor and branch (summarizeWaiting).
 */
export const countWaitingFigures = async (strapi: Core.Strapi, filter: VisitFilter) => {
  const rows = (await selectVisits(strapi, filter)
    .join('visit_arrivals as w', 'w.appointment_document_id', 'a.document_id')
    .whereNull('w.taken_back_at_ms')
    .whereNotNull('w.called_at_ms')
    .select(
      'a.doctor_document_id as doctor',
      'a.branch_document_id as branch',
      'w.session_starts_at_ms as startsAtMs',
      'w.arrived_at_ms as arrivedAtMs',
      'w.called_at_ms as calledAtMs',
      'w.queue_number as queueNumber',
    )) as CalledRow[];
  return { byDoctor: summarizeBy(rows, 'doctor'), byBranch: summarizeBy(rows, 'branch') };
};
