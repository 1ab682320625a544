import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, ZBookingRequestSchema, ZBookingSourceSchema, validateBookingRequest } from './booking';
import { FORM_ERROR_PATH, ValidationMessage as M } from './messages';

const validRequest = {
  doctor: 'k3v9x0p2m7q1w8e5r4t6y2u0',
  branch: 'b7n2m4l9k1j3h5g8f6d0s2a4',
  start: '2026-11-24T10:30:00+02:00',
  specialty: null,
  service: 'a1b2c3',
  source: 'doctor-flow',
  patient: {
    firstName: 'Mariam',
    lastName: 'El-Sayed',
    email: 'Mariam@Example.com',
    phone: '010 1234 5678',
    age: '34',
    contractType: 'cash',
  },
  consent: { accepted: true, policyVersion: '2026-01' },
};

const noCards = { hasCardFront: false, hasCardBack: false };
const bothCards = { hasCardFront: true, hasCardBack: true };

function getFieldErrors(data: unknown, files = noCards): Record<string, string> {
  const result = validateBookingRequest(data, files);
  return result.ok ? {} : result.fieldErrors;
}

function withField(path: string, value: unknown): Record<string, unknown> {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) return { ...validRequest, [head]: value };
  const nested = validRequest[head as 'patient' | 'consent'];
  return { ...validRequest, [head]: { ...nested, [tail]: value } };
}

describe('BOOKING_LIMITS', () => {
  it('holds the agreed defaults', () => {
    expect(BOOKING_LIMITS).toEqual({ maxDays: 31, defaultDays: 7, defaultLeadMinutes: 60, defaultHorizonDays: 30 });
  });
});

describe('validateBookingRequest: valid requests', () => {
  it('parses and normalises a cash booking', () => {
    expect(validateBookingRequest(validRequest, noCards)).toEqual({
      ok: true,
      value: {
        ...validRequest,
        locale: 'en',
        patient: {
          firstName: 'Mariam',
          lastName: 'El-Sayed',
          email: 'mariam@example.com',
          phone: '+201012345678',
          phoneChannel: 'whatsapp',
          age: 34,
          contractType: 'cash',
        },
      },
    });
  });

  it('keeps the language the patient booked in, and refuses any other', () => {
    const arabic = validateBookingRequest({ ...validRequest, locale: 'ar' }, noCards);
    expect(arabic.ok && arabic.value.locale).toBe('ar');
    expect(validateBookingRequest({ ...validRequest, locale: 'fr' }, noCards)).toEqual({
      ok: false,
      fieldErrors: { locale: 'validation.invalidChoice' },
    });
  });

  it('accepts a company patient with both card images', () => {
    const data = withField('patient.contractType', 'company');
    expect(validateBookingRequest(data, bothCards).ok).toBe(true);
  });

  it.each([
    ['start', '2026-11-24T08:30:00Z'],
    ['start', '2026-11-24T08:30:00.000Z'],
    ['start', '2026-07-15T10:30:00+03:00'],
    ['specialty', undefined],
    ['service', null],
    ['doctor', 'a'.repeat(64)],
    ['source', 'branch-flow'],
    ['source', 'old-form'],
    ['consent.policyVersion', 'v'.repeat(20)],
  ])('accepts %s = %j', (path, value) => {
    expect(getFieldErrors(withField(path, value))).toEqual({});
  });
});

describe('validateBookingRequest: invalid requests', () => {
  it.each([
    ['doctor', undefined, M.required],
    ['doctor', '', M.required],
    ['doctor', 42, M.invalidType],
    ['doctor', 'K3V9', M.invalidChoice],
    ['doctor', 'abc-123', M.invalidChoice],
    ['doctor', 'a'.repeat(65), M.invalidChoice],
    ['branch', null, M.required],
    ['branch', '../admin', M.invalidChoice],
    ['start', undefined, M.required],
    ['start', '2026-11-24T10:30:00', M.invalidDate],
    ['start', '2026-11-24 10:30:00+02:00', M.invalidDate],
    ['start', '2026-02-30T10:30:00Z', M.invalidDate],
    ['start', '2026-11-24', M.invalidDate],
    ['start', 1_795_000_000_000, M.invalidType],
    ['specialty', 'Ear Nose', M.invalidChoice],
    ['service', '', M.required],
    ['source', undefined, M.required],
    ['source', 'api', M.invalidChoice],
    ['patient', undefined, M.required],
    ['patient.phone', '+966501234567', M.phoneNotEgyptian],
    ['patient.age', 'ten', M.invalidAge],
    ['consent', undefined, M.required],
    ['consent.accepted', false, M.consentRequired],
    ['consent.accepted', 'true', M.consentRequired],
    ['consent.accepted', undefined, M.consentRequired],
    ['consent.policyVersion', undefined, M.required],
    ['consent.policyVersion', ' ', M.required],
    ['consent.policyVersion', 'v'.repeat(21), M.tooLong],
  ])('%s = %j → %s', (path, value, message) => {
    expect(getFieldErrors(withField(path, value))).toEqual({ [path]: message });
  });

  it('reports a body that is not an object under _form', () => {
    expect(getFieldErrors('hello')).toEqual({ [FORM_ERROR_PATH]: M.invalidType });
    expect(getFieldErrors(null)).toEqual({ [FORM_ERROR_PATH]: M.required });
  });

  it.each([
    ['company', noCards, { cardFront: M.cardImagesRequired, cardBack: M.cardImagesRequired }],
    ['syndicate', { hasCardFront: true, hasCardBack: false }, { cardBack: M.cardImagesRequired }],
    ['cash', bothCards, { cardFront: M.cardImagesNotAllowed, cardBack: M.cardImagesNotAllowed }],
    ['cash', { hasCardFront: false, hasCardBack: true }, { cardBack: M.cardImagesNotAllowed }],
  ])('applies the card rule to a %s patient', (contractType, files, expected) => {
    expect(getFieldErrors(withField('patient.contractType', contractType), files)).toEqual(expected);
  });

  it('shows the card rule alongside other errors', () => {
    const data = {
      ...withField('patient.contractType', 'company'),
      start: 'tomorrow',
      consent: { policyVersion: 'v1' },
    };
    expect(getFieldErrors(data, { hasCardFront: true, hasCardBack: false })).toEqual({
      start: M.invalidDate,
      'consent.accepted': M.consentRequired,
      cardBack: M.cardImagesRequired,
    });
  });

  it('skips the card rule when the contract type is unreadable', () => {
    expect(getFieldErrors(withField('patient.contractType', 'gold'), bothCards)).toEqual({
      'patient.contractType': M.invalidChoice,
    });
  });
});

describe('ZBookingSourceSchema', () => {
  it('lists the three booking flows', () => {
    expect(ZBookingSourceSchema.options).toEqual(['doctor-flow', 'branch-flow', 'old-form']);
  });
});

describe('ZBookingRequestSchema', () => {
  it('keeps start as the string sent, so the server compares instants itself', () => {
    const parsed = ZBookingRequestSchema.parse(validRequest);
    expect(parsed.start).toBe('2026-11-24T10:30:00+02:00');
    expect(new Date(parsed.start).toISOString()).toBe('2026-11-24T08:30:00.000Z');
  });
});
