'use server';

import { ErrorCode, ZResetPasswordSchema } from '@clinic/domain';
import { type TActionResult, fail } from '@/lib/action-result';
import { sendAsVisitor } from '@/lib/visitor-action';

/**
 * Sets the new password with the code from the emailed link. The CMS answers with a session, which
 * is dropped: staff then sign in, where the check that the account is staff's applies.
 */
export async function resetPassword(input: unknown): Promise<TActionResult> {
  return sendAsVisitor({
    what: 'a password reset',
    schema: ZResetPasswordSchema,
    input,
    send: (client, checked, options) => client.resetPassword(checked, options).then(() => undefined),
    // The password passed the rule the CMS applies too, so a refusal names the code: used, replaced or mistyped.
    explain: (failure) =>
      failure.code === ErrorCode.VALIDATION_FAILED
        ? fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: { code: 'validation.invalidType' } })
        : failure,
  });
}
