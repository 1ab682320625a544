import { normalizeDigits } from './digits';

// Egyptian phone numbers read, told apart (mobile or landline) and written for people. Without zod,
// so a page can tell a landline as it is typed (`@clinic/domain/phone`); phone-schema.ts validates.

export type TPhoneKind = 'mobile' | 'landline';

export type TPhoneResult =
  | { ok: true; e164: string; kind: TPhoneKind }
  | { ok: false; reason: 'invalid' | 'notEgyptian' };

const EGYPT_COUNTRY_CODE = '20';

/** Mobile operators: 010 Vodafone, 011 Etisalat (e&), 012 Orange, 015 WE. */
const MOBILE = /^01[0125]\d{8}$/;
/** Greater Cairo (incl. Giza) has 8-digit subscriber numbers; everywhere else has 7. */
const CAIRO = /^02\d{8}$/;
const ALEXANDRIA = /^03\d{7}$/;
/**
 * Two-digit governorate area codes. 013 (Qalyubia/Banha) is included although it starts
 * with "01": mobile prefixes are only 010/011/012/015, so there is no ambiguity.
 */
const GOVERNORATE = /^0(?:13|40|45|46|47|48|50|55|57|62|64|65|66|68|69|82|84|86|88|92|93|95|96|97)\d{7}$/;

/**
 * Separators people type or paste: whitespace (incl. no-break spaces), ASCII and Unicode
 * dashes, dots, parentheses, and the invisible bidi marks that come along when a number
 * is copied out of Arabic text.
 */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212.()\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** An international number after "+" or "00": E.164 allows at most 15 digits. */
const INTERNATIONAL = /^[1-9]\d{6,14}$/;

/**
 * Normalises an Egyptian phone number to E.164.
 *
 * Accepted: national forms (01X… mobiles, 02/03/0NN landlines) and international forms
 * with +20, 0020 or a bare 20 prefix, optionally keeping the national trunk 0 after the
 * country code (people often write "+20 010…"). Arabic-Indic digits and common separators
 * are tolerated.
 *
 * Rule: a number written with "+" or "00" and another country code is reported as
 * `notEgyptian` rather than `invalid`. The clinic calls every patient to confirm a booking
 * and the call centre dials Egyptian numbers only, so a valid foreign number is still
 * unusable, and the form tells the patient why.
 */
export function normalizeEgyptianPhone(input: string): TPhoneResult {
  const compact = normalizeDigits(input).replace(SEPARATORS, '');
  const international = stripInternationalPrefix(compact);
  if (international === null) {
    return toResult(compact);
  }
  if (!international.startsWith(EGYPT_COUNTRY_CODE)) {
    return INTERNATIONAL.test(international) ? { ok: false, reason: 'notEgyptian' } : { ok: false, reason: 'invalid' };
  }
  return toResult(toNational(international));
}

/** Digits after "+" / "00", or null when the number is written in national form. */
function stripInternationalPrefix(compact: string): string | null {
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('00')) return compact.slice(2);
  // No Egyptian national number starts with 2 (they start with the trunk 0), so a leading
  // "20" can only be the country code typed without "+".
  if (compact.startsWith(EGYPT_COUNTRY_CODE)) return compact;
  return null;
}

function toNational(withCountryCode: string): string {
  const subscriber = withCountryCode.slice(EGYPT_COUNTRY_CODE.length);
  return subscriber.startsWith('0') ? subscriber : `0${subscriber}`;
}

function toResult(national: string): TPhoneResult {
  const e164 = `+${EGYPT_COUNTRY_CODE}${national.slice(1)}`;
  if (MOBILE.test(national)) return { ok: true, e164, kind: 'mobile' };
  if (CAIRO.test(national) || ALEXANDRIA.test(national) || GOVERNORATE.test(national)) {
    return { ok: true, e164, kind: 'landline' };
  }
  return { ok: false, reason: 'invalid' };
}

/** An Egyptian mobile number in E.164, what takes SMS and WhatsApp; null for a landline, a foreign or an invalid number. */
export function toMobileNumber(phone: string | null): string | null {
  const result = phone ? normalizeEgyptianPhone(phone) : null;
  return result?.ok && result.kind === 'mobile' ? result.e164 : null;
}

/** The number's area code and subscriber part, grouped as Egyptians write them; null if not Egyptian. */
function groupEgyptianNumber(e164: string): string[] | null {
  const result = normalizeEgyptianPhone(e164);
  if (!result.ok) return null;
  const subscriber = result.e164.slice(1 + EGYPT_COUNTRY_CODE.length);
  const areaLength = subscriber.startsWith('2') || subscriber.startsWith('3') ? 1 : 2;
  const area = subscriber.slice(0, areaLength);
  const rest = subscriber.slice(areaLength);
  const split = rest.length === 8 ? 4 : 3;
  return [area, rest.slice(0, split), rest.slice(split)];
}

/**
 * Groups an Egyptian number for reading: "+20 10 1234 5678", "+20 2 2345 6789",
 * "+20 3 123 4567", "+20 40 123 4567". Always Western digits and LTR order; the UI wraps
 * it in an LTR isolate inside Arabic text. Anything that is not a valid Egyptian number
 * (legacy data) is returned unchanged rather than failing a page render.
 */
export function formatPhoneForDisplay(e164: string): string {
  const groups = groupEgyptianNumber(e164);
  return groups ? `+${EGYPT_COUNTRY_CODE} ${groups.join(' ')}` : e164;
}

/**
 * The number as dialled inside Egypt, grouped: "010 1234 5678", "02 2345 6789". Spreadsheets
 * keep it as text (the spaces stop them reading a number and dropping the leading 0), and it
 * never starts with a formula character. Anything else is returned unchanged.
 */
export function formatPhoneNational(e164: string): string {
  const groups = groupEgyptianNumber(e164);
  return groups ? `0${groups.join(' ')}` : e164;
}
