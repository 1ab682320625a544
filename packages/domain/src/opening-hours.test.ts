import { describe, expect, it } from 'vitest';
import { cairoWallClockToInstant } from './cairo-time';
import { type TOpeningHours, isOpenNow } from './opening-hours';

// 2026-11-23 is a Monday; Cairo is at +02:00 then.
const cairo = (date: string, time: string) => cairoWallClockToInstant(date, time);

const weekdaySchedule: TOpeningHours[] = [
  { day: 'monday', isClosed: false, opensAt: '09:00', closesAt: '17:00' },
  { day: 'tuesday', isClosed: false, opensAt: '09:00:00.000', closesAt: '17:00:00.000' },
  { day: 'friday', isClosed: true, opensAt: '09:00', closesAt: '17:00' },
];

describe('isOpenNow', () => {
  it.each([
    ['2026-11-23', '08:59:59', false],
    ['2026-11-23', '09:00', true],
    ['2026-11-23', '12:00', true],
    ['2026-11-23', '16:59:59.999', true],
    ['2026-11-23', '17:00', false],
    ['2026-11-24', '09:00', true],
    ['2026-11-24', '17:00', false],
    // Wednesday has no row, Friday is marked closed.
    ['2026-11-25', '12:00', false],
    ['2026-11-27', '12:00', false],
  ])('%s %s → %s', (date, time, expected) => {
    expect(isOpenNow(weekdaySchedule, cairo(date, time))).toBe(expected);
  });

  it('judges the weekday on the Cairo clock, not UTC', () => {
    const schedule: TOpeningHours[] = [{ day: 'tuesday', isClosed: false, opensAt: '00:00', closesAt: '02:00' }];
    // 23:30 UTC on Monday is 01:30 on Tuesday in Cairo.
    expect(isOpenNow(schedule, new Date('2026-11-23T23:30:00Z'))).toBe(true);
  });

  it('applies the summer offset', () => {
    const schedule: TOpeningHours[] = [{ day: 'wednesday', isClosed: false, opensAt: '09:00', closesAt: '17:00' }];
    // 06:30 UTC is 09:30 in July (+03:00) but would be 08:30 at +02:00.
    expect(isOpenNow(schedule, new Date('2026-07-15T06:30:00Z'))).toBe(true);
    expect(isOpenNow(schedule, new Date('2026-07-15T14:00:00Z'))).toBe(false);
  });

  it('supports split shifts', () => {
    const schedule: TOpeningHours[] = [
      { day: 'saturday', isClosed: false, opensAt: '10:00', closesAt: '14:00' },
      { day: 'saturday', isClosed: false, opensAt: '17:00', closesAt: '21:00' },
    ];
    expect(isOpenNow(schedule, cairo('2026-11-28', '13:59'))).toBe(true);
    expect(isOpenNow(schedule, cairo('2026-11-28', '15:00'))).toBe(false);
    expect(isOpenNow(schedule, cairo('2026-11-28', '17:00'))).toBe(true);
  });

  it('treats a 00:00 closing as midnight and an earlier closing as overnight', () => {
    const schedule: TOpeningHours[] = [
      { day: 'thursday', isClosed: false, opensAt: '18:00', closesAt: '00:00' },
      { day: 'saturday', isClosed: false, opensAt: '20:00', closesAt: '02:00' },
      { day: 'monday', isClosed: false, opensAt: '00:00', closesAt: '00:00' },
    ];
    expect(isOpenNow(schedule, cairo('2026-11-26', '23:59'))).toBe(true);
    expect(isOpenNow(schedule, cairo('2026-11-27', '00:00'))).toBe(false);
    expect(isOpenNow(schedule, cairo('2026-11-28', '23:00'))).toBe(true);
    expect(isOpenNow(schedule, cairo('2026-11-29', '01:59'))).toBe(true);
    expect(isOpenNow(schedule, cairo('2026-11-29', '02:00'))).toBe(false);
    expect(isOpenNow(schedule, cairo('2026-11-28', '19:59'))).toBe(false);
    expect(isOpenNow(schedule, cairo('2026-11-30', '00:00'))).toBe(true);
    expect(isOpenNow(schedule, cairo('2026-11-30', '23:59'))).toBe(true);
  });

  it.each([
    [{ opensAt: null, closesAt: '17:00' }],
    [{ opensAt: '09:00', closesAt: undefined }],
    [{ opensAt: '9am', closesAt: '17:00' }],
    [{ opensAt: '09:00', closesAt: '25:00' }],
    [{ opensAt: '12:00', closesAt: '12:00' }],
  ])('counts a row with unusable times as closed: %j', (times) => {
    const schedule: TOpeningHours[] = [{ day: 'monday', isClosed: false, ...times }];
    expect(isOpenNow(schedule, cairo('2026-11-23', '12:00'))).toBe(false);
  });

  it('is closed with no schedule at all', () => {
    expect(isOpenNow([], cairo('2026-11-23', '12:00'))).toBe(false);
  });

  it('follows the clock through the repeated hour on the fall-back night', () => {
    const schedule: TOpeningHours[] = [{ day: 'thursday', isClosed: false, opensAt: '23:00', closesAt: '23:30' }];
    // Both passes through 23:15 on 29 October 2026 are within the row.
    expect(isOpenNow(schedule, new Date('2026-10-29T20:15:00Z'))).toBe(true);
    expect(isOpenNow(schedule, new Date('2026-10-29T21:15:00Z'))).toBe(true);
    expect(isOpenNow(schedule, new Date('2026-10-29T20:45:00Z'))).toBe(false);
  });
});
