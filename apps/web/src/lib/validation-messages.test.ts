import { ValidationMessage } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import arMessages from '../../messages/ar.json';
import enMessages from '../../messages/en.json';
import { toValidationName } from './validation-messages';

describe('toValidationName', () => {
  it('maps a message key to its name in the Validation namespace', () => {
    expect(toValidationName('validation.invalidEmail')).toBe('invalidEmail');
    expect(toValidationName(ValidationMessage.messageTooShort)).toBe('messageTooShort');
  });

  it('answers null for unknown, empty or missing keys', () => {
    expect(toValidationName('validation.somethingNew')).toBeNull();
    expect(toValidationName('invalidEmail')).toBeNull();
    expect(toValidationName('')).toBeNull();
    expect(toValidationName(undefined)).toBeNull();
  });

  it('finds a translation for every domain message key in both languages', () => {
    const names = Object.keys(ValidationMessage).sort();
    expect(Object.keys(enMessages.Validation).sort()).toEqual(names);
    expect(Object.keys(arMessages.Validation).sort()).toEqual(names);
  });
});
