import { z } from 'zod';
import type { TAppointmentStatus } from './appointment-status';
import { toCairoDate } from './cairo-time';
import { ValidationMessage, requiredOr } from './messages';
import type { TScheduleMode } from './schedule';

/**
 * The waiting room: reception checks in the patients who arrive, and each doctor's session has a
 * queue. In a first-come session arrival gives the next number of that session (never reused, so a
 * check-in taken back leaves a gap); timed visits are called by their booked time, and a patient more
 * than `lateAfterMinutes` late queues by their arrival instead.
 */
export const WAITING_ROOM_RULES = {
  /** How long a mistaken check-in may be taken back. */
  takeBackMinutes: 10,
  /** How late a patient with a booked time may arrive and keep their place. */
  lateAfterMinutes: 15,
  /** How long the reason for calling a patient out of turn may be. */
  callReasonMaxLength: 200,
} as const;

/** A visit as check-in reads it. */
export type TArrivingVisit = { status: TAppointmentStatus; startsAt: Date };

/** Why a visit may not be checked in now: it is not booked (any more), or its day is not today in Cairo. */
export type TCheckInRefusal = 'notBooked' | 'notToday';

export function findCheckInRefusal(visit: TArrivingVisit, now: Date): TCheckInRefusal | null {
  if (visit.status !== 'pending' && visit.status !== 'confirmed') return 'notBooked';
  if (toCairoDate(visit.startsAt) !== toCairoDate(now)) return 'notToday';
  return null;
}

/** Until when a check-in made at `arrivedAt` may be taken back. */
export function findTakeBackEnd(arrivedAt: Date): Date {
  return new Date(arrivedAt.getTime() + WAITING_ROOM_RULES.takeBackMinutes * 60_000);
}

/** A checked-in visit of one doctor's session, as the queue orders it. */
export type TQueuedVisit = {
  mode: TScheduleMode;
  startsAt: Date;
  arrivedAt: Date;
  /** The session's number, in a first-come session. */
  queueNumber: number | null;
};

/**
 * When a checked-in visit comes in the queue: a first-come patient by their number; a timed patient
 * at their booked time, or at their arrival when they came more than `lateAfterMinutes` late, so they
 * go after everyone on time who is booked before they came.
 */
export function findQueueTime(visit: TQueuedVisit, lateAfterMinutes: number = WAITING_ROOM_RULES.lateAfterMinutes) {
  if (visit.mode === 'fcfs') return visit.startsAt.getTime();
  const lateFrom = visit.startsAt.getTime() + lateAfterMinutes * 60_000;
  return visit.arrivedAt.getTime() > lateFrom ? visit.arrivedAt.getTime() : visit.startsAt.getTime();
}

/** Whether a timed patient came too late to keep their booked place. */
export function isLate(visit: TQueuedVisit, lateAfterMinutes: number = WAITING_ROOM_RULES.lateAfterMinutes) {
  return visit.mode === 'slots' && findQueueTime(visit, lateAfterMinutes) !== visit.startsAt.getTime();
}

/** The checked-in visits in the order they are called: by queue time, then number, then arrival. */
export function orderWaitingQueue<Visit extends TQueuedVisit>(
  visits: readonly Visit[],
  lateAfterMinutes: number = WAITING_ROOM_RULES.lateAfterMinutes,
): Visit[] {
  return [...visits].sort(
    (first, second) =>
      findQueueTime(first, lateAfterMinutes) - findQueueTime(second, lateAfterMinutes) ||
      (first.queueNumber ?? 0) - (second.queueNumber ?? 0) ||
      first.arrivedAt.getTime() - second.arrivedAt.getTime(),
  );
}

/** A visit's check-in, as staff read it with the visit. */
export const ZArrivalAnswerSchema = z.object({
  arrivedAt: z.iso.datetime(),
  arrivedBy: z.string().nullable(),
  /** The session's number, in a first-come session; timed visits are called by their booked time. */
  queueNumber: z.number().int().positive().nullable(),
  /** Until when the desk may take it back. */
  takeBackUntil: z.iso.datetime(),
  /** A timed patient who came more than the rules' minutes late, and queues by their arrival. */
  isLate: z.boolean(),
  /** When the patient was called in to the doctor; null while they wait. */
  calledAt: z.iso.datetime().nullable(),
});

export type TArrivalAnswer = z.infer<typeof ZArrivalAnswerSchema>;

/** What a history entry of the waiting room records: a check-in, one taken back, or the call in to the doctor. */
export const ARRIVAL_EVENT_KINDS = ['checkedIn', 'checkInTakenBack', 'calledIn'] as const;

export const ZArrivalEventSchema = z.object({
  kind: z.enum(ARRIVAL_EVENT_KINDS),
  /** The number the check-in gave (or the one taken back), in a first-come session. */
  queueNumber: z.number().int().positive().nullable(),
});

export type TArrivalEvent = z.infer<typeof ZArrivalEventSchema>;

/**
 * What the desk does with a visit's arrival: checks the patient in, takes a mistaken check-in back, or
 * calls them in to the doctor; calling anyone but the first of the queue needs a reason (an emergency,
 * a child), which the history keeps.
 */
export const ZArrivalChangeSchema = z.object(
  {
    action: z.enum(['checkIn', 'takeBack', 'callIn'], { error: requiredOr(ValidationMessage.invalidChoice) }),
    reason: z
      .string({ error: ValidationMessage.invalidType })
      .trim()
      .max(WAITING_ROOM_RULES.callReasonMaxLength, { error: ValidationMessage.tooLong })
      .optional()
      .transform((reason) => reason || undefined),
  },
  { error: requiredOr() },
);

export type TArrivalChange = z.input<typeof ZArrivalChangeSchema>;
