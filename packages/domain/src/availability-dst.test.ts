import { describe, expect, it } from 'vitest';
import { createSchedule, findDays, listStarts, summarizeOpenings } from './availability-test-support';
import type { TDoctorSchedule } from './schedule';

describe('findAvailability: slots across Cairo DST changes', () => {
  it('skips the labels of the spring-forward gap instead of shifting them (Friday 2026-04-24)', () => {
    const schedule = createSchedule({ weekday: 'friday', startTime: '00:00', endTime: '02:00', slotMinutes: 30 });
    expect(summarizeOpenings(findDays({ schedules: [schedule], from: '2026-04-24' }))).toEqual([
      ['2026-04-24T01:00:00+03:00', '2026-04-24T01:30:00+03:00', 'open'],
      ['2026-04-24T01:30:00+03:00', '2026-04-24T02:00:00+03:00', 'open'],
    ]);
  });

  it('lists the repeated hour once, at its first pass (Thursday 2026-10-29)', () => {
    const schedule = createSchedule({ weekday: 'thursday', startTime: '22:00', endTime: '24:00', slotMinutes: 30 });
    expect(summarizeOpenings(findDays({ schedules: [schedule], from: '2026-10-29' }))).toEqual([
      ['2026-10-29T22:00:00+03:00', '2026-10-29T22:30:00+03:00', 'open'],
      ['2026-10-29T22:30:00+03:00', '2026-10-29T23:00:00+03:00', 'open'],
      ['2026-10-29T23:00:00+03:00', '2026-10-29T23:30:00+03:00', 'open'],
      // Thirty real minutes after 23:30 +03:00 the clocks read 23:00 again.
      ['2026-10-29T23:30:00+03:00', '2026-10-29T23:00:00+02:00', 'open'],
    ]);
  });

  it('ends a slot before the gap at the real instant (Thursday 2026-04-23)', () => {
    const schedule = createSchedule({ weekday: 'thursday', startTime: '23:00', endTime: '24:00', slotMinutes: 30 });
    expect(summarizeOpenings(findDays({ schedules: [schedule], from: '2026-04-23' }))).toEqual([
      ['2026-04-23T23:00:00+02:00', '2026-04-23T23:30:00+02:00', 'open'],
      ['2026-04-23T23:30:00+02:00', '2026-04-24T01:00:00+03:00', 'open'],
    ]);
  });

  it('keeps midnight on the Friday after fall-back (2026-10-30)', () => {
    const schedule = createSchedule({ weekday: 'friday', startTime: '00:00', endTime: '01:00', slotMinutes: 30 });
    expect(summarizeOpenings(findDays({ schedules: [schedule], from: '2026-10-30' }))).toEqual([
      ['2026-10-30T00:00:00+02:00', '2026-10-30T00:30:00+02:00', 'open'],
      ['2026-10-30T00:30:00+02:00', '2026-10-30T01:00:00+02:00', 'open'],
    ]);
  });

  it('cuts a normal winter evening into six 20-minute slots (Tuesday 2026-11-24)', () => {
    const schedule = createSchedule({ startTime: '17:00', endTime: '19:00', slotMinutes: 20 });
    expect(summarizeOpenings(findDays({ schedules: [schedule] }))).toEqual([
      ['2026-11-24T17:00:00+02:00', '2026-11-24T17:20:00+02:00', 'open'],
      ['2026-11-24T17:20:00+02:00', '2026-11-24T17:40:00+02:00', 'open'],
      ['2026-11-24T17:40:00+02:00', '2026-11-24T18:00:00+02:00', 'open'],
      ['2026-11-24T18:00:00+02:00', '2026-11-24T18:20:00+02:00', 'open'],
      ['2026-11-24T18:20:00+02:00', '2026-11-24T18:40:00+02:00', 'open'],
      ['2026-11-24T18:40:00+02:00', '2026-11-24T19:00:00+02:00', 'open'],
    ]);
  });

  it('drops a trailing remainder shorter than a slot', () => {
    const schedule = createSchedule({ startTime: '17:00', endTime: '18:10', slotMinutes: 20 });
    expect(listStarts(findDays({ schedules: [schedule] }))).toEqual([
      '2026-11-24T17:00:00+02:00',
      '2026-11-24T17:20:00+02:00',
      '2026-11-24T17:40:00+02:00',
    ]);
  });
});

describe('findAvailability: FCFS sessions across Cairo DST changes', () => {
  const fcfs = (overrides: Partial<TDoctorSchedule>) =>
    createSchedule({ mode: 'fcfs', slotMinutes: null, capacity: 12, ...overrides });

  it.each([
    [
      'a normal day',
      'tuesday',
      '2026-11-24',
      '17:00',
      '19:00',
      '2026-11-24T17:00:00+02:00',
      '2026-11-24T19:00:00+02:00',
    ],
    // Starts when the clocks jump, the very instant 00:00 +02:00 would have been.
    [
      'the spring-forward gap',
      'friday',
      '2026-04-24',
      '00:00',
      '02:00',
      '2026-04-24T01:00:00+03:00',
      '2026-04-24T02:00:00+03:00',
    ],
    [
      'the night before the gap',
      'thursday',
      '2026-04-23',
      '22:00',
      '24:00',
      '2026-04-23T22:00:00+02:00',
      '2026-04-24T01:00:00+03:00',
    ],
    // 24:00 is the real midnight, after the repeated hour.
    [
      'the fall-back night',
      'thursday',
      '2026-10-29',
      '22:00',
      '24:00',
      '2026-10-29T22:00:00+03:00',
      '2026-10-30T00:00:00+02:00',
    ],
    // An end inside the repeated hour is its first pass.
    [
      'the repeated hour',
      'thursday',
      '2026-10-29',
      '20:00',
      '23:30',
      '2026-10-29T20:00:00+03:00',
      '2026-10-29T23:30:00+03:00',
    ],
  ] as const)('is one opening on %s', (_, weekday, date, startTime, endTime, start, end) => {
    const days = findDays({ schedules: [fcfs({ weekday, startTime, endTime })], from: date });
    expect(summarizeOpenings(days)).toEqual([[start, end, 'open']]);
    expect(days[0]?.openings[0]).toMatchObject({ mode: 'fcfs', capacity: 12, remaining: 12, booked: 0 });
  });

  it('drops a session that lies entirely inside the spring-forward gap', () => {
    const schedule = fcfs({ weekday: 'friday', startTime: '00:00', endTime: '00:45' });
    expect(summarizeOpenings(findDays({ schedules: [schedule], from: '2026-04-24' }))).toEqual([]);
  });
});
