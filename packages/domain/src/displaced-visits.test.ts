import { describe, expect, it } from 'vitest';
import { at, createSchedule } from './availability-test-support';
import { isAwaitingCall, isVisitWithinHours } from './displaced-visits';

// 2026-11-24 is a Tuesday; the schedule runs 10:00–12:00 in 30-minute slots.
const tuesdays = createSchedule({});
const hours = { schedules: [tuesdays], exceptions: [] };

describe('isVisitWithinHours', () => {
  it('keeps a visit at one of the schedule’s starts, past or future', () => {
    expect(isVisitWithinHours(at('2026-11-24', '10:30'), hours)).toBe(true);
    expect(isVisitWithinHours(at('2025-01-07', '11:30'), hours)).toBe(true);
  });

  it('displaces a visit between two starts, after the new end or on another day', () => {
    expect(isVisitWithinHours(at('2026-11-24', '10:15'), hours)).toBe(false);
    expect(isVisitWithinHours(at('2026-11-24', '12:00'), hours)).toBe(false);
    expect(isVisitWithinHours(at('2026-11-25', '10:30'), hours)).toBe(false);
  });

  it('displaces the visits of the days a closure covers, and only those', () => {
    const closed = { schedules: [tuesdays], exceptions: [{ startDate: '2026-11-24', endDate: '2026-11-24' }] };
    expect(isVisitWithinHours(at('2026-11-24', '10:00'), closed)).toBe(false);
    expect(isVisitWithinHours(at('2026-12-01', '10:00'), closed)).toBe(true);
  });

  it('displaces visits at the old starts when the slot length changes', () => {
    const longer = { schedules: [createSchedule({ slotMinutes: 40 })], exceptions: [] };
    expect(isVisitWithinHours(at('2026-11-24', '10:30'), longer)).toBe(false);
    expect(isVisitWithinHours(at('2026-11-24', '10:40'), longer)).toBe(true);
  });

  it('keeps a walk-in visit, booked at its session’s start', () => {
    const session = { schedules: [createSchedule({ mode: 'fcfs', slotMinutes: null })], exceptions: [] };
    expect(isVisitWithinHours(at('2026-11-24', '10:00'), session)).toBe(true);
  });

  it('displaces regular visits on the days seasonal hours at another branch replace them', () => {
    const ramadan = createSchedule({
      id: 'ramadan',
      startTime: '20:00',
      endTime: '23:00',
      effectiveFrom: '2026-11-20',
      effectiveUntil: '2026-11-30',
    });
    const elsewhere = [{ schedules: [ramadan], exceptions: [] }];
    expect(isVisitWithinHours(at('2026-11-24', '10:00'), hours, elsewhere)).toBe(false);
    expect(isVisitWithinHours(at('2026-12-01', '10:00'), hours, elsewhere)).toBe(true);
  });

  it('counts across Egypt’s clock change: a visit keeps its Cairo wall-clock start', () => {
    // Summer time ends on the last Thursday of October: 2026-10-29, a Thursday.
    const thursdays = { schedules: [createSchedule({ weekday: 'thursday', startTime: '00:00' })], exceptions: [] };
    expect(isVisitWithinHours(at('2026-10-29', '10:00'), thursdays)).toBe(true);
    expect(isVisitWithinHours(at('2026-10-29', '10:10'), thursdays)).toBe(false);
  });
});

describe('isAwaitingCall', () => {
  it('asks for a call while a displaced visit is still booked, and not once it is closed', () => {
    const displacedAt = '2026-11-25T10:00:00.000Z';
    expect(isAwaitingCall({ status: 'pending', displacedAt })).toBe(true);
    expect(isAwaitingCall({ status: 'confirmed', displacedAt })).toBe(true);
    expect(isAwaitingCall({ status: 'canceled', displacedAt })).toBe(false);
    expect(isAwaitingCall({ status: 'done', displacedAt })).toBe(false);
    expect(isAwaitingCall({ status: 'pending', displacedAt: null })).toBe(false);
  });
});
