'use server';

import { ErrorCode, ZResetPasswordSchema, collectFieldErrors } from '@clinic/domain';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

/**
 * Sets the new password with the code from the emailed link. The CMS answers with a session, which
 * is dropped: staff then sign in, where the check that the account is staff's applies.
 */
export async function resetPassword(input: unknown): Promise<TActionResult> {
  const parsed = ZResetPasswordSchema.safeParse(input);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });

  const { client, forwarded } = await createVisitorCmsClient();
  try {
    await client.resetPassword(parsed.data, { headers: forwarded, cache: 'no-store' });
    return succeed(undefined);
  } catch (error) {
    const failure = toActionFailure(error);
    // The password passed the rule the CMS applies too, so a refusal names the code: used, replaced or mistyped.
    if (failure.code === ErrorCode.VALIDATION_FAILED)
      return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: { code: 'validation.invalidType' } });
    if (failure.code !== ErrorCode.RATE_LIMITED) console.error(`[staff] password reset failed: ${failure.code}`);
    return failure;
  }
}
