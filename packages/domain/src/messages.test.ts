import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from './errors';
import {
  FORM_ERROR_PATH,
  ValidationMessage,
  collectFieldErrors,
  createValidationError,
  isValidationMessageKey,
} from './messages';
import { getParseError } from './test-support';

describe('ValidationMessage', () => {
  it('uses unique keys under the validation namespace', () => {
    const keys = Object.values(ValidationMessage);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, key] of Object.entries(ValidationMessage)) {
      expect(key).toBe(`validation.${name}`);
    }
  });

  it('recognises its own keys only', () => {
    expect(isValidationMessageKey('validation.required')).toBe(true);
    expect(isValidationMessageKey('validation.nope')).toBe(false);
    expect(isValidationMessageKey(42)).toBe(false);
  });
});

describe('collectFieldErrors', () => {
  const schema = z
    .object({
      phone: z.string().min(3, { error: 'validation.tooShort' }).regex(/^\d+$/, {
        error: 'validation.invalidPhone',
      }),
      address: z.object({ city: z.string({ error: 'validation.required' }) }),
      children: z.array(z.object({ age: z.number({ error: 'validation.invalidAge' }) })),
    })
    .refine(() => false, { error: 'validation.consentRequired' });

  it('keeps the first key per dotted path and files root issues under _form', () => {
    const result = schema.safeParse({ phone: 'x', address: {}, children: [{ age: 1 }, {}] });
    expect(result.success).toBe(false);
    expect(collectFieldErrors(getParseError(result))).toEqual({
      phone: 'validation.tooShort',
      'address.city': 'validation.required',
      'children.1.age': 'validation.invalidAge',
    });
    const rootOnly = schema.safeParse({ phone: '123', address: { city: 'Giza' }, children: [] });
    expect(collectFieldErrors(getParseError(rootOnly))).toEqual({
      [FORM_ERROR_PATH]: 'validation.consentRequired',
    });
  });
});

describe('createValidationError', () => {
  it('wraps field keys into a 400 AppError', () => {
    const result = z.object({ name: z.string({ error: 'validation.required' }) }).safeParse({});
    const error = createValidationError(getParseError(result));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(error.status).toBe(400);
    expect(error.details).toEqual({ fieldErrors: { name: 'validation.required' } });
    expect(error.cause).toBe(result.error);
  });
});
