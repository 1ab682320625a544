import type { FetchInit, FetchLike } from './request';

/** One request as the stubbed fetch received it, with the JSON body already parsed. */
type RecordedCall = {
  url: string;
  method: string | undefined;
  headers: Headers;
  body: unknown;
  /** The multipart body, when one was sent; `body` is then undefined. */
  form: FormData | undefined;
  init: FetchInit;
};

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that records every call; a responder that throws makes the fetch reject, as on a network failure. */
export function createFetchStub(respond: Responder = () => jsonResponse({ data: null, meta: {} })) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call: RecordedCall = {
      url,
      method: init.method,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
      init,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch, calls };
}
