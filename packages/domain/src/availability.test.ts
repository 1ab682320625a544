import { describe, expect, it } from 'vitest';
import type { TFindAvailabilityInput } from './availability';
import { at, createSchedule, findDays, summarizeOpenings } from './availability-test-support';

describe('findAvailability: lead time', () => {
  const schedule = createSchedule({ startTime: '10:00', endTime: '12:00', slotMinutes: 40 });
  const now = at('2026-11-24', '10:05');

  it('closes slots starting before now + lead, including past ones', () => {
    const days = findDays({
      schedules: [schedule],
      now,
      leadMinutes: 60,
      bookings: [{ start: at('2026-11-24', '10:40'), seats: 1 }],
    });
    expect(summarizeOpenings(days).map(([start, , status]) => [start, status])).toEqual([
      ['2026-11-24T10:00:00+02:00', 'closed'],
      ['2026-11-24T10:40:00+02:00', 'closed'],
      ['2026-11-24T11:20:00+02:00', 'open'],
    ]);
    // A closed opening still reports its bookings, but nobody can take a seat.
    expect(days[0]?.openings[1]).toMatchObject({ booked: 1, remaining: 0, capacity: 1 });
  });

  it('keeps a slot starting exactly at now + lead open', () => {
    const days = findDays({ schedules: [schedule], now, leadMinutes: 35 });
    expect(days[0]?.openings.map((opening) => opening.status)).toEqual(['closed', 'open', 'open']);
  });

  it('closes FCFS sessions by their start too', () => {
    const session = createSchedule({ mode: 'fcfs', slotMinutes: null, startTime: '10:00', endTime: '12:00' });
    expect(findDays({ schedules: [session], now, leadMinutes: 0 })[0]?.openings[0]?.status).toBe('closed');
  });
});

describe('findAvailability: horizon', () => {
  const everyDay = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map(
    (weekday) => createSchedule({ id: weekday, weekday, startTime: '10:00', endTime: '10:30' }),
  );

  function countOpeningsPerDay(now: Date, horizonDays: number, from = '2026-11-23'): [string, number][] {
    return findDays({ schedules: everyDay, now, from, days: 5, horizonDays }).map((day) => [
      day.date,
      day.openings.length,
    ]);
  }

  it('offers the horizonDays Cairo dates starting today, and returns later dates empty', () => {
    expect(countOpeningsPerDay(at('2026-11-24', '09:00'), 2)).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 1],
      ['2026-11-25', 1],
      ['2026-11-26', 0],
      ['2026-11-27', 0],
    ]);
  });

  it('counts from the Cairo date, not the UTC one', () => {
    // 00:30 in Cairo on the 25th is still the 24th in UTC.
    const now = at('2026-11-25', '00:30');
    expect(now.toISOString()).toBe('2026-11-24T22:30:00.000Z');
    expect(countOpeningsPerDay(now, 1)).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 1],
      ['2026-11-25', 1],
      ['2026-11-26', 0],
      ['2026-11-27', 0],
    ]);
  });

  it('offers nothing with a horizon of 0', () => {
    expect(countOpeningsPerDay(at('2026-11-24', '09:00'), 0).map(([, count]) => count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('returns one entry per date with its weekday, across a month end', () => {
    const days = findDays({ from: '2026-11-29', days: 3 });
    expect(days).toEqual([
      { date: '2026-11-29', weekday: 'sunday', openings: [] },
      { date: '2026-11-30', weekday: 'monday', openings: [] },
      { date: '2026-12-01', weekday: 'tuesday', openings: [] },
    ]);
  });
});

describe('findAvailability: exceptions and effective dates', () => {
  const schedule = createSchedule({ weekday: 'tuesday', startTime: '10:00', endTime: '10:30' });
  // Tuesdays 17 Nov to 15 Dec 2026.
  const tuesdays = ['2026-11-17', '2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15'];

  function listWorkingTuesdays(overrides: Partial<TFindAvailabilityInput>): string[] {
    return findDays({ schedules: [schedule], from: '2026-11-17', days: 29, ...overrides })
      .filter((day) => day.openings.length > 0)
      .map((day) => day.date);
  }

  it('works every Tuesday without exceptions', () => {
    expect(listWorkingTuesdays({})).toEqual(tuesdays);
  });

  it.each([
    [
      'a single day',
      [{ startDate: '2026-11-24', endDate: '2026-11-24' }],
      ['2026-11-17', '2026-12-01', '2026-12-08', '2026-12-15'],
    ],
    ['an inclusive range', [{ startDate: '2026-11-24', endDate: '2026-12-08' }], ['2026-11-17', '2026-12-15']],
    ['a range ending the day before', [{ startDate: '2026-11-18', endDate: '2026-11-23' }], tuesdays],
    [
      "the doctor's leave and a branch holiday together",
      [
        { startDate: '2026-11-17', endDate: '2026-11-17' },
        { startDate: '2026-12-06', endDate: '2026-12-10' },
      ],
      ['2026-11-24', '2026-12-01', '2026-12-15'],
    ],
    // Compared as text, 'soon' sorts after every date: kept, it would close everything.
    ['nothing for a malformed exception', [{ startDate: '2026-11-24', endDate: 'soon' }], tuesdays],
    ['nothing for a backwards range', [{ startDate: '2026-12-08', endDate: '2026-11-24' }], tuesdays],
  ])('skips %s', (_, exceptions, expected) => {
    expect(listWorkingTuesdays({ exceptions })).toEqual(expected);
  });

  it.each([
    [{ effectiveFrom: '2026-11-24', effectiveUntil: null }, ['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15']],
    [{ effectiveFrom: '2026-11-25', effectiveUntil: null }, ['2026-12-01', '2026-12-08', '2026-12-15']],
    [{ effectiveFrom: null, effectiveUntil: '2026-12-01' }, ['2026-11-17', '2026-11-24', '2026-12-01']],
    [{ effectiveFrom: null, effectiveUntil: '2026-11-30' }, ['2026-11-17', '2026-11-24']],
    [{ effectiveFrom: '2026-11-24', effectiveUntil: '2026-11-24' }, ['2026-11-24']],
  ])('honours %j inclusively', (range, expected) => {
    expect(listWorkingTuesdays({ schedules: [{ ...schedule, ...range }] })).toEqual(expected);
  });
});

describe('findAvailability: arguments', () => {
  it.each([
    [{ from: '2026-02-30' }],
    [{ days: 0 }],
    [{ days: 32 }],
    [{ days: 1.5 }],
    [{ leadMinutes: -1 }],
    [{ horizonDays: -1 }],
    [{ now: new Date(Number.NaN) }],
  ])('throws a RangeError for %j', (overrides) => {
    expect(() => findDays(overrides)).toThrow(RangeError);
  });

  it('accepts the full window of 31 days', () => {
    expect(findDays({ days: 31 }).at(-1)?.date).toBe('2026-12-24');
  });
});
