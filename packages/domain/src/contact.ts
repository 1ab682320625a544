import { z } from 'zod';
import { LOCALES } from './locale';
import { ValidationMessage, requiredOr } from './messages';
import { ZEgyptianPhoneSchema } from './phone-schema';
import {
  ZEmailSchema,
  createDisplayNameSchema,
  createLineSchema,
  createTextSchema,
  optionalField,
} from './text-fields';

export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_NAME_MAX_LENGTH = 80;
export const CONTACT_SUBJECT_MAX_LENGTH = 120;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/**
 * Honeypot: the form renders `website` off-screen, so people leave it empty and naive bots
 * fill it in. Any value, even whitespace or a non-string, fails with `validation.spam`,
 * which lets the server drop the message without telling the bot why.
 */
const ZHoneypotSchema = z
  .string({ error: ValidationMessage.spam })
  .max(0, { error: ValidationMessage.spam })
  .optional();

export const ZContactMessageSchema = z
  .object({
    name: createDisplayNameSchema(CONTACT_NAME_MIN_LENGTH, CONTACT_NAME_MAX_LENGTH),
    email: ZEmailSchema,
    phone: optionalField(ZEgyptianPhoneSchema),
    subject: optionalField(createLineSchema(0, CONTACT_SUBJECT_MAX_LENGTH)),
    message: createTextSchema(
      CONTACT_MESSAGE_MIN_LENGTH,
      CONTACT_MESSAGE_MAX_LENGTH,
      ValidationMessage.messageTooShort,
    ),
    locale: z.enum(LOCALES, { error: requiredOr(ValidationMessage.invalidChoice) }),
    website: ZHoneypotSchema,
  })
  // The honeypot has done its job once parsing succeeds; keeping it would invite storing it.
  .transform(({ website: _honeypot, ...message }) => message);

export type TContactMessage = z.infer<typeof ZContactMessageSchema>;
export type TContactMessageInput = z.input<typeof ZContactMessageSchema>;

/** True when a failed parse was the honeypot, so the server can answer 200 and drop it. */
export function isSpamError(error: z.ZodError): boolean {
  return error.issues.some((issue) => issue.message === ValidationMessage.spam);
}
