import { describe, expect, it } from 'vitest';
import { at, createSchedule, findDays, summarizeOpenings } from './availability-test-support';

// 2026-11-23 is a Monday. A doctor works Monday evenings at this branch, in 15-minute slots.
const DATE = '2026-11-23';
const here = createSchedule({ id: 'here', weekday: 'monday', startTime: '18:00', endTime: '19:00', slotMinutes: 15 });
const find = (overrides: Parameters<typeof findDays>[0]) => findDays({ from: DATE, schedules: [here], ...overrides });
const statusAt = (days: ReturnType<typeof findDays>, time: string) =>
  days[0]?.openings.find((opening) => opening.start.getTime() === at(DATE, time).getTime())?.status;

describe('findAvailability: the doctor is one person at every branch', () => {
  it('offers nothing that overlaps a place the doctor is booked at elsewhere, even without a shared start', () => {
    // 18:20–18:40 at the other branch overlaps 18:15–18:30 and 18:30–18:45 here.
    const days = find({
      commitments: [{ start: at(DATE, '18:20'), end: at(DATE, '18:40'), isAtThisBranch: false }],
    });
    expect(summarizeOpenings(days).map(([, , status]) => status)).toEqual(['open', 'full', 'full', 'open']);
  });

  it('counts a booking here at the same start as a seat of that place, not as a clash', () => {
    const days = find({
      commitments: [{ start: at(DATE, '18:15'), end: at(DATE, '18:30'), isAtThisBranch: true }],
    });
    expect(statusAt(days, '18:15')).toBe('open');
  });

  it('treats a place here from an older overlapping schedule as a clash (a conservative reading)', () => {
    const days = find({
      commitments: [{ start: at(DATE, '18:10'), end: at(DATE, '18:25'), isAtThisBranch: true }],
    });
    expect(statusAt(days, '18:00')).toBe('full');
    expect(statusAt(days, '18:15')).toBe('full');
    expect(statusAt(days, '18:30')).toBe('open');
  });

  it('keeps a time that has passed closed, not full', () => {
    const days = find({
      now: at(DATE, '18:50'),
      commitments: [{ start: at(DATE, '18:20'), end: at(DATE, '18:40'), isAtThisBranch: false }],
    });
    expect(statusAt(days, '18:15')).toBe('closed');
  });

  it('offers nothing during a walk-in session at another branch: walk-ins come without booking', () => {
    const session = createSchedule({
      id: 'session',
      weekday: 'monday',
      startTime: '18:30',
      endTime: '21:00',
      mode: 'fcfs',
      slotMinutes: null,
      capacity: 12,
    });
    const days = find({ otherBranches: [{ schedules: [session], exceptions: [] }] });
    expect(summarizeOpenings(days).map(([, , status]) => status)).toEqual(['open', 'open', 'full', 'full']);
  });

  it('frees those times when the other branch is closed that day', () => {
    const session = createSchedule({ id: 'session', weekday: 'monday', startTime: '18:00', endTime: '21:00' });
    const days = find({
      otherBranches: [{ schedules: [{ ...session, mode: 'fcfs', slotMinutes: null }], exceptions: [] }],
    });
    expect(statusAt(days, '18:00')).toBe('full');
    const closed = find({
      otherBranches: [
        {
          schedules: [{ ...session, mode: 'fcfs', slotMinutes: null }],
          exceptions: [{ startDate: DATE, endDate: DATE }],
        },
      ],
    });
    expect(statusAt(closed, '18:00')).toBe('open');
  });
});

describe('findAvailability: seasonal hours replace regular hours on their dates', () => {
  const ramadan = { effectiveFrom: '2026-11-16', effectiveUntil: '2026-11-30' };

  // Monday evenings in Ramadan, 21:00–22:00.
  const seasonal = createSchedule({
    id: 'ramadan',
    weekday: 'monday',
    startTime: '21:00',
    endTime: '22:00',
    ...ramadan,
  });

  it('drops regular hours here on a date a seasonal schedule runs here', () => {
    const starts = summarizeOpenings(find({ schedules: [here, seasonal] })).map(([start]) => start);
    expect(starts).toEqual(['2026-11-23T21:00:00+02:00', '2026-11-23T21:30:00+02:00']);
  });

  it('drops regular hours here on a date a seasonal schedule runs at another branch', () => {
    const days = find({ otherBranches: [{ schedules: [seasonal], exceptions: [] }] });
    expect(days[0]?.openings).toEqual([]);
  });

  it('keeps regular hours on weekdays the season does not cover, and after it', () => {
    const tuesdaySeason = createSchedule({ id: 'ramadan', weekday: 'tuesday', ...ramadan });
    expect(find({ schedules: [here, tuesdaySeason] })[0]?.openings).toHaveLength(4);
    const over = createSchedule({
      id: 'old',
      weekday: 'monday',
      effectiveFrom: '2026-11-01',
      effectiveUntil: '2026-11-22',
    });
    expect(find({ schedules: [here, over] })[0]?.openings).toHaveLength(4);
  });

  it('keeps regular hours with a single end date: they are not a season', () => {
    const fromOnly = createSchedule({
      id: 'new',
      weekday: 'monday',
      startTime: '20:00',
      endTime: '21:00',
      effectiveFrom: '2026-11-01',
    });
    expect(find({ schedules: [here, fromOnly] })[0]?.openings).toHaveLength(6);
  });
});
