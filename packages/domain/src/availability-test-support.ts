import { expect } from 'vitest';
import { type TAvailabilityDay, type TFindAvailabilityInput, findAvailability } from './availability';
import { cairoWallClockToInstant, toIsoWithCairoOffset } from './cairo-time';
import type { TDoctorSchedule } from './schedule';

// Shared by the availability tests: a schedule with defaults, a call, readable results.

export const at = (date: string, time: string) => cairoWallClockToInstant(date, time);

export function createSchedule(overrides: Partial<TDoctorSchedule>): TDoctorSchedule {
  return {
    id: 'morning',
    weekday: 'tuesday',
    startTime: '10:00',
    endTime: '12:00',
    mode: 'slots',
    slotMinutes: 30,
    capacity: 1,
    effectiveFrom: null,
    effectiveUntil: null,
    ...overrides,
  };
}

/** Far enough before every test date that nothing is closed or beyond the horizon. */
const EARLY = new Date('2026-01-01T00:00:00Z');

export function findDays(overrides: Partial<TFindAvailabilityInput>): TAvailabilityDay[] {
  return findAvailability({
    schedules: [],
    exceptions: [],
    bookings: [],
    now: EARLY,
    from: '2026-11-24',
    days: 1,
    leadMinutes: 0,
    horizonDays: 400,
    ...overrides,
  });
}

/** [start, end, status] per opening of the only day, with Cairo offsets. */
export function summarizeOpenings(days: TAvailabilityDay[]): [string, string, string][] {
  expect(days).toHaveLength(1);
  return (days[0]?.openings ?? []).map((opening) => [
    toIsoWithCairoOffset(opening.start),
    toIsoWithCairoOffset(opening.end),
    opening.status,
  ]);
}

export function listStarts(days: TAvailabilityDay[]): string[] {
  return days.flatMap((day) => day.openings.map((opening) => toIsoWithCairoOffset(opening.start)));
}
