import { describe, expect, it, vi } from 'vitest';
import { showServerFieldErrors } from './server-field-errors';

describe('showServerFieldErrors', () => {
  it('shows the errors of the form’s own fields, focusing the first, and says it did', () => {
    const setError = vi.fn();
    const shown = showServerFieldErrors(
      setError,
      { email: 'validation.accountExists', branches: 'validation.branchRequired', other: 'validation.required' },
      ['role', 'branches', 'email'],
    );
    expect(shown).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['branches', { type: 'server', message: 'validation.branchRequired' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'validation.accountExists' }, { shouldFocus: false }],
    ]);
  });

  it('says it showed nothing when no error names one of the fields', () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(setError, undefined, ['email'])).toBe(false);
    expect(showServerFieldErrors(setError, { other: 'validation.required' }, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
