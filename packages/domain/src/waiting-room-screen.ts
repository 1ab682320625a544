import { z } from 'zod';
import { ZDocumentIdSchema } from './identifier-schemas';
import { requiredOr } from './messages';
import { createLineSchema } from './text-fields';
import { type TQueuedVisit, orderWaitingQueue } from './waiting-room';

/**
 * The waiting room's screen: one public page per branch, for a television, showing each doctor's
 * queue of the day by number or booked time, never by name. The browser asks again every
 * `refreshSeconds` (see docs/staff-area.md, "The waiting-room screen").
 */
export const WAITING_ROOM_SCREEN = {
  /** How many of the waiting patients the screen lists after the one being seen. */
  nextCount: 5,
  /** How often the screen asks for the queue. */
  refreshSeconds: 3,
  /** How long reception's message may be when it pauses a doctor's queue. */
  pauseMessageMaxLength: 80,
} as const;

/**
 * One place of a queue as the room sees it: a first-come session's number, or a timed visit's booked
 * time. Nothing else of the visit is public.
 */
export const ZQueuePlaceSchema = z.object({
  queueNumber: z.number().int().positive().nullable(),
  bookedAt: z.iso.datetime().nullable(),
});

export type TQueuePlace = z.infer<typeof ZQueuePlaceSchema>;

const ZBothLanguagesSchema = z.object({ en: z.string(), ar: z.string() });

export const ZDoctorQueueSchema = z.object({
  /** The doctor's name in both languages: the screen shows them side by side. */
  name: ZBothLanguagesSchema,
  /** The patient last called in, while their visit stands. */
  seeing: ZQueuePlaceSchema.nullable(),
  /** The first of those waiting, in the order they will be called. */
  next: z.array(ZQueuePlaceSchema).max(WAITING_ROOM_SCREEN.nextCount),
  /** How many are checked in and not yet called. */
  waiting: z.number().int().nonnegative(),
  /** Reception's message while the doctor's queue is paused today ("in surgery until 19:30"), as typed. */
  pause: z.string().max(WAITING_ROOM_SCREEN.pauseMessageMaxLength).nullable(),
});

export type TDoctorQueue = z.infer<typeof ZDoctorQueueSchema>;

/** GET /api/waiting-rooms/:branch — a branch's queues of the day, for its screen. */
export const ZWaitingRoomScreenSchema = z.object({
  branch: ZBothLanguagesSchema,
  /** The CMS's clock when it read the queues. */
  madeAt: z.iso.datetime(),
  doctors: z.array(ZDoctorQueueSchema),
});

export type TWaitingRoomScreen = z.infer<typeof ZWaitingRoomScreenSchema>;

/**
 * PUT /api/staff/waiting-room/pause — pauses a doctor's queue at a branch for the rest of the day with
 * a short message for the screen, or resumes it (`message: null`). The message is one line of plain
 * text: markup is shown as typed, never read as markup.
 */
export const ZQueuePauseSchema = z.object(
  {
    doctor: ZDocumentIdSchema,
    branch: ZDocumentIdSchema,
    message: createLineSchema(1, WAITING_ROOM_SCREEN.pauseMessageMaxLength).nullable(),
  },
  { error: requiredOr() },
);

export type TQueuePause = z.infer<typeof ZQueuePauseSchema>;

/** A doctor's queue paused today at a branch, as the day sheet shows it beside the doctor's page. */
export const ZQueuePauseAnswerSchema = z.object({
  doctorId: z.string(),
  branchId: z.string(),
  message: z.string().max(WAITING_ROOM_SCREEN.pauseMessageMaxLength),
});

/**
 * A checked-in patient's place, as their manage page shows it on the day: their number (null for a
 * booked time), how many come before them, and whether the doctor has called them in.
 */
export const ZQueueStandingAnswerSchema = z.object({
  queueNumber: z.number().int().positive().nullable(),
  before: z.number().int().nonnegative(),
  isCalledIn: z.boolean(),
});

export type TQueueStandingAnswer = z.infer<typeof ZQueueStandingAnswerSchema>;

/** A checked-in visit of one doctor's day, as the screen and the call-in read it. */
export type TWaitingVisit = TQueuedVisit & { calledAt: Date | null };

/** What the room may see of a visit: its number, or its booked time when it has none. */
export const toQueuePlace = (visit: TQueuedVisit): TQueuePlace =>
  visit.queueNumber === null
    ? { queueNumber: null, bookedAt: visit.startsAt.toISOString() }
    : { queueNumber: visit.queueNumber, bookedAt: null };

/** The visits still to be called, in the order they will be (orderWaitingQueue). */
export const findWaitingQueue = <Visit extends TWaitingVisit>(visits: readonly Visit[]) =>
  orderWaitingQueue(visits.filter((visit) => visit.calledAt === null));

/** A doctor's queue as the screen shows it: the one called in last, and who comes next. */
export function describeDoctorQueue(visits: readonly TWaitingVisit[]): Omit<TDoctorQueue, 'name' | 'pause'> {
  const called = visits.filter((visit) => visit.calledAt !== null);
  const lastCalled = called.reduce<TWaitingVisit | null>(
    (last, visit) => (last && Number(last.calledAt) >= Number(visit.calledAt) ? last : visit),
    null,
  );
  const waiting = findWaitingQueue(visits);
  return {
    seeing: lastCalled ? toQueuePlace(lastCalled) : null,
    next: waiting.slice(0, WAITING_ROOM_SCREEN.nextCount).map(toQueuePlace),
    waiting: waiting.length,
  };
}

/** Where `documentId` stands in its doctor's queue of the day (`visits`); null when it is not on it. */
export function findQueueStanding<Visit extends TWaitingVisit & { documentId: string }>(
  visits: readonly Visit[],
  documentId: string,
): TQueueStandingAnswer | null {
  const own = visits.find((visit) => visit.documentId === documentId);
  if (!own) return null;
  const before = findWaitingQueue(visits).findIndex((visit) => visit.documentId === documentId);
  return { queueNumber: own.queueNumber, before: Math.max(0, before), isCalledIn: own.calledAt !== null };
}
