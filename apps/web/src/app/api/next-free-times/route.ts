import type { NextFreeTimes } from '@clinic/cms-client';
import { getHttpStatus } from '@clinic/domain';
import { type TActionResult, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

/** The doctors list waits for no more than this; the cards then show no time. */
const CMS_TIMEOUT_MS = 10_000;

const answer = (result: TActionResult<NextFreeTimes>) =>
  Response.json(result, {
    status: result.ok ? 200 : getHttpStatus(result.code),
    // The CMS keeps the list a minute at most and remakes it after every booking: nothing else may keep it.
    headers: { 'cache-control': 'no-store' },
  });

/**
 * Every doctor's next free time at each branch, for the doctors list's cards: one GET for the whole
 * page, never one per card. The one hop from the browser to the CMS's list (see
 * cms/src/booking/next-free-times.ts).
 */
export async function GET() {
  try {
    const { client } = await createVisitorCmsClient();
    const times = await client.getNextFreeTimes({ cache: 'no-store', signal: AbortSignal.timeout(CMS_TIMEOUT_MS) });
    return answer(succeed(times));
  } catch (error) {
    const failure = toActionFailure(error);
    console.error(`[doctors] next free times failed: ${failure.code}`);
    return answer(failure);
  }
}
