import { describe, expect, it } from 'vitest';
import { collectFieldErrors } from './messages';
import { ZRescheduleSchema, canReschedule } from './reschedule';

const errorsOf = (value: unknown) => {
  const result = ZRescheduleSchema.safeParse(value);
  return result.success ? {} : collectFieldErrors(result.error);
};

describe('ZRescheduleSchema', () => {
  it('takes the start the screen showed and a new one, each with its offset', () => {
    const move = { from: '2026-12-01T10:00:00+02:00', start: '2026-12-02T11:30:00+02:00' };
    expect(ZRescheduleSchema.parse(move)).toEqual(move);
  });

  it('refuses a move to the same instant, however it is written', () => {
    expect(errorsOf({ from: '2026-12-01T10:00:00+02:00', start: '2026-12-01T08:00:00Z' })).toEqual({
      start: 'validation.invalidChoice',
    });
  });

  it('refuses a missing or unreadable time, field by field', () => {
    expect(errorsOf({ from: '2026-12-01T10:00:00+02:00' })).toEqual({ start: 'validation.required' });
    expect(errorsOf({ from: 'tomorrow', start: '2026-12-01T10:00:00' })).toEqual({
      from: 'validation.invalidDate',
      start: 'validation.invalidDate',
    });
    expect(errorsOf(null)).toEqual({ _form: 'validation.required' });
  });
});

describe('canReschedule', () => {
  it('moves a visit still booked, never a closed one', () => {
    expect(
      ['pending', 'confirmed', 'canceled', 'done', 'noShow'].map((status) => canReschedule(status as never)),
    ).toEqual([true, true, false, false, false]);
  });
});
