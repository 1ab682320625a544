import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  getWeekdayOfIsoDate,
  parseClockTime,
  parseIsoDate,
  WEEK_FROM_SATURDAY,
  WEEKDAYS,
} from './calendar-date';
import { ZClockTimeSchema, ZIsoDateSchema } from './calendar-date-schemas';
import { ValidationMessage } from './messages';

describe('parseIsoDate', () => {
  it.each([
    ['2026-04-24', { year: 2026, month: 4, day: 24 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['2026-02-29', null],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-4-24', null],
    ['24-04-2026', null],
    ['2026-04-24T00:00', null],
    ['0050-01-01', null],
  ])('%s → %j', (input, expected) => {
    expect(parseIsoDate(input)).toEqual(expected);
  });
});

describe('parseClockTime', () => {
  it.each([
    ['00:00', 0],
    ['09:30', 9.5 * 3_600_000],
    ['23:59', (23 * 60 + 59) * 60_000],
    ['17:00:30', 17 * 3_600_000 + 30_000],
    ['17:00:30.250', 17 * 3_600_000 + 30_250],
    ['24:00', null],
    ['9:30', null],
    ['09:60', null],
    ['09:30:60', null],
    ['09:30:00.5', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parseClockTime(input)).toBe(expected);
  });
});

describe('getWeekdayOfIsoDate', () => {
  it.each([
    ['2026-04-20', 'monday'],
    ['2026-04-21', 'tuesday'],
    ['2026-04-22', 'wednesday'],
    ['2026-04-23', 'thursday'],
    ['2026-04-24', 'friday'],
    ['2026-04-25', 'saturday'],
    ['2026-04-26', 'sunday'],
    ['2025-10-30', 'thursday'],
    ['2024-02-29', 'thursday'],
  ])('%s is a %s', (date, weekday) => {
    expect(getWeekdayOfIsoDate(date)).toBe(weekday);
  });

  it('throws on a malformed date', () => {
    expect(() => getWeekdayOfIsoDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('addDaysToIsoDate', () => {
  it.each([
    ['2026-04-24', 1, '2026-04-25'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
  ])('%s + %i → %s', (date, days, expected) => {
    expect(addDaysToIsoDate(date, days)).toBe(expected);
  });
});

describe('date and time schemas', () => {
  it('accept well-formed values', () => {
    expect(ZIsoDateSchema.parse('2026-10-29')).toBe('2026-10-29');
    expect(ZClockTimeSchema.parse('23:30')).toBe('23:30');
  });

  it.each([
    [ZIsoDateSchema, '2026-02-30', ValidationMessage.invalidDate],
    [ZIsoDateSchema, undefined, ValidationMessage.required],
    [ZClockTimeSchema, '23:30:00', ValidationMessage.invalidTime],
    [ZClockTimeSchema, '7:30', ValidationMessage.invalidTime],
    [ZClockTimeSchema, 730, ValidationMessage.invalidType],
  ])('refuse %#', (schema, input, message) => {
    expect(schema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('WEEK_FROM_SATURDAY', () => {
  it('is every day once, Saturday to Friday', () => {
    expect(WEEK_FROM_SATURDAY).toEqual(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(new Set(WEEK_FROM_SATURDAY)).toEqual(new Set(WEEKDAYS));
  });
});
