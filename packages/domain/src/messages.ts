import type { z } from 'zod';
import { AppError, ErrorCode } from './errors';

/** The waiting list's phone code (see phone-code.ts), kept apart from the long list below. */
const PHONE_CODE_MESSAGES = {
  /** Phone code: a landline cannot be sent one. */
  phoneCodeNeedsMobile: 'validation.phoneCodeNeedsMobile',
  /** Phone code: not six digits. */
  phoneCodeInvalid: 'validation.phoneCodeInvalid',
  /** Phone code: not the code sent to this phone. */
  phoneCodeWrong: 'validation.phoneCodeWrong',
  /** Phone code: none was sent to this phone, or it is older than its minutes. */
  phoneCodeExpired: 'validation.phoneCodeExpired',
  /** Phone code: tried wrongly too often; a new one is needed. */
  phoneCodeLocked: 'validation.phoneCodeLocked',
} as const;

/**
 * Validation messages are translation keys, not sentences: the web app resolves them with
 * next-intl (en and ar message files), and the CMS returns them unchanged in API errors.
 * Renaming a value breaks both message files, so treat the values as a public contract.
 */
export const ValidationMessage = {
  required: 'validation.required',
  /** The value has the wrong JSON type: only reachable by API clients, never by the form. */
  invalidType: 'validation.invalidType',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  invalidName: 'validation.invalidName',
  /** Markup delimiters or control characters in free text. */
  invalidCharacters: 'validation.invalidCharacters',
  invalidEmail: 'validation.invalidEmail',
  invalidPhone: 'validation.invalidPhone',
  phoneNotEgyptian: 'validation.phoneNotEgyptian',
  invalidAge: 'validation.invalidAge',
  invalidChoice: 'validation.invalidChoice',
  invalidDate: 'validation.invalidDate',
  invalidTime: 'validation.invalidTime',
  /** Staff booking: no time of the day's list is chosen. */
  timeRequired: 'validation.timeRequired',
  cardImagesRequired: 'validation.cardImagesRequired',
  cardImagesNotAllowed: 'validation.cardImagesNotAllowed',
  cardImageTooLarge: 'validation.cardImageTooLarge',
  cardImageTypeNotAllowed: 'validation.cardImageTypeNotAllowed',
  consentRequired: 'validation.consentRequired',
  messageTooShort: 'validation.messageTooShort',
  /** The contact form honeypot was filled in: a bot, so the UI need not explain much. */
  spam: 'validation.spam',
  /** The chosen branch is not one where the doctor works. */
  doctorNotAtBranch: 'validation.doctorNotAtBranch',
  /** The chosen time is not an opening of the doctor's schedule. */
  slotNotInSchedule: 'validation.slotNotInSchedule',
  /** The chosen time has passed, or is too soon to book. */
  slotInPast: 'validation.slotInPast',
  /** Staff chose a time gone by earlier today for a caller: only a walk-in is recorded after the fact. */
  pastOnlyForWalkIn: 'validation.pastOnlyForWalkIn',
  checkInToday: 'validation.checkInToday',
  /** Staff booking: the patient's spoken agreement to the privacy policy is not recorded. */
  verbalConsentRequired: 'validation.verbalConsentRequired',
  /** Manage link: what was typed is not four digits. */
  invalidPhoneDigits: 'validation.invalidPhoneDigits',
  /** Manage link: four digits, but not the last four of the booking's phone. */
  wrongPhoneDigits: 'validation.wrongPhoneDigits',
  /** Staff accounts: a receptionist works for at least one branch. */
  branchRequired: 'validation.branchRequired',
  /** Staff accounts: a doctor's account is one doctor's. */
  doctorRequired: 'validation.doctorRequired',
  /** Staff accounts: the email already signs in to an account. */
  accountExists: 'validation.accountExists',
  /** Staff accounts: a manager may not block their own account or take away their own role. */
  ownAccount: 'validation.ownAccount',
  /** Not a booking number, even read leniently (see normalizeBookingNumber). */
  invalidBookingNumber: 'validation.invalidBookingNumber',
  /** Statistics: a range longer than STATISTICS_MAX_DAYS. */
  rangeTooLong: 'validation.rangeTooLong',
  /** Waiting list: its days run from tomorrow to the last day the site books, first day first. */
  waitingDatesOutOfRange: 'validation.waitingDatesOutOfRange',
  /** Waiting list: no part of the day is ticked. */
  dayPartsRequired: 'validation.dayPartsRequired',
  /** Waiting list: this phone already waits for this doctor. */
  alreadyWaitingForDoctor: 'validation.alreadyWaitingForDoctor',
  /** Waiting list: this phone already waits for as many doctors as one phone may. */
  tooManyWaitingEntries: 'validation.tooManyWaitingEntries',
  ...PHONE_CODE_MESSAGES,
} as const;

export type TValidationMessageKey = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/**
 * Keys of the password-reset form's own rule. Kept out of `ValidationMessage`, whose every key the
 * shared `Validation` namespace must translate: only this form can break the rule, and it words it
 * from its own `PasswordReset` namespace.
 */
export const PasswordResetMessage = {
  passwordMismatch: 'passwordReset.passwordMismatch',
} as const;

const MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.values(ValidationMessage));

export function isValidationMessageKey(value: unknown): value is TValidationMessageKey {
  return typeof value === 'string' && MESSAGE_KEYS.has(value);
}

/** Key under which issues about the whole object (empty path) are reported. */
export const FORM_ERROR_PATH = '_form';

/** First message key per dotted path, in issue order, so the UI shows one message per field. */
export function collectFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length === 0 ? FORM_ERROR_PATH : issue.path.map(String).join('.');
    if (!Object.hasOwn(fieldErrors, path)) {
      fieldErrors[path] = issue.message;
    }
  }
  return fieldErrors;
}

/** Wraps a failed parse into the error the CMS API returns (400 with field message keys). */
export function createValidationError(error: z.ZodError): AppError {
  return new AppError(ErrorCode.VALIDATION_FAILED, 'Validation failed', {
    details: { fieldErrors: collectFieldErrors(error) },
    cause: error,
  });
}

/**
 * Error map for type issues: a missing value reads "required", a value of the wrong type
 * gets `otherwise` (which defaults to invalidType).
 */
export function requiredOr(
  otherwise: TValidationMessageKey = ValidationMessage.invalidType,
): (issue: { input?: unknown }) => TValidationMessageKey {
  return (issue) => (issue.input === undefined || issue.input === null ? ValidationMessage.required : otherwise);
}
