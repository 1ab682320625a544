import { z } from 'zod';
import { ValidationMessage, requiredOr } from './messages';
import { toMobileNumber } from './phone';

/** How many visits the call list shows at once, the ones most in need of a call first. */
export const CALL_LIST_LIMIT = 100;

/**
 * What a receptionist records of a call that did not settle the visit; a call that did confirms or
 * cancels it through the status workflow instead.
 */
export const ZCallAttemptSchema = z.object(
  { outcome: z.enum(['noAnswer'], { error: requiredOr(ValidationMessage.invalidChoice) }) },
  { error: requiredOr() },
);

export type TCallAttempt = z.infer<typeof ZCallAttemptSchema>;

/**
 * A WhatsApp chat with an Egyptian mobile number (WhatsApp runs on mobiles only), its first message
 * written for the receptionist to send: `https://wa.me/2010…?text=…`. Null for a landline or a
 * number that is not Egyptian.
 */
export function buildWhatsAppLink(phone: string, message: string): string | null {
  const mobile = toMobileNumber(phone);
  return mobile ? `https://wa.me/${mobile.slice(1)}?text=${encodeURIComponent(message)}` : null;
}
