import { z } from 'zod';
import {
  ZDaySheetVisitAnswerSchema,
  ZStatusHistoryEntryAnswerSchema,
  ZWorkflowStepAnswerSchema,
} from './appointment-answers';
import type { TAppointmentStatus } from './appointment-status';
import type { TWorkflowStep } from './appointment-workflow';
import { ZIsoDateSchema } from './calendar-date-schemas';
import { ZDocumentIdSchema } from './identifier-schemas';
import { ValidationMessage, requiredOr } from './messages';
import { type TQueuedVisit, ZArrivalAnswerSchema, orderWaitingQueue } from './waiting-room';

/*
 * The doctor's own list: their patients of today, at the branch of their session, in the order they
 * come in. Doctors see nothing else: no other doctor's patients, no other day, no export.
 */

/**
 * Where a visit of the list stands: with the doctor now (called in, not yet closed), waiting (checked
 * in, in queue order), expected (not checked in yet), or closed (seen, or did not come).
 */
export const DOCTOR_LIST_PLACES = ['seeing', 'waiting', 'expected', 'closed'] as const;
export type TDoctorListPlace = (typeof DOCTOR_LIST_PLACES)[number];

/** A visit as the list orders it: its status, times, branch and check-in. */
export type TDoctorListVisit = {
  status: TAppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  branchDocumentId: string | null;
  arrival: (TQueuedVisit & { calledAt: Date | null }) | null;
};

const isClosed = (status: TAppointmentStatus) => status === 'done' || status === 'noShow' || status === 'canceled';

/** Where `visit` stands on the list. */
export function findDoctorListPlace(visit: TDoctorListVisit): TDoctorListPlace {
  if (isClosed(visit.status)) return 'closed';
  if (!visit.arrival) return 'expected';
  return visit.arrival.calledAt ? 'seeing' : 'waiting';
}

/**
 * The branch a doctor's list shows today, for a doctor with sessions at two branches in one day: the
 * branch where their patients are checked in and not yet closed (a session running late); else the
 * branch of a visit under way at `now`; else of the next visit to start; else of the day's last. Null
 * for a day without visits.
 */
export function chooseSessionBranch(visits: readonly TDoctorListVisit[], now: Date): string | null {
  const placed = visits.filter((visit) => visit.branchDocumentId !== null);
  const byStart = [...placed].sort((first, second) => first.startsAt.getTime() - second.startsAt.getTime());
  const chosen =
    byStart.find((visit) => visit.arrival && !isClosed(visit.status)) ??
    byStart.find((visit) => visit.startsAt <= now && now < visit.endsAt) ??
    byStart.find((visit) => visit.startsAt > now) ??
    byStart.at(-1);
  return chosen?.branchDocumentId ?? null;
}

/**
 * The list in the order the doctor reads it: who is with them, then who waits (in the queue's order,
 * the first being whom "Call next" calls), then who is expected (by booked time), then the closed.
 */
export function orderDoctorList<Visit extends TDoctorListVisit>(visits: readonly Visit[]): Visit[] {
  const inPlace = (place: TDoctorListPlace) => visits.filter((visit) => findDoctorListPlace(visit) === place);
  const byStart = (list: Visit[]) =>
    [...list].sort((first, second) => first.startsAt.getTime() - second.startsAt.getTime());
  const waiting = orderWaitingQueue(
    inPlace('waiting').map((visit) => ({ ...(visit.arrival as TQueuedVisit), visit })),
  ).map(({ visit }) => visit);
  return [...byStart(inPlace('seeing')), ...waiting, ...byStart(inPlace('expected')), ...byStart(inPlace('closed'))];
}

/**
 * The workflow's steps a doctor takes: marking the visit seen or a no-show, and taking either back in
 * time. Confirming a booking and cancelling one stay the desk's.
 */
export const isDoctorStep = (status: TAppointmentStatus, step: Pick<TWorkflowStep, 'to' | 'kind'>) =>
  step.to === 'done' || step.to === 'noShow' || (step.kind === 'undo' && (status === 'done' || status === 'noShow'));

/** The doctor's change to one visit of their list: from the status they saw, to the workflow's next. */
export const ZDoctorStatusChangeSchema = z.object(
  {
    from: z.enum(['pending', 'confirmed', 'done', 'noShow'], { error: requiredOr(ValidationMessage.invalidChoice) }),
    to: z.enum(['pending', 'confirmed', 'done', 'noShow'], { error: requiredOr(ValidationMessage.invalidChoice) }),
  },
  { error: requiredOr() },
);

export type TDoctorStatusChange = z.infer<typeof ZDoctorStatusChangeSchema>;

/** One patient of the doctor's list: what the doctor needs of them, and where they stand. */
export const ZDoctorListVisitAnswerSchema = ZDaySheetVisitAnswerSchema.pick({
  documentId: true,
  startsAt: true,
  endsAt: true,
  mode: true,
  firstName: true,
  lastName: true,
  age: true,
  contractType: true,
  notes: true,
  doctorNotes: true,
  status: true,
  cardCheck: true,
}).extend({
  place: z.enum(DOCTOR_LIST_PLACES),
  arrival: ZArrivalAnswerSchema.pick({ arrivedAt: true, queueNumber: true, isLate: true, calledAt: true }).nullable(),
  statusHistory: z.array(ZStatusHistoryEntryAnswerSchema),
  /** The workflow's steps the doctor may take now (isDoctorStep). */
  workflow: z.array(ZWorkflowStepAnswerSchema),
});

export type TDoctorListVisitAnswer = z.infer<typeof ZDoctorListVisitAnswerSchema>;

/** The doctor's list of today (`GET /api/doctor/today`). */
export const ZDoctorListAnswerSchema = z.object({
  date: ZIsoDateSchema,
  doctor: z.object({ documentId: ZDocumentIdSchema, name: z.string() }),
  /** The branch of the session the list shows (chooseSessionBranch); null on a day without visits. */
  branch: z.object({ documentId: ZDocumentIdSchema, name: z.string() }).nullable(),
  visits: z.array(ZDoctorListVisitAnswerSchema),
});

export type TDoctorListAnswer = z.infer<typeof ZDoctorListAnswerSchema>;

/** The patient "Call next" called in (`POST /api/doctor/call-next`): their visit and its check-in. */
export const ZCallNextAnswerSchema = z.object({ documentId: ZDocumentIdSchema, arrival: ZArrivalAnswerSchema });

export type TCallNextAnswer = z.infer<typeof ZCallNextAnswerSchema>;

/** A doctor's change to a visit, answered: the visit and its status now. */
export const ZDoctorStatusAnswerSchema = z.object({
  documentId: ZDocumentIdSchema,
  status: ZDoctorStatusChangeSchema.shape.to,
});
