'use server';

import { ErrorCode, ZForgotPasswordSchema, collectFieldErrors } from '@clinic/domain';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

/**
 * Asks the CMS to email a reset link in the visitor's language. The CMS answers `{ ok: true }`
 * whether or not the address has an account, and so does this: the form cannot be used to find
 * out who works at the clinic.
 */
export async function requestPasswordReset(input: unknown): Promise<TActionResult> {
  const parsed = ZForgotPasswordSchema.safeParse(input);
  if (!parsed.success) return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });

  const { client, forwarded } = await createVisitorCmsClient();
  try {
    await client.forgotPassword(parsed.data, { headers: forwarded, cache: 'no-store' });
    return succeed(undefined);
  } catch (error) {
    const failure = toActionFailure(error);
    if (failure.code !== ErrorCode.RATE_LIMITED)
      console.error(`[staff] password reset request failed: ${failure.code}`);
    return failure;
  }
}
