import { describe, expect, it } from 'vitest';
import {
  ZStatisticsQuerySchema,
  countBookedDaysAhead,
  countDaysInRange,
  describeVisitTime,
  emptyStatusCounts,
  getLeadTimeBucket,
  getStatisticsRangePreset,
  getStatusRates,
  resolveStatisticsRange,
} from './statistics';

const parse = (input: Record<string, unknown>) => ZStatisticsQuerySchema.safeParse(input);

const listIssues = (input: Record<string, unknown>) =>
  parse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('countDaysInRange', () => {
  it.each([
    ['2026-11-22', '2026-11-22', 1],
    ['2026-11-22', '2026-11-23', 2],
    // Jan 30, Jan 31, Feb 1, Feb 2.
    ['2026-01-30', '2026-02-02', 4],
    // Feb 28, Feb 29, Mar 1 of a leap year, against Feb 28, Mar 1 of a common one.
    ['2028-02-28', '2028-03-01', 3],
    ['2027-02-28', '2027-03-01', 2],
    ['2028-01-01', '2028-12-31', 366],
    ['2027-01-01', '2027-12-31', 365],
  ])('counts %s..%s as %i days, both ends included', (from, to, days) => {
    expect(countDaysInRange(from, to)).toBe(days);
  });

  it.each([
    ['2027-02-30', '2027-03-01'],
    ['2027-03-01', '2027-13-01'],
    ['yesterday', '2027-03-01'],
  ])('throws a RangeError for %s..%s', (from, to) => {
    expect(() => countDaysInRange(from, to)).toThrow(RangeError);
  });
});

describe('getStatisticsRangePreset', () => {
  it.each([
    ['2026-11-21', '2026-11-21', '2026-11-27'], // a Saturday starts its own week
    ['2026-11-22', '2026-11-21', '2026-11-27'], // Sunday
    ['2026-11-27', '2026-11-21', '2026-11-27'], // a Friday ends it
    ['2026-11-28', '2026-11-28', '2026-12-04'], // the next Saturday starts the next one
  ])('thisWeek around %s is Saturday %s to Friday %s', (today, from, to) => {
    expect(getStatisticsRangePreset('thisWeek', today)).toEqual({ from, to });
  });

  it.each([
    ['2026-11-22', '2026-11-01', '2026-11-30'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2027-02-28', '2027-02-01', '2027-02-28'],
  ])('thisMonth around %s is %s to %s', (today, from, to) => {
    expect(getStatisticsRangePreset('thisMonth', today)).toEqual({ from, to });
  });

  it.each([
    ['2027-01-15', '2026-12-01', '2026-12-31'], // January looks back into the year before
    ['2027-01-01', '2026-12-01', '2026-12-31'],
    ['2028-03-31', '2028-02-01', '2028-02-29'],
    ['2026-12-01', '2026-11-01', '2026-11-30'],
  ])('lastMonth from %s is %s to %s', (today, from, to) => {
    expect(getStatisticsRangePreset('lastMonth', today)).toEqual({ from, to });
  });

  it('last90Days is the 90 days ending today', () => {
    // Aug 25–31 (7) + September (30) + October (31) + Nov 1–22 (22) = 90.
    const range = getStatisticsRangePreset('last90Days', '2026-11-22');
    expect(range).toEqual({ from: '2026-08-25', to: '2026-11-22' });
    expect(countDaysInRange(range.from, range.to)).toBe(90);
  });
});

describe('resolveStatisticsRange', () => {
  it('keeps both ends as given', () => {
    expect(resolveStatisticsRange({ from: '2026-11-01', to: '2026-11-10' }, '2026-11-22')).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });

  it('covers 30 days from a lone start', () => {
    // Nov 15–30 (16) + Dec 1–14 (14).
    expect(resolveStatisticsRange({ from: '2026-11-15' }, '2026-11-22')).toEqual({
      from: '2026-11-15',
      to: '2026-12-14',
    });
  });

  it('covers 30 days up to a lone end', () => {
    // Jan 31 (1) + February 2026 (28) + Mar 1 (1).
    expect(resolveStatisticsRange({ to: '2026-03-01' }, '2026-11-22')).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('is this month when neither end is chosen', () => {
    expect(resolveStatisticsRange({}, '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('ZStatisticsQuerySchema', () => {
  it('keeps a valid query and fills the locale', () => {
    expect(parse({ from: '2026-11-01', to: '2026-11-30', branch: 'maadi01', doctor: 'abc123' })).toEqual({
      success: true,
      data: { from: '2026-11-01', to: '2026-11-30', branch: 'maadi01', doctor: 'abc123', locale: 'en' },
    });
    expect(parse({ locale: 'ar' }).data?.locale).toBe('ar');
  });

  it('reads empty boxes as missing', () => {
    const result = parse({ from: '', to: '', branch: '', doctor: '', locale: '' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ locale: 'en' });
  });

  it('accepts a single day', () => {
    expect(parse({ from: '2026-11-22', to: '2026-11-22' }).success).toBe(true);
  });

  it('refuses an end before the start, at `to`', () => {
    expect(listIssues({ from: '2026-11-22', to: '2026-11-21' })).toEqual([['to', 'validation.invalidDate']]);
  });

  it.each([
    ['2027-01-01', '2028-01-01'], // 365 + 1
    ['2028-01-01', '2028-12-31'], // a leap year
  ])('accepts the 366 days %s..%s', (from, to) => {
    expect(parse({ from, to }).success).toBe(true);
  });

  it.each([
    ['2027-01-01', '2028-01-02'],
    ['2028-01-01', '2029-01-01'],
  ])('refuses the 367 days %s..%s as too long, at `to`', (from, to) => {
    expect(listIssues({ from, to })).toEqual([['to', 'validation.rangeTooLong']]);
  });

  it.each([
    [{ from: '2027-02-30', to: '2027-03-01' }, 'from'],
    [{ from: '2027-02-01', to: '2027-02-30' }, 'to'],
    // Far apart: the length check must not try to count days from a date that does not exist.
    [{ from: '2027-02-30', to: '2029-01-01' }, 'from'],
    [{ from: '2025-01-01', to: '2027-02-30' }, 'to'],
  ])('gives a malformed date in %o its own error at %s, without throwing', (input, path) => {
    expect(() => parse(input)).not.toThrow();
    const issues = listIssues(input);
    expect(issues).toContainEqual([path, 'validation.invalidDate']);
    expect(issues).not.toContainEqual(['to', 'validation.rangeTooLong']);
  });

  it.each([
    [{ branch: 'Maadi-1' }, 'branch', 'validation.invalidChoice'],
    [{ doctor: 'x;drop table' }, 'doctor', 'validation.invalidChoice'],
    [{ locale: 'fr' }, 'locale', 'validation.invalidChoice'],
  ])('refuses %o at %s with %s', (input, path, message) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    expect(listIssues(input)).toContainEqual([path, message]);
  });
});

describe('describeVisitTime', () => {
  it.each([
    // Spring forward: Cairo's clocks jumped from 00:00 to 01:00 that night; 22:30Z is 01:30 +03:00.
    ['2027-04-29T22:30:00Z', '2027-04-30', 1, 'friday'],
    // Just before the jump: 23:30 +02:00, still Thursday.
    ['2027-04-29T21:30:00Z', '2027-04-29', 23, 'thursday'],
    // Fall back: 23:00–24:00 happens twice, first at +03:00, then at +02:00.
    ['2027-10-28T20:30:00Z', '2027-10-28', 23, 'thursday'],
    ['2027-10-28T21:30:00Z', '2027-10-28', 23, 'thursday'],
    // After the repeated hour: 00:30 +02:00 on Friday.
    ['2027-10-28T22:30:00Z', '2027-10-29', 0, 'friday'],
    // Winter: +02:00.
    ['2026-12-01T07:00:00Z', '2026-12-01', 9, 'tuesday'],
    // Summer: +03:00.
    ['2027-07-01T07:00:00Z', '2027-07-01', 10, 'thursday'],
  ])('reads %s as Cairo %s, hour %i, %s', (instant, visitDate, visitHour, visitWeekday) => {
    expect(describeVisitTime(new Date(instant))).toEqual({ visitDate, visitHour, visitWeekday });
  });
});

describe('countBookedDaysAhead', () => {
  it.each([
    // Cairo 2026-12-02 00:30 for Cairo 2026-12-02 10:00, though UTC still says the 1st at booking.
    ['2026-12-01T22:30:00Z', '2026-12-02T08:00:00Z', 0],
    // The same UTC date, but Cairo 23:30 on the 1st for 00:30 on the 2nd.
    ['2026-12-01T21:30:00Z', '2026-12-01T22:30:00Z', 1],
    ['2026-12-01T10:00:00Z', '2026-12-02T08:00:00Z', 1],
    ['2026-11-01T10:00:00Z', '2026-12-02T08:00:00Z', 31],
    // A walk-in noted two days after the visit.
    ['2026-12-03T09:00:00Z', '2026-12-01T08:00:00Z', -2],
  ])('booked at %s for %s is %i days ahead', (bookedAt, startsAt, days) => {
    expect(countBookedDaysAhead(new Date(bookedAt), new Date(startsAt))).toBe(days);
  });
});

describe('getLeadTimeBucket', () => {
  it.each([
    [0, 'sameDay'],
    [1, 'nextDay'],
    [2, 'days2to3'],
    [3, 'days2to3'],
    [4, 'days4to7'],
    [7, 'days4to7'],
    [8, 'days8to14'],
    [14, 'days8to14'],
    [15, 'days15to30'],
    [30, 'days15to30'],
    [31, 'over30'],
    [400, 'over30'],
    [-2, 'sameDay'],
  ])('puts %i days in %s', (days, bucket) => {
    expect(getLeadTimeBucket(days)).toBe(bucket);
  });
});

describe('getStatusRates', () => {
  it('is null for both rates with nothing to divide by', () => {
    expect(getStatusRates(emptyStatusCounts())).toEqual({ cancellation: null, noShow: null });
  });

  it('divides cancellations by all bookings and no-shows by done + no-show', () => {
    const counts = { pending: 1, confirmed: 2, canceled: 3, done: 3, noShow: 1, total: 10 };
    expect(getStatusRates(counts)).toEqual({ cancellation: 0.3, noShow: 0.25 });
  });

  it('has a cancellation rate but no no-show rate before any visit closed', () => {
    const counts = { ...emptyStatusCounts(), pending: 3, canceled: 1, total: 4 };
    expect(getStatusRates(counts)).toEqual({ cancellation: 0.25, noShow: null });
  });
});

describe('emptyStatusCounts', () => {
  it('has every status at 0 and a total of 0', () => {
    expect(emptyStatusCounts()).toEqual({ pending: 0, confirmed: 0, canceled: 0, done: 0, noShow: 0, total: 0 });
  });

  it('gives a fresh object each time', () => {
    const first = emptyStatusCounts();
    first.done += 1;
    expect(emptyStatusCounts().done).toBe(0);
  });
});
