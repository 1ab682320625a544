import type { Availability } from '@clinic/cms-client';
import { ErrorCode, ZAvailabilityQuerySchema, getHttpStatus } from '@clinic/domain';
import { type TActionResult, fail, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

/** Long enough for a slow CMS; the screen asks again on its own each minute. */
const CMS_TIMEOUT_MS = 30_000;

const answer = (result: TActionResult<Availability>) =>
  Response.json(result, {
    status: result.ok ? 200 : getHttpStatus(result.code),
    // Places change by the minute: no browser, proxy or CDN may keep an answer.
    headers: { 'cache-control': 'no-store' },
  });

/**
 * A doctor's openings at a branch, for the booking screens' slot picker: a plain GET, because a
 * read is not a mutation. Next runs a page's server actions one at a time and through the page's
 * whole action pipeline; this handler is the one hop from the browser to the CMS's public
 * availability, checked with the same schema the CMS applies.
 */
export async function GET(request: Request) {
  const parsed = ZAvailabilityQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return answer(fail(ErrorCode.VALIDATION_FAILED));
  try {
    const { client } = await createVisitorCmsClient();
    const availability = await client.getAvailability(parsed.data, {
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    return answer(succeed(availability));
  } catch (error) {
    const failure = toActionFailure(error);
    console.error(`[booking] availability failed: ${failure.code}`);
    return answer(failure);
  }
}
