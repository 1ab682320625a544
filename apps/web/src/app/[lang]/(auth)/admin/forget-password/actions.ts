'use server';

import { ZForgotPasswordSchema } from '@clinic/domain';
import type { TActionResult } from '@/lib/action-result';
import { sendAsVisitor } from '@/lib/visitor-action';

/**
 * Asks the CMS to email a reset link in the visitor's language. The CMS answers `{ ok: true }`
 * whether or not the address has an account, and so does this: the form cannot be used to find
 * out who works at the clinic.
 */
export async function requestPasswordReset(input: unknown): Promise<TActionResult> {
  return sendAsVisitor({
    what: 'a password reset request',
    schema: ZForgotPasswordSchema,
    input,
    send: (client, checked, options) => client.forgotPassword(checked, options).then(() => undefined),
  });
}
