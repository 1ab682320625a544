import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TRANSITIONS,
  APPOINTMENT_STATUSES,
  type TAppointmentStatus,
  ZAppointmentStatusSchema,
  assertTransition,
  canTransition,
} from './appointment-status';
import { AppError, ErrorCode } from './errors';
import { ValidationMessage } from './messages';

const ALLOWED: readonly [TAppointmentStatus, TAppointmentStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'canceled'],
  ['confirmed', 'done'],
  ['confirmed', 'canceled'],
];

const EVERY_PAIR = APPOINTMENT_STATUSES.flatMap((from) => APPOINTMENT_STATUSES.map((to) => [from, to] as const));

describe('appointment status workflow', () => {
  it('matches the statuses of the CMS appointment type', () => {
    expect(APPOINTMENT_STATUSES).toEqual(['pending', 'confirmed', 'canceled', 'done']);
    expect(Object.keys(ALLOWED_TRANSITIONS).sort()).toEqual([...APPOINTMENT_STATUSES].sort());
  });

  it.each(EVERY_PAIR)('%s → %s', (from, to) => {
    const isAllowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canTransition(from, to)).toBe(isAllowed);
    if (isAllowed) {
      expect(() => assertTransition(from, to)).not.toThrow();
    } else {
      expect(() => assertTransition(from, to)).toThrow(AppError);
    }
  });

  it('reports a refused transition as INVALID_TRANSITION, HTTP 409, with both statuses', () => {
    let caught: unknown;
    try {
      assertTransition('canceled', 'confirmed');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({
      code: ErrorCode.INVALID_TRANSITION,
      status: 409,
      details: { from: 'canceled', to: 'confirmed' },
      message: 'Cannot move an appointment from canceled to confirmed',
    });
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
