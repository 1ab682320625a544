import { z } from 'zod';
import { ValidationMessage, requiredOr } from './messages';
import { normalizeEgyptianPhone } from './phone';

/** A string that must be an Egyptian phone number; parses into its E.164 form. */
export const ZEgyptianPhoneSchema = z
  .string({ error: requiredOr() })
  .trim()
  .min(1, { error: ValidationMessage.required })
  .transform((value, ctx) => {
    const result = normalizeEgyptianPhone(value);
    if (result.ok) return result.e164;
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: result.reason === 'notEgyptian' ? ValidationMessage.phoneNotEgyptian : ValidationMessage.invalidPhone,
    });
    return z.NEVER;
  });

export type TEgyptianPhone = z.infer<typeof ZEgyptianPhoneSchema>;
