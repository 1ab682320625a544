import { z } from 'zod';
import { ValidationMessage, requiredOr } from './messages';
import { STAFF_ROLES } from './staff-accounts';
import { ZEmailSchema } from './text-fields';

/** users-permissions refuses longer passwords; the bound also keeps hostile bodies small. */
export const STAFF_PASSWORD_MAX_LENGTH = 72;

/** The staff sign-in form: the account's email and its password, checked as typed (no trimming). */
export const ZStaffSignInSchema = z.object(
  {
    email: ZEmailSchema,
    password: z
      .string({ error: requiredOr() })
      .min(1, { error: ValidationMessage.required })
      .max(STAFF_PASSWORD_MAX_LENGTH, { error: ValidationMessage.tooLong }),
  },
  { error: requiredOr() },
);

export type TStaffSignIn = z.infer<typeof ZStaffSignInSchema>;

/**
 * The signed-in staff member (`/staff/me`): their role, the branches they work for (null: every branch;
 * a doctor's own doctor's), and, for a doctor, the doctor document they are.
 */
export const ZStaffProfileAnswerSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  branches: z.array(z.string()).nullable(),
  doctor: z.string().nullable(),
});

export type TStaffProfileAnswer = z.infer<typeof ZStaffProfileAnswerSchema>;

/** The account users-permissions answers a sign-in or a password reset with (never its password). */
export const ZSignedInAccountAnswerSchema = z.object({
  id: z.number().int().positive(),
  documentId: z.string(),
  username: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
});

/** A sign-in's or a password reset's answer: the session's token and its account. */
export const ZSignInAnswerSchema = z.object({ jwt: z.string().min(1), user: ZSignedInAccountAnswerSchema });

export type TSignInAnswer = z.infer<typeof ZSignInAnswerSchema>;
