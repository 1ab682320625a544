import { describe, expect, it } from 'vitest';
import { ZAppointmentStatusChangeSchema } from './appointment-workflow';
import {
  UNCLOSED_VISITS_LOOKBACK_DAYS,
  ZAppointmentListQuerySchema,
  getDateRangePreset,
  getUnclosedVisitsFilter,
  resolveAppointmentRange,
} from './staff-appointments';

const parse = (input: Record<string, unknown>) => ZAppointmentListQuerySchema.safeParse(input);

describe('ZAppointmentListQuerySchema', () => {
  it('fills the defaults for an empty query', () => {
    expect(parse({})).toEqual({
      success: true,
      data: { sort: 'startsAt', order: 'asc', page: 1, pageSize: 25, locale: 'en' },
    });
  });

  it('reads what a GET form sends: empty boxes are no filter, numbers are strings', () => {
    const result = parse({ from: '', to: '', q: '   ', branch: '', doctor: '', page: '3', pageSize: '50', sort: '' });
    expect(result.success && result.data).toEqual({
      sort: 'startsAt',
      order: 'asc',
      page: 3,
      pageSize: 50,
      locale: 'en',
    });
  });

  it('takes statuses as a comma list or as repeated parameters', () => {
    expect(parse({ status: 'pending,confirmed' }).data?.status).toEqual(['pending', 'confirmed']);
    expect(parse({ status: ['pending', 'done'] }).data?.status).toEqual(['pending', 'done']);
  });

  it('trims the search text and keeps it as typed otherwise', () => {
    expect(parse({ q: '  منى 0101 ' }).data?.q).toBe('منى 0101');
  });

  it.each([
    [{ status: 'archived' }, 'status.0', 'validation.invalidChoice'],
    [{ from: '2026-02-30' }, 'from', 'validation.invalidDate'],
    [{ from: '2026-11-22', to: '2026-11-21' }, 'to', 'validation.invalidDate'],
    [{ sort: 'email' }, 'sort', 'validation.invalidChoice'],
    [{ order: 'sideways' }, 'order', 'validation.invalidChoice'],
    [{ page: '0' }, 'page', 'validation.invalidType'],
    [{ page: 'two' }, 'page', 'validation.invalidType'],
    [{ pageSize: '101' }, 'pageSize', 'validation.invalidType'],
    [{ locale: 'fr' }, 'locale', 'validation.invalidChoice'],
    [{ doctor: 'x;drop table' }, 'doctor', 'validation.invalidChoice'],
    [{ q: 'x'.repeat(101) }, 'q', 'validation.tooLong'],
  ])('refuses %o at %s with %s', (input, path, message) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message]);
  });
});

describe('resolveAppointmentRange', () => {
  it('starts today and stays open-ended when nothing is chosen', () => {
    expect(resolveAppointmentRange({}, '2026-11-22')).toEqual({ from: '2026-11-22', to: null });
  });

  it('keeps the chosen days', () => {
    expect(resolveAppointmentRange({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-22')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});

describe('getDateRangePreset', () => {
  it('today is one day', () => {
    expect(getDateRangePreset('today', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });

  it.each([
    ['2026-11-21', '2026-11-21', '2026-11-27'], // a Saturday starts its own week
    ['2026-11-22', '2026-11-21', '2026-11-27'], // Sunday
    ['2026-11-27', '2026-11-21', '2026-11-27'], // Friday ends it
    ['2026-12-30', '2026-12-26', '2027-01-01'], // across the new year
  ])('this week around %s runs Saturday %s to Friday %s', (today, from, to) => {
    expect(getDateRangePreset('thisWeek', today)).toEqual({ from, to });
  });

  it.each([
    ['2026-11-22', '2026-11-01', '2026-11-30'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2026-02-28', '2026-02-01', '2026-02-28'],
    ['2026-12-01', '2026-12-01', '2026-12-31'],
  ])('this month around %s is %s to %s', (today, from, to) => {
    expect(getDateRangePreset('thisMonth', today)).toEqual({ from, to });
  });
});

describe('ZAppointmentStatusChangeSchema', () => {
  it('needs the status seen and the new one', () => {
    expect(ZAppointmentStatusChangeSchema.safeParse({ from: 'pending', to: 'confirmed' }).success).toBe(true);
    const missing = ZAppointmentStatusChangeSchema.safeParse({ to: 'confirmed' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['from', 'validation.required'],
    ]);
    expect(ZAppointmentStatusChangeSchema.safeParse({ from: 'pending', to: 'lost' }).success).toBe(false);
  });
});

describe('getUnclosedVisitsFilter', () => {
  it('asks for the visits still pending or confirmed from the lookback’s first day up to yesterday', () => {
    expect(UNCLOSED_VISITS_LOOKBACK_DAYS).toBe(90);
    expect(getUnclosedVisitsFilter('2026-03-01')).toEqual({
      from: '2025-12-01',
      to: '2026-02-28',
      status: ['pending', 'confirmed'],
    });
  });

  it('is a query the list accepts as it is', () => {
    const filter = getUnclosedVisitsFilter('2026-11-25');
    expect(ZAppointmentListQuerySchema.parse({ ...filter, status: filter.status?.join(',') })).toMatchObject(filter);
  });
});
