'use server';

import { isCmsError } from '@clinic/cms-client';
import { ZResetPasswordSchema, collectFieldErrors } from '@clinic/domain';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

export type TResetPasswordResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'invalidCode' }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number | null }
  | { ok: false; reason: 'unavailable' };

/**
 * Sets the new password with the code from the emailed link. The CMS answers with a session, which
 * is dropped: staff then sign in, where the check that the account is staff's applies.
 */
export async function resetPassword(input: unknown): Promise<TResetPasswordResult> {
  const parsed = ZResetPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: collectFieldErrors(parsed.error) };

  const { client, forwarded } = await createVisitorCmsClient();
  try {
    await client.resetPassword(parsed.data, { headers: forwarded, cache: 'no-store' });
    return { ok: true };
  } catch (error) {
    // The password passed the rule the CMS applies too, so a 400 is the code: used, replaced or mistyped.
    if (isCmsError(error) && error.status === 400) return { ok: false, reason: 'invalidCode' };
    if (isCmsError(error) && error.status === 429) {
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds };
    }
    console.error(`[staff] password reset failed: ${isCmsError(error) ? error.status : 'unreachable'}`);
    return { ok: false, reason: 'unavailable' };
  }
}
