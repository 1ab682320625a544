import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from './locale';
import { PasswordResetMessage, ValidationMessage, requiredOr } from './messages';
import { STAFF_PASSWORD_MAX_LENGTH } from './staff';
import { ZEmailSchema } from './text-fields';

/** A staff account opens patient data behind one factor, so its password must not be guessable. */
export const PASSWORD_MIN_LENGTH = 12;

/** users-permissions codes are 128 hex digits; the bound keeps hostile bodies small. */
const RESET_CODE_MAX_LENGTH = 256;

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/**
 * A new password, kept exactly as typed. The upper bound is in UTF-8 bytes, as the CMS counts it
 * (bcrypt reads 72 bytes): an Arabic letter takes two.
 */
export const ZNewPasswordSchema = z
  .string({ error: requiredOr() })
  .min(1, { error: ValidationMessage.required })
  .min(PASSWORD_MIN_LENGTH, { error: ValidationMessage.tooShort })
  .refine((value) => utf8Length(value) <= STAFF_PASSWORD_MAX_LENGTH, { error: ValidationMessage.tooLong });

/** "Forgot your password?": the account's email, and the language the reset email is written in. */
export const ZForgotPasswordSchema = z.object(
  {
    email: ZEmailSchema,
    locale: z.enum(LOCALES, { error: ValidationMessage.invalidChoice }).default(DEFAULT_LOCALE),
  },
  { error: requiredOr() },
);

export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;
export type TForgotPasswordInput = z.input<typeof ZForgotPasswordSchema>;

/** The reset form: the code from the emailed link and the new password, typed twice. */
export const ZResetPasswordSchema = z
  .object(
    {
      code: z
        .string({ error: requiredOr() })
        .min(1, { error: ValidationMessage.required })
        .max(RESET_CODE_MAX_LENGTH, { error: ValidationMessage.tooLong }),
      password: ZNewPasswordSchema,
      passwordConfirmation: z.string({ error: requiredOr() }).min(1, { error: ValidationMessage.required }),
    },
    { error: requiredOr() },
  )
  .refine(({ password, passwordConfirmation }) => password === passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: PasswordResetMessage.passwordMismatch,
  });

export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

/** What "Forgot your password?" is answered, whether or not the address has an account. */
export const ZPasswordResetRequestedAnswerSchema = z.object({ ok: z.literal(true) });

export type TPasswordResetRequestedAnswer = z.infer<typeof ZPasswordResetRequestedAnswerSchema>;
