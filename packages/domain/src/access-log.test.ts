import { describe, expect, it } from 'vitest';
import { ZAccessLogQuerySchema } from './access-log';

const issuesOf = (input: unknown) =>
  ZAccessLogQuerySchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('ZAccessLogQuerySchema', () => {
  it('defaults to every entry, first page, and reads empty boxes as no filter', () => {
    expect(ZAccessLogQuerySchema.parse({})).toEqual({ page: 1 });
    expect(
      ZAccessLogQuerySchema.parse({ from: '', to: '', staff: '  ', bookingNumber: '', action: '', page: '' }),
    ).toEqual({ page: 1 });
  });

  it('reads a range, a staff member, a booking number, a kind of access and a page', () => {
    expect(
      ZAccessLogQuerySchema.parse({
        from: '2026-11-01',
        to: '2026-11-30',
        staff: ' reception@ ',
        bookingNumber: 'ENT-AB12-CD34',
        action: 'openCardImage',
        page: '2',
      }),
    ).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      staff: 'reception@',
      bookingNumber: 'ENT-AB12-CD34',
      action: 'openCardImage',
      page: 2,
    });
  });

  it.each([
    [{ from: '2026-11-30', to: '2026-11-01' }, 'to', 'validation.invalidDate'],
    [{ from: '2026-02-30' }, 'from', 'validation.invalidDate'],
    [{ action: 'deleteAppointment' }, 'action', 'validation.invalidChoice'],
    [{ staff: 'x'.repeat(101) }, 'staff', 'validation.tooLong'],
    [{ page: '0' }, 'page', 'validation.invalidType'],
  ])('refuses %o at "%s" with %s', (input, path, message) => {
    expect(issuesOf(input)).toEqual([[path, message]]);
  });
});
