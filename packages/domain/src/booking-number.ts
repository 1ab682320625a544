import { normalizeDigits } from './digits';

/**
 * Crockford's base32: digits and upper-case letters without I, L, O and U, so a number
 * read out over the phone or copied from a screenshot cannot be misread.
 */
export const BOOKING_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const PREFIX = 'ENT';
/** 40 bits: 8 base32 characters, about 10^12 numbers, so guessing one is hopeless. */
const RANDOM_BYTES = 5;
const BODY_LENGTH = 8;
const BASE = BOOKING_NUMBER_ALPHABET.length;
const BOOKING_NUMBER = /^ENT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;
/** Crockford's decoding rules for the letters people type instead of digits. */
const LOOKALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * 'ENT-XXXX-XXXX' from 40 random bits. The caller passes a CSPRNG (node:crypto's
 * randomBytes, or a wrapper around crypto.getRandomValues) so this stays pure; the number
 * doubles as the patient's lookup key, so a predictable source would leak bookings.
 */
export function generateBookingNumber(randomBytes: (n: number) => Uint8Array): string {
  const bytes = randomBytes(RANDOM_BYTES);
  if (bytes.length < RANDOM_BYTES) {
    throw new RangeError(`Expected ${RANDOM_BYTES} random bytes, got ${bytes.length}`);
  }
  // 40 bits fit exactly in a double, so plain arithmetic is exact here.
  let value = 0;
  for (const byte of bytes.subarray(0, RANDOM_BYTES)) value = value * 256 + byte;
  let body = '';
  for (let index = 0; index < BODY_LENGTH; index++) {
    body = (BOOKING_NUMBER_ALPHABET[value % BASE] ?? '') + body;
    value = Math.floor(value / BASE);
  }
  return formatBody(body);
}

/** Whether `value` is a booking number in its canonical form, exactly as generated. */
export function isBookingNumber(value: string): boolean {
  return BOOKING_NUMBER.test(value);
}

/**
 * The canonical form of a booking number as a patient typed it, or null. Tolerates case,
 * spaces, missing or Unicode dashes, Arabic-Indic digits, a missing 'ENT' prefix, and O, I
 * and L typed for 0 and 1.
 */
export function normalizeBookingNumber(input: string): string | null {
  const compact = normalizeDigits(input).replace(SEPARATORS, '').toUpperCase();
  const body =
    compact.length === PREFIX.length + BODY_LENGTH && compact.startsWith(PREFIX)
      ? compact.slice(PREFIX.length)
      : compact;
  const decoded = body.replace(/[OIL]/g, (letter) => LOOKALIKES[letter] ?? letter);
  const candidate = formatBody(decoded);
  return decoded.length === BODY_LENGTH && isBookingNumber(candidate) ? candidate : null;
}

function formatBody(body: string): string {
  return `${PREFIX}-${body.slice(0, 4)}-${body.slice(4)}`;
}
