import { describe, expect, it } from 'vitest';
import { cairoWallClockToInstant } from './cairo-time';
import {
  type TWaitingVisit,
  WAITING_ROOM_SCREEN,
  ZQueuePauseSchema,
  describeDoctorQueue,
  findQueueStanding,
  findWaitingQueue,
} from './waiting-room-screen';

const at = (time: string) => cairoWallClockToInstant('2026-12-10', time);

const firstCome = (queueNumber: number, arrived: string, called: string | null = null): TWaitingVisit => ({
  mode: 'fcfs',
  startsAt: at('18:00'),
  arrivedAt: at(arrived),
  queueNumber,
  calledAt: called ? at(called) : null,
});

const timed = (booked: string, arrived: string, called: string | null = null): TWaitingVisit => ({
  mode: 'slots',
  startsAt: at(booked),
  arrivedAt: at(arrived),
  queueNumber: null,
  calledAt: called ? at(called) : null,
});

describe("a doctor's queue on the screen", () => {
  it('shows the number called in last, and the next ones by number', () => {
    const queue = describeDoctorQueue([
      firstCome(3, '18:10'),
      firstCome(1, '17:50', '18:00'),
      firstCome(2, '17:55', '18:20'),
      firstCome(5, '18:30'),
    ]);
    expect(queue).toEqual({
      seeing: { queueNumber: 2, bookedAt: null },
      next: [
        { queueNumber: 3, bookedAt: null },
        { queueNumber: 5, bookedAt: null },
      ],
      waiting: 2,
    });
  });

  it('calls timed visits by their booked time, a late patient after those on time', () => {
    const late = timed('18:00', '18:16');
    const onTime = timed('18:15', '18:14');
    const queue = describeDoctorQueue([late, onTime, timed('18:30', '18:05')]);
    expect(queue.seeing).toBeNull();
    expect(queue.next.map((place) => place.bookedAt)).toEqual(
      [at('18:15'), at('18:00'), at('18:30')].map((instant) => instant.toISOString()),
    );
    expect(findWaitingQueue([late, onTime])).toEqual([onTime, late]);
  });

  it('lists the next few only, and counts everyone waiting', () => {
    const visits = Array.from({ length: 9 }, (_, index) => firstCome(index + 1, '18:00'));
    const queue = describeDoctorQueue(visits);
    expect(queue.next).toHaveLength(WAITING_ROOM_SCREEN.nextCount);
    expect(queue.waiting).toBe(9);
    expect(describeDoctorQueue([])).toEqual({ seeing: null, next: [], waiting: 0 });
  });
});

describe("pausing a doctor's queue", () => {
  const place = { doctor: 'a1b2c3d4e5f6g7h8i9j0k1l2', branch: 'z9y8x7w6v5u4t3s2r1q0p9o8' };
  /** The first error of the message, as a form shows it; null when it passes. */
  const messageError = (message: unknown) =>
    ZQueuePauseSchema.safeParse({ ...place, message }).error?.issues[0]?.message ?? null;

  it('takes one line of at most 80 characters, markup kept as typed, or null to resume', () => {
    expect(ZQueuePauseSchema.parse({ ...place, message: '  In surgery until 19:30 ' }).message).toBe(
      'In surgery until 19:30',
    );
    expect(ZQueuePauseSchema.parse({ ...place, message: '<b>back</b> soon' }).message).toBe('<b>back</b> soon');
    expect(ZQueuePauseSchema.parse({ ...place, message: null }).message).toBeNull();
    expect(messageError('x'.repeat(80))).toBeNull();
    expect(messageError('x'.repeat(81))).toBe('validation.tooLong');
    expect(messageError('   ')).toBe('validation.required');
    expect(messageError('back\nsoon')).toBe('validation.invalidCharacters');
    expect(messageError(undefined)).toBe('validation.required');
  });
});

describe("a patient's place in the queue", () => {
  const visits = [
    { ...firstCome(1, '17:50', '18:00'), documentId: 'amal' },
    { ...firstCome(3, '18:10'), documentId: 'badr' },
    { ...firstCome(2, '17:55'), documentId: 'camelia' },
  ];

  it('counts those called before them, and says when they are called in', () => {
    expect(findQueueStanding(visits, 'camelia')).toEqual({ queueNumber: 2, before: 0, isCalledIn: false });
    expect(findQueueStanding(visits, 'badr')).toEqual({ queueNumber: 3, before: 1, isCalledIn: false });
    expect(findQueueStanding(visits, 'amal')).toEqual({ queueNumber: 1, before: 0, isCalledIn: true });
    expect(findQueueStanding(visits, 'nobody')).toBeNull();
  });
});
