import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TBranchHours, countOfferedPlaces } from './hours-in-force';
import { createSchedule } from './availability-test-support';
import { addDaysToIsoDate, getWeekdayOfIsoDate } from './calendar-date';
import { type TDoctorSchedule, type TScheduleException, ZDoctorScheduleSchema } from './schedule';
import { listOpeningTimes } from './schedule-openings';

describe('countOfferedPlaces', () => {
  // Mondays 09:00–11:00: four 30-minute slots of two places each. 2026-11-23 is a Monday.
  const mondays = createSchedule({
    id: 'mondays',
    weekday: 'monday',
    startTime: '09:00',
    endTime: '11:00',
    slotMinutes: 30,
    capacity: 2,
  });

  const hours = (schedules: TDoctorSchedule[], exceptions: TScheduleException[] = []): TBranchHours => ({
    schedules,
    exceptions,
  });

  const count = (input: Partial<Parameters<typeof countOfferedPlaces>[0]>) =>
    countOfferedPlaces({ hours: hours([mondays]), otherBranches: [], from: '2026-11-23', days: 14, ...input });

  it('counts every slot of every date the weekly hours run, times its capacity', () => {
    // Two Mondays (Nov 23 and 30) × 4 slots × 2 places.
    expect(count({})).toBe(16);
    // The 7 days from Tuesday hold one Monday only.
    expect(count({ from: '2026-11-24', days: 7 })).toBe(8);
    // A day without hours offers nothing.
    expect(count({ from: '2026-11-24', days: 1 })).toBe(0);
  });

  it('counts a walk-in session its capacity once per date', () => {
    const session = createSchedule({
      id: 'tuesdays',
      weekday: 'tuesday',
      mode: 'fcfs',
      slotMinutes: null,
      startTime: '17:00',
      endTime: '21:00',
      capacity: 12,
    });
    // Tuesdays Nov 24 and Dec 1.
    expect(count({ hours: hours([session]) })).toBe(24);
    expect(count({ hours: hours([mondays, session]) })).toBe(16 + 24);
  });

  it('leaves out the dates a closure covers', () => {
    expect(count({ hours: hours([mondays], [{ startDate: '2026-11-30', endDate: '2026-11-30' }]) })).toBe(8);
    expect(count({ hours: hours([mondays], [{ startDate: '2026-11-20', endDate: '2026-12-10' }]) })).toBe(0);
  });

  it('ignores closures at another branch', () => {
    const closedElsewhere = hours([], [{ startDate: '2026-11-30', endDate: '2026-11-30' }]);
    expect(count({ otherBranches: [closedElsewhere] })).toBe(16);
  });

  describe('seasonal hours', () => {
    // Monday evenings 21:00–22:00 in the second week only: two 30-minute slots of one place.
    const season = createSchedule({
      id: 'season',
      weekday: 'monday',
      startTime: '21:00',
      endTime: '22:00',
      slotMinutes: 30,
      capacity: 1,
      effectiveFrom: '2026-11-30',
      effectiveUntil: '2026-12-06',
    });

    it('replace the regular hours on their dates here', () => {
      // Nov 23: the regular 8; Nov 30: the season's 2 instead of the regular 8.
      expect(count({ hours: hours([mondays, season]) })).toBe(10);
    });

    it('replace the regular hours here when they run at another branch', () => {
      // Nov 30 the doctor is at the other branch; its places are not this branch's.
      expect(count({ otherBranches: [hours([season])] })).toBe(8);
    });

    it('do not replace anything with one end date only', () => {
      const fromOnly = { ...season, effectiveUntil: null };
      expect(count({ hours: hours([mondays, fromOnly]) })).toBe(16 + 2);
      expect(count({ otherBranches: [hours([fromOnly])] })).toBe(16);
    });
  });

  it('counts past dates and dates beyond any booking horizon', () => {
    // 2020-01-06 is a Monday.
    expect(count({ from: '2020-01-06', days: 7 })).toBe(8);
    expect(count({ from: '2035-01-01', days: 14 })).toBe(16);
  });

  it('counts a whole year at once', () => {
    // 2026-01-01 is a Thursday; the 366 days up to 2027-01-01 hold the 52 Mondays of 2026.
    expect(count({ from: '2026-01-01', days: 366 })).toBe(52 * 8);
  });

  it('skips the slots whose labels do not exist on the spring-forward night (Friday 2027-04-30)', () => {
    const night = createSchedule({
      id: 'night',
      weekday: 'friday',
      startTime: '00:00',
      endTime: '02:00',
      slotMinutes: 30,
      capacity: 3,
    });
    // 00:00 and 00:30 never happen; 01:00 and 01:30 do.
    expect(count({ hours: hours([night]), from: '2027-04-30', days: 1 })).toBe(2 * 3);
    // A week later the night is whole again.
    expect(count({ hours: hours([night]), from: '2027-05-07', days: 1 })).toBe(4 * 3);
  });

  it('counts the repeated hour of the fall-back night once (Thursday 2027-10-28)', () => {
    const evening = createSchedule({ id: 'evening', weekday: 'thursday', startTime: '22:00', endTime: '24:00' });
    expect(count({ hours: hours([evening]), from: '2027-10-28', days: 1 })).toBe(4);
  });

  it('offers nothing for an invalid schedule, and counts a repeated id once', () => {
    // 3-minute slots are below the minimum: a CMS typo, not 20 places an hour.
    const broken = createSchedule({
      id: 'broken',
      weekday: 'monday',
      startTime: '12:00',
      endTime: '13:00',
      slotMinutes: 3,
    });
    expect(count({ hours: hours([mondays, broken]) })).toBe(16);
    expect(count({ hours: hours([mondays, { ...mondays, startTime: '12:00', endTime: '13:00' }]) })).toBe(16);
  });

  it.each(['2026-02-30', '23/11/2026', ''])('throws a RangeError for the malformed start %j', (from) => {
    expect(() => count({ from })).toThrow(RangeError);
  });
});

describe('countOfferedPlaces, counted without listing on ordinary days', () => {
  /** Every date of 2027, both of its clock changes included. */
  const YEAR = Array.from({ length: 365 }, (_, index) => addDaysToIsoDate('2027-01-01', index));
  const minuteOfDay = fc.integer({ min: 0, max: 287 }).map((step) => step * 5);
  const toClock = (minute: number) =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

  it('equals the openings listOpeningTimes gives, times their capacity, on any date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...YEAR),
        minuteOfDay,
        fc.integer({ min: 5, max: 24 * 60 }),
        fc.constantFrom<'slots' | 'fcfs'>('slots', 'fcfs'),
        fc.constantFrom(5, 10, 15, 20, 30, 45, 60),
        fc.integer({ min: 1, max: 5 }),
        (date, startMinute, length, mode, slotMinutes, capacity) => {
          const endMinute = Math.min(24 * 60, startMinute + length);
          const schedule = createSchedule({
            weekday: getWeekdayOfIsoDate(date),
            startTime: toClock(startMinute),
            endTime: endMinute === 24 * 60 ? '24:00' : toClock(endMinute),
            mode,
            slotMinutes: mode === 'slots' ? slotMinutes : null,
            capacity,
          });
          fc.pre(ZDoctorScheduleSchema.safeParse(schedule).success);
          const counted = countOfferedPlaces({
            hours: { schedules: [schedule], exceptions: [] },
            otherBranches: [],
            from: date,
            days: 1,
          });
          expect(counted).toBe(listOpeningTimes(schedule, date).length * capacity);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('offers 24 hourly places on every date of 2027 but the one that loses its midnight hour', () => {
    const schedule = (date: string) =>
      createSchedule({ weekday: getWeekdayOfIsoDate(date), startTime: '00:00', endTime: '24:00', slotMinutes: 60 });
    const hoursOf = (date: string) =>
      countOfferedPlaces({
        hours: { schedules: [schedule(date)], exceptions: [] },
        otherBranches: [],
        from: date,
        days: 1,
      });
    expect(YEAR.filter((date) => hoursOf(date) !== 24)).toEqual(['2027-04-30']);
    // The night the clocks go back repeats 23:00, but a label is one opening: still 24.
    expect(hoursOf('2027-10-28')).toBe(24);
  });
});
