import { describe, expect, it } from 'vitest';
import { ZContactMessageSchema, isSpamError } from './contact';
import { collectFieldErrors, ValidationMessage as M } from './messages';
import { getParseError } from './test-support';

const validMessage = {
  name: 'Dr. Hany (Nile Co.)',
  email: 'hany@example.com',
  message: 'Do you see children on Saturdays?',
  locale: 'en',
};

function getErrors(overrides: Record<string, unknown>): Record<string, string> {
  const result = ZContactMessageSchema.safeParse({ ...validMessage, ...overrides });
  return result.success ? {} : collectFieldErrors(result.error);
}

describe('ZContactMessageSchema', () => {
  it('parses and normalises a full message', () => {
    expect(
      ZContactMessageSchema.parse({
        name: '  سارة  ',
        email: 'Sara@Example.com',
        phone: '٠١٢ ١٢٣٤ ٥٦٧٨',
        subject: '  Appointment  ',
        message: '  أريد حجز موعد يوم السبت  ',
        locale: 'ar',
        website: '',
      }),
    ).toEqual({
      name: 'سارة',
      email: 'sara@example.com',
      phone: '+201212345678',
      subject: 'Appointment',
      message: 'أريد حجز موعد يوم السبت',
      locale: 'ar',
    });
  });

  it('drops the honeypot from the output', () => {
    expect(ZContactMessageSchema.parse({ ...validMessage, website: '' })).not.toHaveProperty('website');
  });

  it.each([
    ['phone', ''],
    ['phone', '  '],
    ['phone', null],
    ['subject', ''],
    ['subject', null],
  ])('treats %s = %j as absent', (field, value) => {
    const parsed = ZContactMessageSchema.parse({ ...validMessage, [field]: value });
    expect(parsed).toEqual({ ...validMessage });
  });

  it.each([
    ['name', undefined, M.required],
    ['name', 'A', M.tooShort],
    ['name', ' A ', M.tooShort],
    ['name', 'a'.repeat(81), M.tooLong],
    ['name', '<img src=x>', M.invalidCharacters],
    ['name', 'Ali\nBcc: x@y.z', M.invalidCharacters],
    ['email', 'nope', M.invalidEmail],
    ['email', undefined, M.required],
    ['phone', '12345', M.invalidPhone],
    ['phone', '+966501234567', M.phoneNotEgyptian],
    ['subject', 's'.repeat(121), M.tooLong],
    ['subject', 'Hi\r\nBcc: victim@example.com', M.invalidCharacters],
    ['message', undefined, M.required],
    ['message', '', M.required],
    ['message', 'too short', M.messageTooShort],
    ['message', `  ${'a'.repeat(9)}  `, M.messageTooShort],
    ['message', 'm'.repeat(2001), M.tooLong],
    ['message', 'hello there\u001B[31m', M.invalidCharacters],
    ['locale', undefined, M.required],
    ['locale', 'fr', M.invalidChoice],
  ])('%s = %j → %s', (field, value, message) => {
    expect(getErrors({ [field]: value })).toEqual({ [field]: message });
  });

  it('keeps line breaks in the message', () => {
    const parsed = ZContactMessageSchema.parse({ ...validMessage, message: 'Line one\r\nLine two' });
    expect(parsed.message).toBe('Line one\r\nLine two');
  });

  it.each(['http://spam.example', ' ', 'x', 0, false, null])(
    'fails with validation.spam when the honeypot holds %j',
    (website) => {
      const result = ZContactMessageSchema.safeParse({ ...validMessage, website });
      expect(result.success).toBe(false);
      expect(collectFieldErrors(getParseError(result))).toEqual({ website: M.spam });
      expect(isSpamError(getParseError(result))).toBe(true);
    },
  );

  it('does not flag ordinary validation failures as spam', () => {
    const result = ZContactMessageSchema.safeParse({ ...validMessage, message: 'short' });
    expect(isSpamError(getParseError(result))).toBe(false);
  });
});
