import { describe, expect, it } from 'vitest';
import { findNextOpenings, findOpeningAt } from './availability';
import { at, createSchedule, findDays, listStarts } from './availability-test-support';
import { toIsoWithCairoOffset } from './cairo-time';

describe('findAvailability: capacity and bookings', () => {
  const schedule = createSchedule({ startTime: '10:00', endTime: '11:00', capacity: 3 });
  const tenOClock = at('2026-11-24', '10:00');

  function rateTenOClock(seats: number[]) {
    const bookings = seats.map((count) => ({ start: new Date(tenOClock.getTime()), seats: count }));
    const opening = findDays({ schedules: [schedule], bookings })[0]?.openings[0];
    return [opening?.booked, opening?.remaining, opening?.status];
  }

  it.each([
    [[], [0, 3, 'open']],
    [
      [1, 1],
      [2, 1, 'open'],
    ],
    [
      [1, 1, 1],
      [3, 0, 'full'],
    ],
    [[2], [2, 1, 'open']],
    // Staff may overbook by hand; remaining never goes negative.
    [
      [2, 2],
      [4, 0, 'full'],
    ],
  ])('seats %j → booked, remaining, status %j', (seats, expected) => {
    expect(rateTenOClock(seats)).toEqual(expected);
  });

  it('ignores bookings that match no opening to the millisecond', () => {
    const bookings = [
      { start: at('2026-11-24', '10:15'), seats: 1 },
      { start: new Date(tenOClock.getTime() + 1), seats: 1 },
      { start: at('2026-11-25', '10:00'), seats: 1 },
    ];
    const openings = findDays({ schedules: [schedule], bookings })[0]?.openings ?? [];
    expect(openings.map((opening) => opening.booked)).toEqual([0, 0]);
  });

  it('does not count the second pass of the repeated hour towards the first', () => {
    const night = createSchedule({ weekday: 'thursday', startTime: '23:00', endTime: '24:00', capacity: 1 });
    const secondPass = new Date('2026-10-29T21:30:00Z');
    expect(toIsoWithCairoOffset(secondPass)).toBe('2026-10-29T23:30:00+02:00');
    const days = findDays({ schedules: [night], from: '2026-10-29', bookings: [{ start: secondPass, seats: 1 }] });
    expect(days[0]?.openings.map((opening) => opening.status)).toEqual(['open', 'open']);
  });
});

describe('findAvailability: several schedules', () => {
  it('merges morning slots and an evening FCFS session in start order', () => {
    const evening = createSchedule({
      id: 'evening',
      mode: 'fcfs',
      slotMinutes: null,
      capacity: 20,
      startTime: '18:00',
      endTime: '21:00',
    });
    const morning = createSchedule({ id: 'morning', startTime: '10:00', endTime: '11:00' });
    const days = findDays({ schedules: [evening, morning] });
    expect(
      days[0]?.openings.map((opening) => [toIsoWithCairoOffset(opening.start), opening.scheduleId, opening.mode]),
    ).toEqual([
      ['2026-11-24T10:00:00+02:00', 'morning', 'slots'],
      ['2026-11-24T10:30:00+02:00', 'morning', 'slots'],
      ['2026-11-24T18:00:00+02:00', 'evening', 'fcfs'],
    ]);
  });

  it('keeps both openings when two schedules start at the same instant, filling them in scheduleId order', () => {
    const b = createSchedule({ id: 'b', startTime: '10:00', endTime: '10:30', capacity: 2 });
    const a = createSchedule({ id: 'a', startTime: '10:00', endTime: '10:30', capacity: 1 });
    const rate = (seats: number) =>
      findDays({
        schedules: [b, a],
        bookings: seats > 0 ? [{ start: at('2026-11-24', '10:00'), seats }] : [],
      })[0]?.openings.map((opening) => [opening.scheduleId, opening.booked, opening.remaining, opening.status]);
    expect(rate(0)).toEqual([
      ['a', 0, 1, 'open'],
      ['b', 0, 2, 'open'],
    ]);
    expect(rate(2)).toEqual([
      ['a', 1, 0, 'full'],
      ['b', 1, 1, 'open'],
    ]);
    expect(rate(4)).toEqual([
      ['a', 1, 0, 'full'],
      ['b', 3, 0, 'full'],
    ]);
  });

  it('ignores a repeated schedule id and invalid schedules', () => {
    const schedule = createSchedule({ startTime: '10:00', endTime: '11:00' });
    const invalid = [
      createSchedule({ id: 'no-slot-length', slotMinutes: null }),
      createSchedule({ id: 'zero-slot-length', slotMinutes: 0 }),
      createSchedule({ id: 'backwards', startTime: '12:00', endTime: '10:00' }),
    ];
    const days = findDays({ schedules: [schedule, { ...schedule, startTime: '10:10' }, ...invalid] });
    expect(listStarts(days)).toEqual(['2026-11-24T10:00:00+02:00', '2026-11-24T10:30:00+02:00']);
  });
});

describe('findNextOpenings and findOpeningAt', () => {
  const morning = createSchedule({ id: 'morning', weekday: 'tuesday', startTime: '10:00', endTime: '11:30' });
  const wednesday = createSchedule({ id: 'wednesday', weekday: 'wednesday', startTime: '09:00', endTime: '10:00' });
  const days = findDays({
    schedules: [wednesday, morning],
    days: 2,
    now: at('2026-11-24', '09:50'),
    leadMinutes: 30,
    bookings: [{ start: at('2026-11-24', '10:30'), seats: 1 }],
  });

  it('skips closed and full openings and crosses days', () => {
    expect(findNextOpenings(days, 3).map((opening) => toIsoWithCairoOffset(opening.start))).toEqual([
      '2026-11-24T11:00:00+02:00',
      '2026-11-25T09:00:00+02:00',
      '2026-11-25T09:30:00+02:00',
    ]);
  });

  it.each([
    [0, 0],
    [-1, 0],
    [99, 3],
  ])('returns at most %i openings (%i here)', (count, expected) => {
    expect(findNextOpenings(days, count)).toHaveLength(expected);
  });

  it('finds the opening at an instant, or null', () => {
    expect(findOpeningAt(days, at('2026-11-24', '10:30'))).toMatchObject({ scheduleId: 'morning', status: 'full' });
    expect(findOpeningAt(days, at('2026-11-24', '10:15'))).toBeNull();
  });

  it('prefers the open one of two openings at the same instant', () => {
    const a = createSchedule({ id: 'a', startTime: '10:00', endTime: '10:30' });
    const b = createSchedule({ id: 'b', startTime: '10:00', endTime: '10:30' });
    const shared = findDays({ schedules: [a, b], bookings: [{ start: at('2026-11-24', '10:00'), seats: 1 }] });
    expect(findOpeningAt(shared, at('2026-11-24', '10:00'))).toMatchObject({ scheduleId: 'b', status: 'open' });
  });
});
