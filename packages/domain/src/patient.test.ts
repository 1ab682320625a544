import { describe, expect, it } from 'vitest';
import { collectFieldErrors, ValidationMessage as M } from './messages';
import { ZPatientInformationSchema, ZPatientSubmissionSchema } from './patient';
import { getParseError } from './test-support';

const validInformation = {
  firstName: 'Mariam',
  lastName: 'El-Sayed',
  email: 'mariam@example.com',
  phone: '01012345678',
  age: 34,
  contractType: 'cash',
};

const validSubmission = {
  ...validInformation,
  hasCardFront: false,
  hasCardBack: false,
  consent: true,
};

function getInformationErrors(overrides: Record<string, unknown>): Record<string, string> {
  const result = ZPatientInformationSchema.safeParse({ ...validInformation, ...overrides });
  return result.success ? {} : collectFieldErrors(result.error);
}

function getSubmissionErrors(overrides: Record<string, unknown>): Record<string, string> {
  const result = ZPatientSubmissionSchema.safeParse({ ...validSubmission, ...overrides });
  return result.success ? {} : collectFieldErrors(result.error);
}

describe('ZPatientInformationSchema: valid input', () => {
  it('normalises every field', () => {
    const parsed = ZPatientInformationSchema.parse({
      firstName: '  أحمد  ',
      lastName: "O'Brien-Smith Jr.",
      email: '  Mariam.Ali@Example.COM ',
      phone: '+20 10 1234 5678',
      age: '٤٢',
      notes: '  Pain in the left ear\nsince Monday  ',
      contractType: 'company',
    });
    expect(parsed).toEqual({
      firstName: 'أحمد',
      lastName: "O'Brien-Smith Jr.",
      email: 'mariam.ali@example.com',
      phone: '+201012345678',
      phoneChannel: 'whatsapp',
      age: 42,
      notes: 'Pain in the left ear\nsince Monday',
      contractType: 'company',
    });
  });

  it.each([
    ['firstName', 'عَبْدُ الرَّحْمَن'],
    ['firstName', 'José'],
    ['firstName', 'Zoë'],
    ['lastName', 'd’Alembert'],
    ['lastName', 'a'.repeat(60)],
    ['age', 0],
    ['age', '0'],
    ['age', 120],
    ['age', ' 7 '],
    ['notes', 'a'.repeat(1000)],
    ['notes', '<3 thanks > all'],
    ['contractType', 'syndicate'],
  ])('accepts %s = %j', (field, value) => {
    expect(getInformationErrors({ [field]: value })).toEqual({});
  });

  it.each(['', '   ', null, undefined])('treats notes %j as absent', (notes) => {
    const parsed = ZPatientInformationSchema.parse({ ...validInformation, notes });
    expect(parsed.notes).toBeUndefined();
  });
});

describe('ZPatientInformationSchema: invalid input', () => {
  it.each([
    // Missing, wrong type, empty.
    ['firstName', undefined, M.required],
    ['firstName', 42, M.invalidType],
    ['firstName', '   ', M.required],
    ['lastName', undefined, M.required],
    ['lastName', ['Ali'], M.invalidType],
    ['email', true, M.invalidType],
    ['phone', undefined, M.required],
    ['phone', 1012345678, M.invalidType],
    ['age', undefined, M.required],
    ['age', '', M.required],
    ['age', null, M.required],
    ['contractType', undefined, M.required],
    ['notes', 12, M.invalidType],
    // Too long.
    ['firstName', 'a'.repeat(61), M.tooLong],
    ['lastName', 'b'.repeat(61), M.tooLong],
    ['email', `${'a'.repeat(250)}@x.eg`, M.tooLong],
    ['notes', 'a'.repeat(1001), M.tooLong],
    // Wrong content.
    ['firstName', '<script>alert(1)</script>', M.invalidName],
    ['lastName', 'Ali<b>', M.invalidName],
    ['firstName', 'Ali>', M.invalidName],
    ['firstName', 'Ali\u0000', M.invalidName],
    ['firstName', 'Al\ti', M.invalidName],
    ['firstName', 'R2D2', M.invalidName],
    ['firstName', '-', M.invalidName],
    ['firstName', "'.", M.invalidName],
    ['email', 'not-an-email', M.invalidEmail],
    ['email', 'a@b', M.invalidEmail],
    ['phone', '0101234', M.invalidPhone],
    ['phone', '+966501234567', M.phoneNotEgyptian],
    ['age', -1, M.invalidAge],
    ['age', 121, M.invalidAge],
    ['age', 3.5, M.invalidAge],
    ['age', '3.5', M.invalidAge],
    ['age', 'ten', M.invalidAge],
    ['age', '12abc', M.invalidAge],
    ['age', Number.NaN, M.invalidAge],
    ['age', true, M.invalidAge],
    ['contractType', 'insurance', M.invalidChoice],
    ['notes', 'bell\u0007', M.invalidCharacters],
  ])('%s = %j → %s', (field, value, message) => {
    expect(getInformationErrors({ [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    [undefined, M.required],
    [null, M.required],
    ['Mariam', M.invalidType],
  ])('reports a payload of %j as %s, not as a raw zod sentence', (payload, message) => {
    expect(collectFieldErrors(getParseError(ZPatientInformationSchema.safeParse(payload)))).toEqual({ _form: message });
    expect(collectFieldErrors(getParseError(ZPatientSubmissionSchema.safeParse(payload)))).toEqual({ _form: message });
  });

  it.each([undefined, null, '', '   '])(
    'takes a patient without an email (%j): the phone is how the clinic reaches them',
    (email) => {
      expect(ZPatientInformationSchema.parse({ ...validInformation, email }).email).toBeUndefined();
    },
  );

  it('does not coerce an empty age into a newborn', () => {
    expect(ZPatientInformationSchema.safeParse({ ...validInformation, age: '' }).success).toBe(false);
  });

  it('reports every failing field at once', () => {
    const result = ZPatientInformationSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(Object.keys(collectFieldErrors(getParseError(result))).sort()).toEqual([
      'age',
      'contractType',
      'firstName',
      'lastName',
      'phone',
    ]);
  });
});

describe('ZPatientSubmissionSchema', () => {
  it('accepts a cash patient without cards and keeps the flags', () => {
    const parsed = ZPatientSubmissionSchema.parse(validSubmission);
    expect(parsed).toMatchObject({ contractType: 'cash', hasCardFront: false, consent: true });
  });

  it('accepts company and syndicate patients with both cards', () => {
    for (const contractType of ['company', 'syndicate']) {
      expect(getSubmissionErrors({ contractType, hasCardFront: true, hasCardBack: true })).toEqual({});
    }
  });

  it('refuses a company patient without cards', () => {
    expect(getSubmissionErrors({ contractType: 'company' })).toEqual({
      cardFront: M.cardImagesRequired,
      cardBack: M.cardImagesRequired,
    });
  });

  it('refuses a syndicate patient with only the front', () => {
    expect(getSubmissionErrors({ contractType: 'syndicate', hasCardFront: true })).toEqual({
      cardBack: M.cardImagesRequired,
    });
  });

  it('refuses a cash patient with cards', () => {
    expect(getSubmissionErrors({ hasCardFront: true, hasCardBack: true })).toEqual({
      cardFront: M.cardImagesNotAllowed,
      cardBack: M.cardImagesNotAllowed,
    });
  });

  it.each([undefined, false, 'true', 1])('refuses consent = %j', (consent) => {
    expect(getSubmissionErrors({ consent })).toEqual({ consent: M.consentRequired });
  });

  it.each([
    ['hasCardFront', undefined, M.required],
    ['hasCardBack', 'yes', M.invalidType],
  ])('refuses %s = %j', (field, value, message) => {
    expect(getSubmissionErrors({ [field]: value })).toEqual({ [field]: message });
  });

  it('shows the card rule alongside other field errors, even missing ones', () => {
    expect(
      getSubmissionErrors({
        contractType: 'company',
        email: 'nope',
        age: undefined,
        firstName: 7,
        hasCardBack: true,
      }),
    ).toEqual({
      firstName: M.invalidType,
      email: M.invalidEmail,
      age: M.required,
      cardFront: M.cardImagesRequired,
    });
  });

  it('skips the card rule when the contract type itself is invalid', () => {
    expect(getSubmissionErrors({ contractType: 'gold', hasCardFront: true })).toEqual({
      contractType: M.invalidChoice,
    });
  });
});
