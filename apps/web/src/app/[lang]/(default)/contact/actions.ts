'use server';

import { ErrorCode, ZContactMessageSchema, collectFieldErrors, isSpamError } from '@clinic/domain';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

/** Long enough for a slow CMS, short enough that the visitor is not left watching "Sending...". */
const CMS_TIMEOUT_MS = 15_000;

/**
 * Sends a contact form message to the CMS. A server action rather than a browser call so the
 * proxy secret stays here, and so the only dynamic part of the contact page is this request:
 * the page itself stays static. The input is parsed again with the shared schema: a server action
 * is a public endpoint, and the browser's checks prove nothing.
 */
export async function sendContactMessage(input: unknown): Promise<TActionResult> {
  const parsed = ZContactMessageSchema.safeParse(input);
  if (!parsed.success) {
    // Answered like a delivered message, as the CMS does, so a bot cannot learn what gave it away.
    if (isSpamError(parsed.error)) return succeed(undefined);
    return fail(ErrorCode.VALIDATION_FAILED, { fieldErrors: collectFieldErrors(parsed.error) });
  }
  const { client, forwarded } = await createVisitorCmsClient();
  try {
    await client.sendContactMessage(parsed.data, {
      headers: forwarded,
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    return succeed(undefined);
  } catch (error) {
    const failure = toActionFailure(error);
    // The message itself is personal data: only the outcome is logged.
    if (failure.code === ErrorCode.SERVICE_UNAVAILABLE || failure.code === ErrorCode.INTERNAL) {
      console.error(`[contact] the message could not be sent: ${failure.code}`);
    }
    return failure;
  }
}
