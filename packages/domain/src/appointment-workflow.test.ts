import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from './errors';
import {
  CANCELLATION_UNDO_MINUTES,
  COMPLETION_UNDO_HOURS,
  type TWorkflowState,
  ZAppointmentStatusChangeSchema,
  checkStatusChange,
  listWorkflowSteps,
} from './appointment-workflow';
import { collectFieldErrors } from './messages';

const START = new Date('2026-11-30T16:30:00Z');
const MINUTE = 60_000;
const state = (overrides: Partial<TWorkflowState>): TWorkflowState => ({
  status: 'confirmed',
  startsAt: START,
  closedAt: null,
  statusBeforeClosing: null,
  ...overrides,
});
const codeOf = (action: () => void) => {
  try {
    action();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('checkStatusChange', () => {
  it('completes a visit only from its start', () => {
    const change = { from: 'confirmed', to: 'done' } as const;
    expect(codeOf(() => checkStatusChange(state({}), change, new Date(START.getTime() - 7 * 24 * 60 * MINUTE)))).toBe(
      ErrorCode.TOO_EARLY,
    );
    expect(codeOf(() => checkStatusChange(state({}), change, new Date(START.getTime() - 1)))).toBe(ErrorCode.TOO_EARLY);
    expect(codeOf(() => checkStatusChange(state({}), change, START))).toBeNull();
  });

  it(`takes a completion back to confirmed within ${COMPLETION_UNDO_HOURS} hours, not after`, () => {
    const closedAt = new Date(START.getTime() + 60 * MINUTE);
    const done = state({ status: 'done', closedAt });
    const change = { from: 'done', to: 'confirmed' } as const;
    const limit = closedAt.getTime() + COMPLETION_UNDO_HOURS * 60 * MINUTE;
    expect(codeOf(() => checkStatusChange(done, change, new Date(limit - 1)))).toBeNull();
    expect(codeOf(() => checkStatusChange(done, change, new Date(limit)))).toBe(ErrorCode.UNDO_EXPIRED);
    expect(codeOf(() => checkStatusChange(state({ status: 'done' }), change, START))).toBe(ErrorCode.UNDO_EXPIRED);
  });

  it(`undoes a cancellation within ${CANCELLATION_UNDO_MINUTES} minutes, back to the status it had`, () => {
    const closedAt = new Date(START.getTime() - 24 * 60 * MINUTE);
    const canceled = state({ status: 'canceled', closedAt, statusBeforeClosing: 'pending' });
    const limit = closedAt.getTime() + CANCELLATION_UNDO_MINUTES * MINUTE;
    expect(
      codeOf(() => checkStatusChange(canceled, { from: 'canceled', to: 'pending' }, new Date(limit - 1))),
    ).toBeNull();
    expect(codeOf(() => checkStatusChange(canceled, { from: 'canceled', to: 'pending' }, new Date(limit)))).toBe(
      ErrorCode.UNDO_EXPIRED,
    );
    expect(codeOf(() => checkStatusChange(canceled, { from: 'canceled', to: 'confirmed' }, closedAt))).toBe(
      ErrorCode.INVALID_TRANSITION,
    );
  });

  it('marks a no-show, pending or confirmed, only from the visit’s start', () => {
    for (const status of ['pending', 'confirmed'] as const) {
      const change = { from: status, to: 'noShow' } as const;
      expect(codeOf(() => checkStatusChange(state({ status }), change, new Date(START.getTime() - 1)))).toBe(
        ErrorCode.TOO_EARLY,
      );
      expect(codeOf(() => checkStatusChange(state({ status }), change, START))).toBeNull();
    }
  });

  it(`takes a no-show back within ${COMPLETION_UNDO_HOURS} hours to the status it had, and to no other`, () => {
    const closedAt = new Date(START.getTime() + 30 * MINUTE);
    const missed = state({ status: 'noShow', closedAt, statusBeforeClosing: 'pending' });
    const limit = closedAt.getTime() + COMPLETION_UNDO_HOURS * 60 * MINUTE;
    expect(codeOf(() => checkStatusChange(missed, { from: 'noShow', to: 'pending' }, new Date(limit - 1)))).toBeNull();
    expect(codeOf(() => checkStatusChange(missed, { from: 'noShow', to: 'pending' }, new Date(limit)))).toBe(
      ErrorCode.UNDO_EXPIRED,
    );
    expect(codeOf(() => checkStatusChange(missed, { from: 'noShow', to: 'confirmed' }, closedAt))).toBe(
      ErrorCode.INVALID_TRANSITION,
    );
    expect(codeOf(() => checkStatusChange(missed, { from: 'noShow', to: 'done' }, closedAt))).toBe(
      ErrorCode.INVALID_TRANSITION,
    );
  });

  it.each([
    [{ from: 'pending', to: 'done' }],
    [{ from: 'canceled', to: 'noShow' }],
    [{ from: 'done', to: 'noShow' }],
    [{ from: 'done', to: 'canceled' }],
    [{ from: 'confirmed', to: 'pending' }],
    [{ from: 'pending', to: 'pending' }],
  ] as const)('refuses %j whatever the time', (change) => {
    expect(codeOf(() => checkStatusChange(state({ status: change.from }), change, START))).toBe(
      ErrorCode.INVALID_TRANSITION,
    );
  });

  it('refuses a change from a status the appointment is not in, as a stale screen would send', () => {
    expect(
      codeOf(() => checkStatusChange(state({ status: 'canceled' }), { from: 'confirmed', to: 'done' }, START)),
    ).toBe(ErrorCode.CONFLICT);
  });
});

describe('listWorkflowSteps', () => {
  it('offers completion and no-show with the time they open, and the cancellation before the start', () => {
    const before = new Date(START.getTime() - 60 * MINUTE);
    expect(listWorkflowSteps(state({}), before)).toEqual([
      { to: 'done', kind: 'forward', opensAt: START },
      { to: 'noShow', kind: 'forward', opensAt: START },
      { to: 'canceled', kind: 'forward' },
    ]);
  });

  it('offers the take-back of a completion and of a cancellation with their deadlines, and nothing once they pass', () => {
    const closedAt = new Date(START.getTime() + 60 * MINUTE);
    expect(listWorkflowSteps(state({ status: 'done', closedAt }), closedAt)).toEqual([
      { to: 'confirmed', kind: 'undo', closesAt: new Date(closedAt.getTime() + COMPLETION_UNDO_HOURS * 60 * MINUTE) },
    ]);
    const canceled = state({ status: 'canceled', closedAt, statusBeforeClosing: 'confirmed' });
    expect(listWorkflowSteps(canceled, closedAt)).toEqual([
      { to: 'confirmed', kind: 'undo', closesAt: new Date(closedAt.getTime() + CANCELLATION_UNDO_MINUTES * MINUTE) },
    ]);
    expect(listWorkflowSteps(canceled, new Date(closedAt.getTime() + CANCELLATION_UNDO_MINUTES * MINUTE))).toEqual([]);
    const missed = state({ status: 'noShow', closedAt, statusBeforeClosing: 'confirmed' });
    expect(listWorkflowSteps(missed, closedAt)).toEqual([
      { to: 'confirmed', kind: 'undo', closesAt: new Date(closedAt.getTime() + COMPLETION_UNDO_HOURS * 60 * MINUTE) },
    ]);
  });

  it('offers confirming, a no-show and cancelling a pending booking', () => {
    expect(listWorkflowSteps(state({ status: 'pending' }), START).map((step) => step.to)).toEqual([
      'confirmed',
      'noShow',
      'canceled',
    ]);
  });
});

describe('ZAppointmentStatusChangeSchema', () => {
  const errorsOf = (value: unknown) => {
    const result = ZAppointmentStatusChangeSchema.safeParse(value);
    return result.success ? {} : collectFieldErrors(result.error);
  };

  it('asks a cancellation for its reason, and "other" for a short note', () => {
    expect(errorsOf({ from: 'pending', to: 'canceled' })).toEqual({ reason: 'validation.required' });
    expect(errorsOf({ from: 'pending', to: 'canceled', reason: { category: 'other' } })).toEqual({
      'reason.note': 'validation.required',
    });
    expect(errorsOf({ from: 'pending', to: 'canceled', reason: { category: 'other', note: '   ' } })).toEqual({
      'reason.note': 'validation.required',
    });
    expect(errorsOf({ from: 'pending', to: 'canceled', reason: { category: 'other', note: 'x'.repeat(201) } })).toEqual(
      {
        'reason.note': 'validation.tooLong',
      },
    );
    expect(errorsOf({ from: 'pending', to: 'canceled', reason: { category: 'spite' } })).toEqual({
      'reason.category': 'validation.invalidChoice',
    });
  });

  it('takes a reason with a note for any category, trimmed', () => {
    const parsed = ZAppointmentStatusChangeSchema.parse({
      from: 'confirmed',
      to: 'canceled',
      reason: { category: 'doctorUnavailable', note: '  Surgery ran late  ' },
    });
    expect(parsed.reason).toEqual({ category: 'doctorUnavailable', note: 'Surgery ran late' });
    expect(ZAppointmentStatusChangeSchema.parse({ from: 'pending', to: 'confirmed' })).toEqual({
      from: 'pending',
      to: 'confirmed',
    });
  });
});
