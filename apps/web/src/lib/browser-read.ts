import 'server-only';
import type { CmsClient } from '@clinic/cms-client';
import { getHttpStatus } from '@clinic/domain';
import { type TActionResult, succeed } from '@/lib/action-result';
import { toActionFailure } from '@/lib/cms-failure';
import { createVisitorCmsClient } from '@/lib/visitor-cms';

/**
 * A route handler's answer to the browser in the action-result shape, with its HTTP status. Open
 * places change by the minute: no browser, proxy or CDN may keep an answer.
 */
export const answerUncached = <TValue>(result: TActionResult<TValue>) =>
  Response.json(result, {
    status: result.ok ? 200 : getHttpStatus(result.code),
    headers: { 'cache-control': 'no-store' },
  });

/**
 * One hop from the browser to a public CMS read, for the screens that ask for open places: a plain
 * GET, because a read is not a mutation (Next runs a page's server actions one at a time, through
 * the page's whole action pipeline). Waits `timeoutMs` at most; a failure is logged as `what`.
 */
export async function answerCmsRead<TValue>(
  what: string,
  timeoutMs: number,
  read: (client: CmsClient, options: { cache: 'no-store'; signal: AbortSignal }) => Promise<TValue>,
) {
  try {
    const { client } = await createVisitorCmsClient();
    return answerUncached(succeed(await read(client, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })));
  } catch (error) {
    const failure = toActionFailure(error);
    console.error(`${what} failed: ${failure.code}`);
    return answerUncached(failure);
  }
}
