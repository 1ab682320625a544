import 'server-only';
import type { CmsClient } from '@clinic/cms-client';
import { ERROR_RESPONSES, ErrorCode, getHttpStatus } from '@clinic/domain';
import { type TActionResult, succeed } from '@/lib/action-result';
import { cmsClientSettings } from '@/lib/cms';
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

/**
 * A public CMS read handed on to the browser as the CMS answers it: its status, its JSON body, never
 * kept. In production nginx sends the same paths to the CMS itself (`nginxOpenPlaces` in
 * tools/src/production-proxy.ts), so the screens read one shape either way (lib/cms-answer.ts); this
 * is what stands in for it where the web server is the only door (`npm start`, development). No CMS
 * client, no schema, no visitor's headers: the CMS checks the query and needs no address for a read.
 * A CMS out of reach within `timeoutMs` is a 503 in the CMS's error shape, logged as `what`.
 */
export async function handOnCmsAnswer(what: string, cmsPathAndQuery: string, timeoutMs: number) {
  try {
    const answer = await fetch(`${cmsClientSettings().baseUrl}${cmsPathAndQuery}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return new Response(await answer.arrayBuffer(), {
      status: answer.status,
      headers: {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
        'cache-control': 'no-store',
      },
    });
  } catch {
    console.error(`${what} failed: ${ErrorCode.SERVICE_UNAVAILABLE}`);
    const { status, name } = ERROR_RESPONSES[ErrorCode.SERVICE_UNAVAILABLE];
    const error = {
      status,
      name,
      message: 'The CMS did not answer',
      details: { code: ErrorCode.SERVICE_UNAVAILABLE },
    };
    return Response.json({ data: null, error }, { status, headers: { 'cache-control': 'no-store' } });
  }
}
