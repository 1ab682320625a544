import { describe, expect, it } from 'vitest';
import { createSchedule } from './availability-test-support';
import { doSchedulesOverlap, findScheduleOverlaps, isSeasonalSchedule } from './schedule-overlap';

const monday = (overrides: Parameters<typeof createSchedule>[0]) =>
  createSchedule({ weekday: 'monday', startTime: '17:00', endTime: '20:45', ...overrides });

describe('isSeasonalSchedule', () => {
  it.each([
    [null, null, false],
    ['2027-02-18', null, false],
    [null, '2027-03-19', false],
    ['2027-02-18', '2027-03-19', true],
  ])('from %s until %s: %s', (effectiveFrom, effectiveUntil, expected) => {
    expect(isSeasonalSchedule(createSchedule({ effectiveFrom, effectiveUntil }))).toBe(expected);
  });
});

describe('doSchedulesOverlap', () => {
  const mohandessin = monday({ id: 'mohandessin' });

  it('refuses the demo defect: Monday 17:00–20:45 and 18:00–21:45 at two branches', () => {
    expect(doSchedulesOverlap(mohandessin, monday({ id: 'heliopolis', startTime: '18:00', endTime: '21:45' }))).toBe(
      true,
    );
  });

  it.each([
    ['one inside the other', { startTime: '18:00', endTime: '19:00' }, true],
    ['a minute in common', { startTime: '20:44', endTime: '22:00' }, true],
    ['one ending when the other starts', { startTime: '20:45', endTime: '23:00' }, false],
    ['one ending when the other starts, before it', { startTime: '14:00', endTime: '17:00' }, false],
    ['another weekday', { weekday: 'tuesday' as const }, false],
    ['a walk-in session and appointments', { mode: 'fcfs' as const, slotMinutes: null, capacity: 12 }, true],
    ['a session up to midnight', { startTime: '20:00', endTime: '24:00' }, true],
  ])('%s: %s', (_, overrides, expected) => {
    expect(doSchedulesOverlap(mohandessin, monday({ id: 'other', ...overrides }))).toBe(expected);
    expect(doSchedulesOverlap(monday({ id: 'other', ...overrides }), mohandessin)).toBe(expected);
  });

  it('never finds a schedule overlapping itself, so an edit is checked against the others only', () => {
    expect(doSchedulesOverlap(mohandessin, { ...mohandessin, startTime: '18:00' })).toBe(false);
  });

  it('lets seasonal hours sit over regular ones: they replace them on their dates', () => {
    const ramadan = monday({ id: 'ramadan', effectiveFrom: '2027-02-18', effectiveUntil: '2027-03-19' });
    expect(doSchedulesOverlap(mohandessin, ramadan)).toBe(false);
  });

  it.each([
    ['ranges with Mondays in common', ['2027-02-18', '2027-03-19'], ['2027-03-01', '2027-03-31'], true],
    ['ranges apart', ['2027-02-18', '2027-03-19'], ['2027-03-20', '2027-03-31'], false],
    // 2027-03-02 is a Tuesday, 2027-03-06 a Saturday: the common days hold no Monday.
    ['common days without a Monday', ['2027-02-18', '2027-03-06'], ['2027-03-02', '2027-03-31'], false],
    ['one common day, a Monday', ['2027-02-18', '2027-03-01'], ['2027-03-01', '2027-03-31'], true],
  ])('seasonal against seasonal: %s', (_, [fromA, untilA], [fromB, untilB], expected) => {
    const seasonA = monday({ id: 'a', effectiveFrom: fromA ?? null, effectiveUntil: untilA ?? null });
    const seasonB = monday({ id: 'b', effectiveFrom: fromB ?? null, effectiveUntil: untilB ?? null });
    expect(doSchedulesOverlap(seasonA, seasonB)).toBe(expected);
  });

  it.each([
    ['hours ending before new hours start', [null, '2026-12-31'], ['2027-01-01', null], false],
    ['hours still running when new hours start', [null, '2027-01-04'], ['2027-01-01', null], true],
    ['two open-ended from dates', ['2026-12-01', null], ['2027-01-01', null], true],
  ])('regular hours with one end date: %s', (_, [fromA, untilA], [fromB, untilB], expected) => {
    const a = monday({ id: 'a', effectiveFrom: fromA ?? null, effectiveUntil: untilA ?? null });
    const b = monday({ id: 'b', effectiveFrom: fromB ?? null, effectiveUntil: untilB ?? null });
    expect(doSchedulesOverlap(a, b)).toBe(expected);
  });

  it('says nothing about malformed times, which the schedule schema refuses on its own', () => {
    expect(doSchedulesOverlap(mohandessin, monday({ id: 'typo', startTime: '1800' }))).toBe(false);
  });
});

describe('findScheduleOverlaps', () => {
  it('lists each overlapping pair once, in the order given', () => {
    const schedules = [
      monday({ id: 'a' }),
      monday({ id: 'b', startTime: '18:00', endTime: '21:45' }),
      monday({ id: 'c', startTime: '21:00', endTime: '23:00' }),
      monday({ id: 'd', weekday: 'tuesday' }),
    ];
    expect(findScheduleOverlaps(schedules).map(([first, second]) => [first.id, second.id])).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ]);
  });
});
