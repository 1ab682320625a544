import { z } from 'zod';
import { type TValidationMessageKey, ValidationMessage, requiredOr } from './messages';

/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A person's name in any script. Marks (\p{M}) are allowed for Arabic diacritics and
 * decomposed accents; at least one letter is required so "-" or "." alone cannot pass.
 * The allow-list is what keeps markup ("<script>") and control characters out.
 */
const PERSON_NAME = /^(?=.*\p{L})[\p{L}\p{M} .'’-]+$/u;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const MARKUP = /[<>]/;

export function createPersonNameSchema(maxLength: number) {
  return z
    .string({ error: requiredOr() })
    .trim()
    .min(1, { error: ValidationMessage.required })
    .max(maxLength, { error: ValidationMessage.tooLong })
    .regex(PERSON_NAME, { error: ValidationMessage.invalidName });
}

function createTrimmedTextSchema(minLength: number, maxLength: number, tooShort: TValidationMessageKey) {
  return z
    .string({ error: requiredOr() })
    .trim()
    .min(1, { error: ValidationMessage.required })
    .min(minLength, { error: tooShort })
    .max(maxLength, { error: ValidationMessage.tooLong });
}

/**
 * A single-line name that may also be "Dr. Ahmed (Nile Co.)": unlike a patient's name it
 * can hold digits and punctuation, so only markup and control characters are refused.
 */
export function createDisplayNameSchema(minLength: number, maxLength: number) {
  return createTrimmedTextSchema(minLength, maxLength, ValidationMessage.tooShort).refine(
    (value) => !CONTROL.test(value) && !MARKUP.test(value),
    { error: ValidationMessage.invalidCharacters },
  );
}

/**
 * Single-line text such as an email subject: line breaks are refused because the value may
 * end up in a mail header, where a line break would let the sender inject headers.
 */
export function createLineSchema(minLength: number, maxLength: number) {
  return createTrimmedTextSchema(minLength, maxLength, ValidationMessage.tooShort).refine(
    (value) => !CONTROL.test(value),
    { error: ValidationMessage.invalidCharacters },
  );
}

/**
 * Multi-line free text. Markup is allowed (a patient may write "<3" or "> 2 weeks"; the
 * UI escapes on output), but control characters other than line breaks and tabs are not.
 */
export function createTextSchema(
  minLength: number,
  maxLength: number,
  tooShort: TValidationMessageKey = ValidationMessage.tooShort,
) {
  return createTrimmedTextSchema(minLength, maxLength, tooShort).refine(
    (value) => !CONTROL_EXCEPT_LINE_BREAKS.test(value),
    { error: ValidationMessage.invalidCharacters },
  );
}

export const ZEmailSchema = z
  .string({ error: requiredOr() })
  .trim()
  .toLowerCase()
  .min(1, { error: ValidationMessage.required })
  .max(EMAIL_MAX_LENGTH, { error: ValidationMessage.tooLong })
  .pipe(z.email({ error: ValidationMessage.invalidEmail }));

export type TEmail = z.infer<typeof ZEmailSchema>;

/** Forms send "" and the CMS sends null for an untouched optional field; both mean absent. */
function emptyToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** Wraps a schema so that "", whitespace, null and a missing key all parse to undefined. */
export function optionalField<TSchema extends z.ZodType>(schema: TSchema) {
  return z.preprocess(emptyToUndefined, schema.optional());
}
