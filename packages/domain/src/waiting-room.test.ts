import { describe, expect, it } from 'vitest';
import { cairoWallClockToInstant } from './cairo-time';
import {
  WAITING_ROOM_RULES,
  ZArrivalChangeSchema,
  findCheckInRefusal,
  findTakeBackEnd,
  isLate,
  orderWaitingQueue,
} from './waiting-room';

const at = (time: string, date = '2026-12-10') => cairoWallClockToInstant(date, time);

describe('check-in', () => {
  it('takes a visit still booked on its Cairo day only', () => {
    const now = at('00:30');
    expect(findCheckInRefusal({ status: 'confirmed', startsAt: at('23:30') }, now)).toBeNull();
    expect(findCheckInRefusal({ status: 'pending', startsAt: at('18:00') }, now)).toBeNull();
    // 23:30 the evening before is another Cairo day, though less than an hour earlier.
    expect(findCheckInRefusal({ status: 'confirmed', startsAt: at('23:30', '2026-12-09') }, now)).toBe('notToday');
    expect(findCheckInRefusal({ status: 'confirmed', startsAt: at('00:00', '2026-12-11') }, now)).toBe('notToday');
    for (const status of ['canceled', 'done', 'noShow'] as const) {
      expect(findCheckInRefusal({ status, startsAt: at('18:00') }, now)).toBe('notBooked');
    }
  });

  it('may be taken back for ten minutes', () => {
    expect(WAITING_ROOM_RULES.takeBackMinutes).toBe(10);
    expect(findTakeBackEnd(at('18:05')).getTime()).toBe(at('18:15').getTime());
  });

  it('is asked for with one of the three actions, a call in with an optional reason', () => {
    expect(ZArrivalChangeSchema.safeParse({ action: 'checkIn' }).success).toBe(true);
    expect(ZArrivalChangeSchema.safeParse({ action: 'takeBack' }).success).toBe(true);
    expect(ZArrivalChangeSchema.parse({ action: 'callIn', reason: '  A child  ' })).toEqual({
      action: 'callIn',
      reason: 'A child',
    });
    expect(ZArrivalChangeSchema.parse({ action: 'callIn', reason: ' ' })).toEqual({ action: 'callIn' });
    const long = ZArrivalChangeSchema.safeParse({ action: 'callIn', reason: 'x'.repeat(201) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual(['validation.tooLong']);
    expect(ZArrivalChangeSchema.safeParse({ action: 'arrive' }).success).toBe(false);
    expect(ZArrivalChangeSchema.safeParse({}).success).toBe(false);
  });
});

describe('the queue', () => {
  const timed = (name: string, booked: string, arrived: string) => ({
    name,
    mode: 'slots' as const,
    startsAt: at(booked),
    arrivedAt: at(arrived),
    queueNumber: null,
  });

  it('calls a first-come session by number, whatever the order of the rows', () => {
    const session = [3, 1, 7, 2].map((queueNumber) => ({
      mode: 'fcfs' as const,
      startsAt: at('17:00'),
      arrivedAt: at('17:30'),
      queueNumber,
    }));
    expect(orderWaitingQueue(session).map((visit) => visit.queueNumber)).toEqual([1, 2, 3, 7]);
  });

  it('calls timed visits by booked time, and a patient more than 15 minutes late after those on time', () => {
    const visits = [
      timed('late by 16', '18:00', '18:16'),
      timed('early', '18:30', '17:50'),
      timed('late by 15', '18:20', '18:35'),
      timed('on time', '18:10', '18:05'),
    ];
    expect(orderWaitingQueue(visits).map((visit) => visit.name)).toEqual([
      'on time',
      'late by 16',
      'late by 15',
      'early',
    ]);
    expect(visits.map((visit) => isLate(visit))).toEqual([true, false, false, false]);
  });

  it('puts a late patient at their arrival: after those booked before it, before those booked after', () => {
    const visits = [timed('booked 18:40', '18:40', '18:30'), timed('late', '18:00', '18:25')];
    expect(orderWaitingQueue(visits).map((visit) => visit.name)).toEqual(['late', 'booked 18:40']);
    expect(orderWaitingQueue(visits, 30).map((visit) => visit.name)).toEqual(['late', 'booked 18:40']);
    expect(isLate(visits[1] as (typeof visits)[number], 30)).toBe(false);
  });
});
