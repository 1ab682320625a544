import { describe, expect, it } from 'vitest';
import { ValidationMessage } from './messages';
import { formatPhoneForDisplay, formatPhoneNational, normalizeEgyptianPhone, toMobileNumber } from './phone';
import { ZEgyptianPhoneSchema } from './phone-schema';

describe('normalizeEgyptianPhone: accepted numbers', () => {
  it.each([
    // Mobiles, each operator prefix.
    ['01012345678', '+201012345678', 'mobile'],
    ['01112345678', '+201112345678', 'mobile'],
    ['01212345678', '+201212345678', 'mobile'],
    ['01512345678', '+201512345678', 'mobile'],
    ['+201012345678', '+201012345678', 'mobile'],
    ['00201012345678', '+201012345678', 'mobile'],
    ['201012345678', '+201012345678', 'mobile'],
    ['+20 010 1234 5678', '+201012345678', 'mobile'],
    // Eastern digits and separators.
    ['٠١٠١٢٣٤٥٦٧٨', '+201012345678', 'mobile'],
    ['۰۱۲۱۲۳۴۵۶۷۸', '+201212345678', 'mobile'],
    ['+٢٠ ١٠ ١٢٣٤ ٥٦٧٨', '+201012345678', 'mobile'],
    ['010 1234 5678', '+201012345678', 'mobile'],
    ['010-1234-5678', '+201012345678', 'mobile'],
    ['(010) 1234.5678', '+201012345678', 'mobile'],
    ['\u200E+20 10 1234 5678\u200E', '+201012345678', 'mobile'],
    ['010\u00A01234\u00A05678', '+201012345678', 'mobile'],
    ['  01012345678  ', '+201012345678', 'mobile'],
    // Landlines.
    ['0223456789', '+20223456789', 'landline'],
    ['02 2345 6789', '+20223456789', 'landline'],
    ['+20223456789', '+20223456789', 'landline'],
    ['0020223456789', '+20223456789', 'landline'],
    ['034567890', '+2034567890', 'landline'],
    ['+20 3 456 7890', '+2034567890', 'landline'],
    ['0401234567', '+20401234567', 'landline'],
    ['050-123-4567', '+20501234567', 'landline'],
    ['0971234567', '+20971234567', 'landline'],
    ['0131234567', '+20131234567', 'landline'],
    ['+20 88 123 4567', '+20881234567', 'landline'],
  ] as const)('%j → %s (%s)', (input, e164, kind) => {
    expect(normalizeEgyptianPhone(input)).toEqual({ ok: true, e164, kind });
  });
});

describe('normalizeEgyptianPhone: refused numbers', () => {
  it.each([
    ['+966501234567', 'notEgyptian'],
    ['00966501234567', 'notEgyptian'],
    ['+44 20 7946 0958', 'notEgyptian'],
    ['+1 (212) 555-0100', 'notEgyptian'],
    ['+٩٦٦٥٠١٢٣٤٥٦٧', 'notEgyptian'],
    ['966501234567', 'invalid'],
    ['0101234567', 'invalid'],
    ['010123456789', 'invalid'],
    ['01312345678', 'invalid'],
    ['01412345678', 'invalid'],
    ['022345678', 'invalid'],
    ['02234567890', 'invalid'],
    ['03456789', 'invalid'],
    ['0411234567', 'invalid'],
    ['1012345678', 'invalid'],
    ['+2012345678', 'invalid'],
    ['+20', 'invalid'],
    ['+', 'invalid'],
    ['+12', 'invalid'],
    ['', 'invalid'],
    ['not a phone', 'invalid'],
    ['0101234567x', 'invalid'],
    ['010+12345678', 'invalid'],
    ['+1234567890123456', 'invalid'],
  ] as const)('%j → %s', (input, reason) => {
    expect(normalizeEgyptianPhone(input)).toEqual({ ok: false, reason });
  });
});

describe('ZEgyptianPhoneSchema', () => {
  it('parses into E.164', () => {
    expect(ZEgyptianPhoneSchema.parse('٠١٠١٢٣٤٥٦٧٨')).toBe('+201012345678');
  });

  it.each([
    [undefined, ValidationMessage.required],
    ['', ValidationMessage.required],
    ['   ', ValidationMessage.required],
    [1012345678, ValidationMessage.invalidType],
    ['0101234', ValidationMessage.invalidPhone],
    ['+966501234567', ValidationMessage.phoneNotEgyptian],
  ])('%j fails with %s', (input, message) => {
    const result = ZEgyptianPhoneSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('toMobileNumber', () => {
  it('gives a mobile in E.164, and nothing for a landline, a foreign, an invalid or a missing number', () => {
    expect(['010 1234 5678', '+20 2 2345 6789', '+447700900123', '0123', null].map(toMobileNumber)).toEqual([
      '+201012345678',
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('formatPhoneForDisplay', () => {
  it.each([
    ['+201012345678', '+20 10 1234 5678'],
    ['+201512345678', '+20 15 1234 5678'],
    ['+20223456789', '+20 2 2345 6789'],
    ['+2034567890', '+20 3 456 7890'],
    ['+20401234567', '+20 40 123 4567'],
    ['+20131234567', '+20 13 123 4567'],
    ['01012345678', '+20 10 1234 5678'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhoneForDisplay(input)).toBe(expected);
  });

  it('returns values it cannot read unchanged', () => {
    expect(formatPhoneForDisplay('+966501234567')).toBe('+966501234567');
    expect(formatPhoneForDisplay('ask reception')).toBe('ask reception');
  });
});

describe('formatPhoneNational', () => {
  it.each([
    ['+201012345678', '010 1234 5678'],
    ['+20223456789', '02 2345 6789'],
    ['+2031234567', '03 123 4567'],
    ['+20401234567', '040 123 4567'],
  ])('writes %s as %s', (input, expected) => {
    expect(formatPhoneNational(input)).toBe(expected);
  });

  it('returns anything that is not an Egyptian number unchanged', () => {
    expect(formatPhoneNational('+966501234567')).toBe('+966501234567');
  });
});
