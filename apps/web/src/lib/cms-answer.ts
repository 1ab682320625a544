import { getErrorCodeOfStatus, isErrorCode } from '@clinic/domain';
import { type TActionResult, fail, succeed } from '@/lib/action-result';

type CmsAnswerBody<TValue> = { data?: TValue | null; error?: { details?: { code?: unknown } } };

/** The answer's JSON, or null when it has none (a proxy's error page, a cut connection). */
const readBody = async <TValue>(response: Response): Promise<CmsAnswerBody<TValue> | null> =>
  response.json().catch(() => null);

/**
 * A screen's reading of a public CMS answer it asked the site for (`{ data }`, or `{ error }` with the
 * failure's code in `details.code`), as open places reach the browser from nginx or from the web
 * server's stand-in routes (lib/browser-read.ts): a failure's code, else its status's; no answer, or
 * one that is not the CMS's (a proxy's error page, a 200 without data), is SERVICE_UNAVAILABLE.
 */
export async function readCmsAnswer<TValue>(answer: Promise<Response>): Promise<TActionResult<TValue>> {
  const response = await answer.catch(() => null);
  const body = response ? await readBody<TValue>(response) : null;
  if (!response || !body) return fail('SERVICE_UNAVAILABLE');
  if (!response.ok) {
    const code = body.error?.details?.code;
    return fail(isErrorCode(code) ? code : getErrorCodeOfStatus(response.status));
  }
  return body.data === undefined || body.data === null ? fail('SERVICE_UNAVAILABLE') : succeed(body.data);
}
