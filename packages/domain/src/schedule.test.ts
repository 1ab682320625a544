import { describe, expect, it } from 'vitest';
import { collectFieldErrors, ValidationMessage as M } from './messages';
import {
  ZDoctorScheduleSaveSchema,
  ZDoctorScheduleSchema,
  ZScheduleExceptionSchema,
  ZScheduleModeSchema,
  findScheduleRuleBreaks,
  parseScheduleTime,
} from './schedule';

const validSchedule = {
  id: 'sched1',
  weekday: 'tuesday',
  startTime: '17:00',
  endTime: '21:00',
  mode: 'slots',
  slotMinutes: 20,
  capacity: 1,
  effectiveFrom: null,
  effectiveUntil: null,
};

function getScheduleErrors(overrides: Record<string, unknown>): Record<string, string> {
  const result = ZDoctorScheduleSchema.safeParse({ ...validSchedule, ...overrides });
  return result.success ? {} : collectFieldErrors(result.error);
}

describe('parseScheduleTime', () => {
  it.each([
    ['00:00', false, 0],
    ['17:20', false, 1040],
    ['23:59', false, 1439],
    ['24:00', true, 1440],
    ['24:00', false, null],
    ['17:20:00', false, null],
    ['7:20', false, null],
    ['24:01', true, null],
  ])('%j (end: %s) → %j', (value, isEnd, expected) => {
    expect(parseScheduleTime(value, isEnd)).toBe(expected);
  });
});

describe('ZDoctorScheduleSchema', () => {
  it.each([
    {},
    { endTime: '24:00' },
    { startTime: '00:00', endTime: '00:20' },
    { mode: 'fcfs', slotMinutes: null, capacity: 40 },
    { mode: 'fcfs', slotMinutes: 15 },
    { slotMinutes: 5 },
    { slotMinutes: 240, startTime: '08:00', endTime: '12:00' },
    { capacity: 200 },
    { effectiveFrom: '2026-11-24', effectiveUntil: '2026-11-24' },
    { effectiveFrom: '2026-11-24' },
    { effectiveUntil: '2027-01-31' },
  ])('accepts %j', (overrides) => {
    expect(getScheduleErrors(overrides)).toEqual({});
  });

  it.each([
    [{ id: '' }, { id: M.required }],
    [{ weekday: 'Tuesday' }, { weekday: M.invalidChoice }],
    [{ startTime: '17:00:00' }, { startTime: M.invalidTime }],
    [{ startTime: '24:00' }, { startTime: M.invalidTime }],
    [{ endTime: '25:00' }, { endTime: M.invalidTime }],
    [{ endTime: '17:00' }, { endTime: M.invalidTime }],
    [{ endTime: '16:00' }, { endTime: M.invalidTime }],
    [{ endTime: '17:15' }, { endTime: M.invalidTime }],
    [{ mode: 'walk-in' }, { mode: M.invalidChoice }],
    [{ slotMinutes: null }, { slotMinutes: M.required }],
    [{ slotMinutes: 4 }, { slotMinutes: M.invalidChoice }],
    [{ slotMinutes: 241 }, { slotMinutes: M.invalidChoice }],
    [{ slotMinutes: 12.5 }, { slotMinutes: M.invalidChoice }],
    [{ startTime: '18:00', endTime: '17:00' }, { endTime: M.invalidTime }],
    [{ capacity: 0 }, { capacity: M.invalidChoice }],
    [{ capacity: 201 }, { capacity: M.invalidChoice }],
    [{ capacity: undefined }, { capacity: M.required }],
    [{ effectiveFrom: '2026-02-30' }, { effectiveFrom: M.invalidDate }],
    [{ effectiveFrom: '2026-12-01', effectiveUntil: '2026-11-30' }, { effectiveUntil: M.invalidDate }],
  ])('refuses %j', (overrides, expected) => {
    expect(getScheduleErrors(overrides)).toEqual(expected);
  });

  it('reads a slot length that leaves minutes over (availability drops them); a save refuses it', () => {
    // 17:00–21:00 in 25-minute slots would leave 15 minutes never offered.
    const leavesMinutes = { ...validSchedule, slotMinutes: 25 };
    expect(ZDoctorScheduleSchema.safeParse(leavesMinutes).success).toBe(true);
    const saved = ZDoctorScheduleSaveSchema.safeParse(leavesMinutes);
    expect(saved.success ? {} : collectFieldErrors(saved.error)).toEqual({ slotMinutes: M.invalidChoice });
    for (const divides of [{ slotMinutes: 30 }, { slotMinutes: 240 }, { mode: 'fcfs', slotMinutes: 25 }]) {
      expect(ZDoctorScheduleSaveSchema.safeParse({ ...validSchedule, ...divides }).success).toBe(true);
    }
  });

  it('lists the two modes', () => {
    expect(ZScheduleModeSchema.options).toEqual(['slots', 'fcfs']);
  });
});

describe('findScheduleRuleBreaks', () => {
  const hours = {
    startTime: '18:00',
    endTime: '22:00',
    mode: 'slots',
    slotMinutes: 20,
    effectiveFrom: null,
    effectiveUntil: null,
  };

  it('names the field to change and what a slot length that does not divide the hours leaves over', () => {
    expect(findScheduleRuleBreaks({ ...hours, slotMinutes: 25 })).toEqual([
      { rule: 'slotsLeaveMinutes', field: 'slotMinutes', leftoverMinutes: 15, endsBefore: '21:45', endsAfter: '22:10' },
    ]);
  });

  it('offers no later end past midnight', () => {
    expect(findScheduleRuleBreaks({ ...hours, endTime: '24:00', slotMinutes: 25 })).toEqual([
      { rule: 'slotsLeaveMinutes', field: 'slotMinutes', leftoverMinutes: 10, endsBefore: '23:50', endsAfter: '' },
    ]);
  });

  it.each([
    [{ endTime: '17:00' }, ['endsBeforeStart']],
    [{ endTime: '18:00' }, ['endsBeforeStart']],
    [{ slotMinutes: null }, ['slotLengthMissing']],
    [{ endTime: '18:15' }, ['shorterThanOneSlot']],
    [{ effectiveFrom: '2026-12-02', effectiveUntil: '2026-12-01' }, ['untilBeforeFrom']],
    [
      { endTime: '17:00', effectiveFrom: '2026-12-02', effectiveUntil: '2026-12-01' },
      ['endsBeforeStart', 'untilBeforeFrom'],
    ],
    [{ mode: 'fcfs', slotMinutes: null, endTime: '21:50' }, []],
    [{ startTime: '6pm' }, []],
    [{ slotMinutes: 4 }, []],
  ])('%j breaks %j', (overrides, rules) => {
    expect(findScheduleRuleBreaks({ ...hours, ...overrides }).map((ruleBreak) => ruleBreak.rule)).toEqual(rules);
  });
});

describe('ZScheduleExceptionSchema', () => {
  it.each([
    [{ startDate: '2026-10-06', endDate: '2026-10-06' }, {}],
    [{ startDate: '2026-12-31', endDate: '2027-01-02' }, {}],
    [{ startDate: '2026-10-07', endDate: '2026-10-06' }, { endDate: M.invalidDate }],
    [{ startDate: '2026-10-06' }, { endDate: M.required }],
    [{ startDate: '06/10/2026', endDate: '2026-10-06' }, { startDate: M.invalidDate }],
  ])('%j → %j', (input, expected) => {
    const result = ZScheduleExceptionSchema.safeParse(input);
    expect(result.success ? {} : collectFieldErrors(result.error)).toEqual(expected);
  });
});
