import { describe, expect, it } from 'vitest';
import { createSchedule, findDays, listStarts, summarizeOpenings } from './availability-test-support';
import { cairoWallClockToInstant, getCairoMsOfDay } from './cairo-time';
import { addDaysToIsoDate, getWeekdayOfIsoDate } from './calendar-date';
import { listOpeningTimes } from './schedule-openings';
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

describe('listOpeningTimes: each label as the tz database reads it', () => {
  /** The rule written out: every label resolved on its own, and kept only if it exists that day. */
  const resolveEachLabel = (date: string, startMinute: number, slotMinutes: number) => {
    const starts: string[] = [];
    for (let minute = startMinute; minute + slotMinutes <= 24 * 60; minute += slotMinutes) {
      const label = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const start = cairoWallClockToInstant(date, label);
      if (getCairoMsOfDay(start) === minute * 60_000) starts.push(start.toISOString());
    }
    return starts;
  };
  const everyDayOf2026 = Array.from({ length: 365 }, (_, i) => addDaysToIsoDate('2026-01-01', i));
  const changeDays = ['2023-04-28', '2023-10-26', '2024-04-26', '2024-10-31', '2025-04-25', '2025-10-30'];

  it.each([
    [0, 5],
    [3, 7],
  ])(
    'lists the same instants on every day of 2026 and the clock changes of 2023–2025 (from minute %i, %i-minute slots)',
    (startMinute, slotMinutes) => {
      const differing: string[] = [];
      for (const date of [...everyDayOf2026, ...changeDays]) {
        const startTime = `00:${String(startMinute).padStart(2, '0')}`;
        const schedule = createSchedule({
          weekday: getWeekdayOfIsoDate(date),
          startTime,
          endTime: '24:00',
          slotMinutes,
        });
        const listed = listOpeningTimes(schedule, date);
        const starts = listed.map((opening) => opening.start.toISOString()).join(' ');
        const hasSlotLength = listed.every(
          (opening) => opening.end.getTime() - opening.start.getTime() === slotMinutes * 60_000,
        );
        if (starts !== resolveEachLabel(date, startMinute, slotMinutes).join(' ') || !hasSlotLength)
          differing.push(date);
      }
      expect(differing).toEqual([]);
    },
    // 106,000 labels resolved one by one: half a second alone, more beside the other suites.
    30_000,
  );
});
