import { describe, expect, it } from 'vitest';
import { CmsError } from './errors';
import { getFieldErrors } from './field-errors';

const validationError = (details: Record<string, unknown>) =>
  new CmsError({ status: 400, name: 'ValidationError', message: 'Invalid booking', details });

describe('getFieldErrors', () => {
  it('keeps the first message of a path, as the domain validators do', () => {
    const error = validationError({
      errors: [
        { path: ['patient', 'email'], message: 'validation.invalidEmail', name: 'ValidationError' },
        { path: ['patient', 'email'], message: 'validation.tooLong', name: 'ValidationError' },
      ],
    });

    expect(getFieldErrors(error)).toEqual({ 'patient.email': 'validation.invalidEmail' });
  });

  it('files an error about the whole payload under _form', () => {
    const error = validationError({ errors: [{ path: [], message: 'validation.required', name: 'ValidationError' }] });

    expect(getFieldErrors(error)).toEqual({ _form: 'validation.required' });
  });

  it('writes numeric path segments as dotted indexes', () => {
    const error = validationError({ errors: [{ path: ['items', 2, 'name'], message: 'validation.required' }] });

    expect(getFieldErrors(error)).toEqual({ 'items.2.name': 'validation.required' });
  });

  it('skips entries without a message and errors without a list', () => {
    const error = validationError({ errors: [{ path: ['age'] }, 'oops', null] });

    expect(getFieldErrors(error)).toEqual({});
    expect(getFieldErrors(validationError({}))).toEqual({});
    expect(getFieldErrors(validationError({ errors: 'nope' }))).toEqual({});
  });
});
