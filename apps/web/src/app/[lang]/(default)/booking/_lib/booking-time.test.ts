import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatBookingMoment } from './booking-time';

describe('formatBookingMoment', () => {
  it('names a slot by its Cairo day and time, whatever the machine’s time zone', () => {
    expect(formatBookingMoment('2026-11-24T08:30:00Z', 'en')).toBe('Tuesday 24 November, 10:30 am');
  });

  it('reads in Arabic with Western digits and the Arabic comma', () => {
    const name = formatBookingMoment('2026-11-24T10:30:00+02:00', 'ar');
    expect(name).toMatch(/^الثلاثاء، 24 نوفمبر، 10:30 ص$/);
  });
});

describe('formatBookingDate', () => {
  it('gives the Cairo day with its year, in both languages', () => {
    expect(formatBookingDate('2026-11-24T23:30:00Z', 'en')).toMatch(/^Wednesday,? 25 November 2026$/);
    expect(formatBookingDate('2026-11-24T10:30:00+02:00', 'ar')).toBe('الثلاثاء، 24 نوفمبر 2026');
  });
});
