import { describe, expect, it } from 'vitest';
import { PasswordResetMessage, ValidationMessage as M, collectFieldErrors } from './messages';
import { PASSWORD_MIN_LENGTH, ZForgotPasswordSchema, ZNewPasswordSchema, ZResetPasswordSchema } from './password-reset';

const NEW_PASSWORD = 'Nile-Reset-Password-9';

const forgotErrors = (input: unknown) => {
  const result = ZForgotPasswordSchema.safeParse(input);
  return result.success ? {} : collectFieldErrors(result.error);
};

const resetErrors = (overrides: Record<string, unknown>) => {
  const result = ZResetPasswordSchema.safeParse({
    code: 'c0de',
    password: NEW_PASSWORD,
    passwordConfirmation: NEW_PASSWORD,
    ...overrides,
  });
  return result.success ? {} : collectFieldErrors(result.error);
};

describe('ZForgotPasswordSchema', () => {
  it('normalises the email and writes the email in English unless asked otherwise', () => {
    expect(ZForgotPasswordSchema.parse({ email: ' Staff@NileENT.example ' })).toEqual({
      email: 'staff@nileent.example',
      locale: 'en',
    });
    expect(ZForgotPasswordSchema.parse({ email: 'staff@nileent.example', locale: 'ar' }).locale).toBe('ar');
  });

  it('refuses a missing or malformed email and a language the site does not have', () => {
    expect(forgotErrors({})).toEqual({ email: M.required });
    expect(forgotErrors({ email: 'staff' })).toEqual({ email: M.invalidEmail });
    expect(forgotErrors({ email: 'staff@nileent.example', locale: 'fr' })).toEqual({ locale: M.invalidChoice });
    expect(forgotErrors('nope')).toEqual({ _form: M.invalidType });
  });
});

describe('ZNewPasswordSchema', () => {
  it(`asks for at least ${PASSWORD_MIN_LENGTH} characters, kept exactly as typed`, () => {
    expect(ZNewPasswordSchema.parse(' 12 characters ')).toBe(' 12 characters ');
    expect(ZNewPasswordSchema.safeParse('x'.repeat(PASSWORD_MIN_LENGTH - 1)).error?.issues[0]?.message).toBe(
      M.tooShort,
    );
    expect(ZNewPasswordSchema.safeParse('').error?.issues[0]?.message).toBe(M.required);
  });

  it('counts the upper bound in UTF-8 bytes, as the CMS does', () => {
    expect(ZNewPasswordSchema.safeParse('x'.repeat(72)).success).toBe(true);
    expect(ZNewPasswordSchema.safeParse('x'.repeat(73)).error?.issues[0]?.message).toBe(M.tooLong);
    // 37 Arabic letters are 74 bytes.
    expect(ZNewPasswordSchema.safeParse('ب'.repeat(37)).error?.issues[0]?.message).toBe(M.tooLong);
  });
});

describe('ZResetPasswordSchema', () => {
  it('accepts a code and the same password twice', () => {
    expect(resetErrors({})).toEqual({});
  });

  it('reports each missing field, and a confirmation that differs under the confirmation', () => {
    expect(resetErrors({ code: '', password: '', passwordConfirmation: '' })).toEqual({
      code: M.required,
      password: M.required,
      passwordConfirmation: M.required,
    });
    expect(resetErrors({ passwordConfirmation: `${NEW_PASSWORD}!` })).toEqual({
      passwordConfirmation: PasswordResetMessage.passwordMismatch,
    });
    expect(resetErrors({ password: 'short', passwordConfirmation: 'short' })).toEqual({ password: M.tooShort });
  });

  it('refuses an oversized code', () => {
    expect(resetErrors({ code: 'a'.repeat(257) })).toEqual({ code: M.tooLong });
  });
});
