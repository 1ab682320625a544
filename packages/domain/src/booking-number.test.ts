import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_NUMBER_ALPHABET,
  generateBookingNumber,
  isBookingNumber,
  normalizeBookingNumber,
} from './booking-number';

const fixedBytes = (bytes: number[]) => () => Uint8Array.from(bytes);

describe('generateBookingNumber', () => {
  it.each([
    [[0, 0, 0, 0, 0], 'ENT-0000-0000'],
    [[0, 0, 0, 0, 31], 'ENT-0000-000Z'],
    [[0, 0, 0, 0, 32], 'ENT-0000-0010'],
    [[0x80, 0, 0, 0, 0], 'ENT-G000-0000'],
    [[0x01, 0x23, 0x45, 0x67, 0x89], 'ENT-04HM-ASW9'],
    [[0xde, 0xad, 0xbe, 0xef, 0x42], 'ENT-VTPV-XVT2'],
    [[255, 255, 255, 255, 255], 'ENT-ZZZZ-ZZZZ'],
  ])('encodes %j as %s, most significant bits first', (bytes, expected) => {
    expect(generateBookingNumber(fixedBytes(bytes))).toBe(expected);
  });

  it('asks for exactly 5 bytes and ignores any extra', () => {
    const requested: number[] = [];
    const number = generateBookingNumber((n) => {
      requested.push(n);
      return Uint8Array.from([0, 0, 0, 0, 0, 255, 255]);
    });
    expect(requested).toEqual([5]);
    expect(number).toBe('ENT-0000-0000');
  });

  it('refuses a source that returns too few bytes', () => {
    expect(() => generateBookingNumber(fixedBytes([1, 2, 3, 4]))).toThrow(RangeError);
  });

  it('produces valid, distinct numbers from node:crypto', () => {
    const numbers = Array.from({ length: 1000 }, () => generateBookingNumber(randomBytes));
    for (const number of numbers) expect(isBookingNumber(number)).toBe(true);
    // 1000 draws out of 2^40: a collision here means the bits are not random.
    expect(new Set(numbers).size).toBe(1000);
  });

  it('maps every 40-bit value to a valid number that survives normalisation', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), (bytes) => {
        const number = generateBookingNumber(() => bytes);
        expect(isBookingNumber(number)).toBe(true);
        expect(normalizeBookingNumber(number.toLowerCase().replaceAll('-', ''))).toBe(number);
      }),
    );
  });
});

describe('BOOKING_NUMBER_ALPHABET', () => {
  it('is Crockford base32: 32 distinct characters without I, L, O, U', () => {
    expect(new Set(BOOKING_NUMBER_ALPHABET).size).toBe(32);
    expect(BOOKING_NUMBER_ALPHABET).not.toMatch(/[ILOU]/);
  });
});

describe('isBookingNumber', () => {
  it.each([
    ['ENT-04HM-ASW9', true],
    ['ENT-ZZZZ-0000', true],
    ['ent-04hm-asw9', false],
    ['ENT-04HMASW9', false],
    ['04HM-ASW9', false],
    ['ENT-04HM-ASWO', false],
    ['ENT-04HM-ASWU', false],
    ['ENT-04HM-ASW9 ', false],
    ['ENT-04HM-ASW99', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isBookingNumber(value)).toBe(expected);
  });
});

describe('normalizeBookingNumber', () => {
  it.each([
    ['ENT-04HM-ASW9', 'ENT-04HM-ASW9'],
    ['  ent-04hm-asw9 ', 'ENT-04HM-ASW9'],
    ['ENT04HMASW9', 'ENT-04HM-ASW9'],
    ['ent 04hm asw9', 'ENT-04HM-ASW9'],
    ['ENT–04HM–ASW9', 'ENT-04HM-ASW9'],
    ['04HM-ASW9', 'ENT-04HM-ASW9'],
    ['04hmasw9', 'ENT-04HM-ASW9'],
    // Crockford: O reads as 0, I and L as 1.
    ['ENT-O4HM-ASW9', 'ENT-04HM-ASW9'],
    ['ENT-IL00-0000', 'ENT-1100-0000'],
    ['ent-il00-oooo', 'ENT-1100-0000'],
    // Typed on an Arabic keyboard.
    ['ENT-٠٤HM-ASW٩', 'ENT-04HM-ASW9'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeBookingNumber(input)).toBe(expected);
  });

  it.each([
    '',
    'ENT',
    'ENT-04HM-ASW',
    'ENT-04HM-ASW99',
    'ENT-04HM-ASWU',
    'XYZ-04HM-ASW9',
    'ENT-04HM_ASW9',
    '04HM-ASW',
    'ENTENT04HMASW9',
  ])('refuses %j', (input) => {
    expect(normalizeBookingNumber(input)).toBeNull();
  });
});
