import { describe, expect, it } from 'vitest';
import { listWeeklyHours } from './hours-in-force';
import { createSchedule } from './availability-test-support';

// 2026-11-28 is a Saturday: the week shown runs Saturday 28 November to Friday 4 December.
const SATURDAY = '2026-11-28';

describe('listWeeklyHours', () => {
  it('lists each branch’s hours from Saturday, then by the start, with how patients are seen', () => {
    const hours = listWeeklyHours(
      [
        {
          branch: 'heliopolis',
          schedules: [
            createSchedule({ id: 'tue-late', weekday: 'tuesday', startTime: '18:00', endTime: '21:00' }),
            createSchedule({ id: 'tue-early', weekday: 'tuesday', startTime: '10:00', endTime: '12:00' }),
            createSchedule({
              id: 'sat',
              weekday: 'saturday',
              startTime: '12:00',
              endTime: '15:00',
              mode: 'fcfs',
              slotMinutes: null,
              capacity: 12,
            }),
          ],
        },
        {
          branch: 'maadi',
          schedules: [createSchedule({ id: 'sun', weekday: 'sunday', startTime: '17:00', endTime: '20:00' })],
        },
      ],
      '2026-11-24',
    );
    expect(hours).toEqual([
      { branch: 'heliopolis', weekday: 'saturday', startTime: '12:00', endTime: '15:00', mode: 'fcfs' },
      { branch: 'heliopolis', weekday: 'tuesday', startTime: '10:00', endTime: '12:00', mode: 'slots' },
      { branch: 'heliopolis', weekday: 'tuesday', startTime: '18:00', endTime: '21:00', mode: 'slots' },
      { branch: 'maadi', weekday: 'sunday', startTime: '17:00', endTime: '20:00', mode: 'slots' },
    ]);
  });

  it('leaves out hours that have ended or not begun in the week, and broken schedules', () => {
    const hours = listWeeklyHours(
      [
        {
          branch: 'heliopolis',
          schedules: [
            createSchedule({ id: 'ended', weekday: 'monday', effectiveUntil: '2026-11-20' }),
            createSchedule({
              id: 'later',
              weekday: 'monday',
              startTime: '13:00',
              endTime: '14:00',
              effectiveFrom: '2026-12-10',
            }),
            createSchedule({ id: 'broken', weekday: 'monday', slotMinutes: 0 }),
            createSchedule({ id: 'now', weekday: 'wednesday' }),
          ],
        },
      ],
      SATURDAY,
    );
    expect(hours.map((entry) => entry.weekday)).toEqual(['wednesday']);
  });

  it('shows seasonal hours instead of the regular ones, at every branch, on the days they run', () => {
    const hours = listWeeklyHours(
      [
        {
          branch: 'heliopolis',
          schedules: [
            createSchedule({ id: 'regular-mon', weekday: 'monday' }),
            createSchedule({ id: 'regular-thu', weekday: 'thursday' }),
          ],
        },
        {
          branch: 'maadi',
          schedules: [
            createSchedule({
              id: 'ramadan-mon',
              weekday: 'monday',
              startTime: '21:00',
              endTime: '23:00',
              effectiveFrom: '2026-11-30',
              effectiveUntil: '2026-11-30',
            }),
          ],
        },
      ],
      SATURDAY,
    );
    expect(hours.map((entry) => [entry.branch, entry.weekday, entry.startTime])).toEqual([
      ['heliopolis', 'thursday', '10:00'],
      ['maadi', 'monday', '21:00'],
    ]);
  });
});
