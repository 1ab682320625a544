'use server';

import { isCmsError } from '@clinic/cms-client';
import { ZForgotPasswordSchema, collectFieldErrors } from '@clinic/domain';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

export type TRequestResetResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number | null }
  | { ok: false; reason: 'unavailable' };

/**
 * Asks the CMS to email a reset link in the visitor's language. The CMS answers `{ ok: true }`
 * whether or not the address has an account, and so does this: the form cannot be used to find
 * out who works at the clinic.
 */
export async function requestPasswordReset(input: unknown): Promise<TRequestResetResult> {
  const parsed = ZForgotPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: collectFieldErrors(parsed.error) };

  const { client, forwarded } = await createVisitorCmsClient();
  try {
    await client.forgotPassword(parsed.data, { headers: forwarded, cache: 'no-store' });
    return { ok: true };
  } catch (error) {
    if (isCmsError(error) && error.status === 429) {
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds };
    }
    console.error(`[staff] password reset request failed: ${isCmsError(error) ? error.status : 'unreachable'}`);
    return { ok: false, reason: 'unavailable' };
  }
}
