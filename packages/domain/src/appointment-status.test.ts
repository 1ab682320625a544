import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, ZAppointmentStatusSchema } from './appointment-status';
import { ValidationMessage } from './messages';

describe('appointment statuses', () => {
  it('matches the statuses of the CMS appointment type', () => {
    expect(APPOINTMENT_STATUSES).toEqual(['pending', 'confirmed', 'canceled', 'done']);
  });

  it.each([
    ['done', true],
    ['Done', false],
    ['cancelled', false],
  ])('ZAppointmentStatusSchema accepts %j: %s', (value, expected) => {
    expect(ZAppointmentStatusSchema.safeParse(value).success).toBe(expected);
  });

  it('reports a missing status as required', () => {
    expect(ZAppointmentStatusSchema.safeParse(undefined).error?.issues[0]?.message).toBe(ValidationMessage.required);
  });
});
