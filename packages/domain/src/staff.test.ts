import { describe, expect, it } from 'vitest';
import { ValidationMessage } from './messages';
import { ZStaffSignInSchema } from './staff';

const errorsOf = (input: unknown) => {
  const result = ZStaffSignInSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ZStaffSignInSchema', () => {
  it('accepts an email and a password, keeping the password exactly as typed', () => {
    expect(ZStaffSignInSchema.parse({ email: 'Staff@NileENT.example', password: ' pass word ' })).toEqual({
      email: 'staff@nileent.example',
      password: ' pass word ',
    });
  });

  it('asks for both fields with message keys', () => {
    expect(errorsOf({})).toEqual({ email: ValidationMessage.required, password: ValidationMessage.required });
    expect(errorsOf({ email: 'staff', password: '' })).toEqual({
      email: ValidationMessage.invalidEmail,
      password: ValidationMessage.required,
    });
  });

  it('refuses an oversized password and a payload that is not an object', () => {
    expect(errorsOf({ email: 'a@b.example', password: 'x'.repeat(73) })).toEqual({
      password: ValidationMessage.tooLong,
    });
    expect(errorsOf('nope')).toEqual({ '': ValidationMessage.invalidType });
  });
});
