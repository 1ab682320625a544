import { z } from 'zod';
import { OPEN_APPOINTMENT_STATUSES, type TAppointmentStatus } from './appointment-status';
import { ZInstantSchema } from './booking';
import { normalizeDigits } from './digits';
import { ValidationMessage, requiredOr } from './messages';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A booking's manage link, `/{lang}/booking/manage/{token}`: 32 random bytes (256 bits) written in
 * base64url, 43 characters. The CMS keeps only its SHA-256, so a copy of the database opens no booking.
 */
export const MANAGE_TOKEN_BYTES = 32;
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link opens the booking until this long after the visit's end; then it is a plain 404. */
export const MANAGE_LINK_DAYS_AFTER_VISIT = 7;

/**
 * What a patient may do through the link: cancel or move the visit until `cutoffMs` before its start
 * (MANAGE_CUTOFF_MS); five wrong answers to the phone's last four digits lock the link's changes
 * (a stranger holding a mistyped email's link has five tries in ten thousand).
 */
export const PATIENT_CHANGE_DEFAULTS = { cutoffMs: 3 * HOUR_MS, maxWrongDigits: 5 } as const;

export const ZManageTokenSchema = z
  .string({ error: requiredOr() })
  .regex(MANAGE_TOKEN_PATTERN, { error: ValidationMessage.invalidType });

/** The last four digits of the booking's phone, typed in any digits (Arabic-Indic included), spaces allowed. */
export const ZPhoneDigitsSchema = z
  .string({ error: requiredOr() })
  .transform((value) => normalizeDigits(value).replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: ValidationMessage.required })
      .regex(/^\d{4}$/, { error: ValidationMessage.invalidPhoneDigits }),
  );

/**
 * Opening the link: any text is taken, and one the CMS does not know (a malformed one too) is the same
 * not-found answer, counted against the asking address.
 */
export const ZManageOpenSchema = z.object({ token: z.string({ error: requiredOr() }) }, { error: requiredOr() });

/** The patient's cancellation: the phone's last digits prove they hold more than the link. */
export const ZPatientCancelSchema = z.object(
  { token: ZManageTokenSchema, phoneDigits: ZPhoneDigitsSchema },
  { error: requiredOr() },
);

/** The patient's move: as staff's (ZRescheduleSchema, the start the page showed and the new one), with the digits. */
export const ZPatientRescheduleSchema = z
  .object(
    { token: ZManageTokenSchema, phoneDigits: ZPhoneDigitsSchema, from: ZInstantSchema, start: ZInstantSchema },
    { error: requiredOr() },
  )
  .refine((move) => Date.parse(move.from) !== Date.parse(move.start), {
    path: ['start'],
    error: ValidationMessage.invalidChoice,
  });

export type TPatientCancel = z.infer<typeof ZPatientCancelSchema>;
export type TPatientReschedule = z.infer<typeof ZPatientRescheduleSchema>;

/** Whether the link still opens the booking at `now`. */
export function isManageLinkOpen(visitEndsAt: Date, now: Date): boolean {
  return now.getTime() < visitEndsAt.getTime() + MANAGE_LINK_DAYS_AFTER_VISIT * DAY_MS;
}

/**
 * Why the patient may not change the visit themselves now, or null when they may: a closed visit
 * (cancelled, done, missed), a visit whose start has passed, or one within the cutoff before its start.
 * The page says what to do instead (call the branch).
 */
export const PATIENT_CHANGE_REFUSALS = ['closed', 'visitPassed', 'pastCutoff'] as const;
export type TPatientChangeRefusal = (typeof PATIENT_CHANGE_REFUSALS)[number];

export function findPatientChangeRefusal(
  visit: { status: TAppointmentStatus; startsAt: Date },
  now: Date,
  cutoffMs: number = PATIENT_CHANGE_DEFAULTS.cutoffMs,
): TPatientChangeRefusal | null {
  if (!(OPEN_APPOINTMENT_STATUSES as readonly TAppointmentStatus[]).includes(visit.status)) return 'closed';
  if (now.getTime() >= visit.startsAt.getTime()) return 'visitPassed';
  if (now.getTime() > visit.startsAt.getTime() - cutoffMs) return 'pastCutoff';
  return null;
}

/** Whether `typed` (already normalized by ZPhoneDigitsSchema) are the last four digits of the E.164 `phone`. */
export function matchesPhoneDigits(phone: string, typed: string): boolean {
  return /^\d{4}$/.test(typed) && phone.replace(/\D/g, '').endsWith(typed);
}

/** The phone as the manage page may show it: its last two digits only, the rest hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••• ••• ••${digits.slice(-2)}`;
}

/** The email as the manage page may show it: its first character and its domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
