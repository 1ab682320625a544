import { CmsError, createErrorFromBody, createUnknownError, UNKNOWN_ERROR_NAME, isRecord } from './errors';
import type { CmsEventHub, HttpMethod } from './events';
import { encodeQuery } from './query';
import { parseRetryAfter } from './retry-after';
import type { Locale, StrapiMeta } from './types/strapi';

/** Next.js extends `fetch` with cache tags and revalidation; other runtimes ignore the key. */
export type NextFetchOptions = {
  tags?: string[];
  revalidate?: number | false;
};

export type FetchInit = RequestInit & {
  next?: NextFetchOptions;
  cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached';
};

/** The subset of `fetch` the client uses; the global `fetch` and Next's patched one both fit. */
export type FetchLike = (url: string, init: FetchInit) => Promise<Response>;

/** Per-call options: `locale` for content calls, the rest is passed to `fetch` as is. */
export type RequestOptions = Omit<FetchInit, 'method' | 'body'> & {
  locale?: Locale;
};

type RequestSpec = {
  query?: object;
  /** Sent as JSON, except a `FormData`, which is sent as multipart. */
  body?: unknown;
  options?: RequestOptions;
};

export type Transport = {
  readonly baseUrl: string;
  readonly token: string | null;
  /** Sends one request and resolves with the parsed JSON body (`undefined` when empty). */
  request(method: HttpMethod, path: string, spec?: RequestSpec): Promise<unknown>;
  /** Like `requestAnswer` for a route that answers without the `{ data }` envelope (users-permissions'). */
  requestBareAnswer<Answer>(
    method: HttpMethod,
    path: string,
    schema: AnswerSchema<Answer>,
    spec?: RequestSpec,
  ): Promise<Answer>;
  /** Like `request`, then reads the `{ data, meta }` envelope of the content API. */
  requestEnvelope(method: HttpMethod, path: string, spec?: RequestSpec): Promise<{ data: unknown; meta: StrapiMeta }>;
  /**
   * Like `requestEnvelope`, answering the envelope's `data` as its schema in @clinic/domain types it:
   * checked against the schema when the client checks answers (CmsClientOptions.checkAnswers), so
   * an answer outside the contract fails the call; taken as it is otherwise.
   */
  requestAnswer<Answer>(
    method: HttpMethod,
    path: string,
    schema: AnswerSchema<Answer>,
    spec?: RequestSpec,
  ): Promise<Answer>;
  /** Like `requestAnswer` for one page of a list: the envelope's `data` with its `meta` (the pagination, …) beside it (pageAnswer). */
  requestPage<Page>(method: HttpMethod, path: string, schema: AnswerSchema<Page>, spec?: RequestSpec): Promise<Page>;
  /**
   * The items of a body of JSON lines (one item a line), read as they arrive, each as its schema in
   * @clinic/domain types it and checked as `requestAnswer` checks an answer: for lists too long to hold at once.
   */
  requestLines<Item>(
    method: HttpMethod,
    path: string,
    schema: AnswerSchema<Item>,
    spec?: RequestSpec,
  ): AsyncGenerator<Item>;
  /** Like `request`, but hands over the body unread, for responses too large to hold at once. */
  requestStream(method: HttpMethod, path: string, spec?: RequestSpec): Promise<ReadableStream<Uint8Array>>;
  /** A file the CMS serves outside its API (`/uploads/…`), unread, with its content type. */
  requestFile(
    path: string,
    spec?: RequestSpec,
  ): Promise<{ body: ReadableStream<Uint8Array>; contentType: string | null }>;
};

/** What the client needs of a zod schema of @clinic/domain to check an answer with it. */
type AnswerSchema<Answer> = { parse(value: unknown): Answer };

type TransportConfig = {
  baseUrl: string;
  token: string | null;
  fetch: FetchLike | undefined;
  events: CmsEventHub;
  checkAnswers: boolean;
};

export function createTransport(config: TransportConfig): Transport {
  const { baseUrl, token, events } = config;

  /** Sends one request; resolves with the response when it is a success, throws its CmsError otherwise. */
  async function dispatch(method: HttpMethod, path: string, spec: RequestSpec, underApi = true) {
    const url = `${baseUrl}${underApi ? '/api' : ''}${path}${encodeQuery(spec.query)}`;
    const context = { method, url };
    const fail = (error: CmsError): CmsError => {
      events.emitError(error, context);
      return error;
    };

    const form = spec.body instanceof FormData ? spec.body : undefined;
    const json = form === undefined && spec.body !== undefined ? JSON.stringify(spec.body) : undefined;

    const { locale: _locale, headers: extraHeaders, ...fetchInit } = spec.options ?? {};
    const headers = new Headers(extraHeaders);
    headers.set('Accept', 'application/json');
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    // fetch writes the multipart Content-Type itself, with the boundary; any other value breaks the body.
    if (form !== undefined) headers.delete('Content-Type');
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const init: FetchInit = { ...fetchInit, method, headers };
    const payload = form ?? json;
    if (payload !== undefined) init.body = payload;

    // Resolved per call rather than captured at creation: Next.js patches the global fetch, and
    // tests may stub it after the client is built. Deliberately a single attempt: no retries.
    const fetchImpl: FetchLike = config.fetch ?? ((input, requestInit) => globalThis.fetch(input, requestInit));

    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (cause) {
      throw fail(createUnknownError(cause));
    }
    if (!response.ok) {
      let body: unknown;
      try {
        body = await readJson(response);
      } catch (cause) {
        throw fail(createUnknownError(cause, response.status));
      }
      const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
      throw fail(createErrorFromBody(response.status, body, { retryAfterSeconds }));
    }
    return { response, fail };
  }

  /** The body of a success, unread: a success without one is the server's fault. */
  async function openBody(method: HttpMethod, path: string, spec: RequestSpec, underApi = true) {
    const { response, fail } = await dispatch(method, path, spec, underApi);
    if (!response.body) throw fail(createUnknownError(new Error('The CMS response has no body'), 500));
    return { response, body: response.body, fail };
  }

  async function send<T>(method: HttpMethod, path: string, spec: RequestSpec, read: (body: unknown) => T): Promise<T> {
    const { response, fail } = await dispatch(method, path, spec);
    let body: unknown;
    try {
      body = await readJson(response);
    } catch (cause) {
      // A 2xx with a broken body is the server's fault, not a success: report it as a 500.
      throw fail(createUnknownError(cause, 500));
    }
    try {
      return read(body);
    } catch (cause) {
      throw fail(cause instanceof CmsError ? cause : createUnknownError(cause));
    }
  }

  return {
    baseUrl,
    token,
    request: (method, path, spec = {}) => send(method, path, spec, (body) => body),
    requestBareAnswer: (method, path, schema, spec = {}) =>
      send(method, path, spec, (body) => checkAnswer(config, `${method} ${path}`, schema, body)),
    requestEnvelope: (method, path, spec = {}) => send(method, path, spec, readEnvelope),
    requestAnswer: (method, path, schema, spec = {}) =>
      send(method, path, spec, (body) => checkAnswer(config, `${method} ${path}`, schema, readEnvelope(body).data)),
    requestPage: (method, path, schema, spec = {}) =>
      send(method, path, spec, (body) => {
        const { data, meta } = readEnvelope(body);
        return checkAnswer(config, `${method} ${path}`, schema, { data, ...meta });
      }),
    async *requestLines(method, path, schema, spec = {}) {
      const { body, fail } = await openBody(method, path, spec);
      yield* readItems(body, (line) => checkAnswer(config, `${method} ${path}`, schema, JSON.parse(line)), fail);
    },
    requestStream: async (method, path, spec = {}) => (await openBody(method, path, spec)).body,
    async requestFile(path, spec = {}) {
      const { response, body } = await openBody('GET', path, spec, false);
      return { body, contentType: response.headers.get('content-type') };
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** The non-empty lines of a body, each whole, as they arrive. */
async function* readLines(body: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    yield* lines.filter((line) => line.trim() !== '');
  }
  pending += decoder.decode();
  if (pending.trim() !== '') yield pending;
}

/** Each line of a body read as an item; a line that is not one ends the reading with the call's error. */
async function* readItems<Item>(
  body: ReadableStream<Uint8Array>,
  readItem: (line: string) => Item,
  fail: (error: CmsError) => CmsError,
) {
  for await (const line of readLines(body)) {
    try {
      yield readItem(line);
    } catch (cause) {
      throw fail(cause instanceof CmsError ? cause : createUnknownError(cause));
    }
  }
}

/**
 * The call for one page of a log or list: its filters sent in the order of `keys`, so that its URL is
 * the same whatever key order the caller used, and the page checked against `schema` (requestPage).
 */
export const pageCall =
  <Query extends object, Page>(
    transport: Transport,
    path: string,
    schema: { parse(value: unknown): Page },
    keys: readonly (keyof Query)[],
  ) =>
  (query: Query, options?: RequestOptions) =>
    transport.requestPage('GET', path, schema, {
      query: Object.fromEntries(keys.map((key) => [key, query[key]])),
      options,
    });

/** The call that posts its argument as `{ data }` to `path` and answers as `schema` says (requestAnswer). */
export const postCall =
  <Data, Answer>(transport: Transport, path: string, schema: { parse(value: unknown): Answer }) =>
  (data: Data, options?: RequestOptions) =>
    transport.requestAnswer('POST', path, schema, { body: { data }, options });

/** `answer` as `schema` types it: parsed with it when the client checks answers, taken as it is otherwise. */
function checkAnswer<Answer>(
  { checkAnswers }: Pick<TransportConfig, 'checkAnswers'>,
  call: string,
  schema: AnswerSchema<Answer>,
  answer: unknown,
) {
  if (!checkAnswers) return answer as Answer;
  try {
    return schema.parse(answer);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw createUnknownError(new Error(`The CMS's answer to ${call} is not the contract's: ${reason}`));
  }
}

function readEnvelope(body: unknown): { data: unknown; meta: StrapiMeta } {
  // 204 No Content (Strapi 5 answers DELETE this way) has nothing to unwrap.
  if (body === undefined) return { data: null, meta: {} };
  if (isRecord(body) && 'data' in body) {
    // The meta shape is Strapi's; only its presence is checked.
    return { data: body.data, meta: isRecord(body.meta) ? (body.meta as StrapiMeta) : {} };
  }
  throw new CmsError({
    status: 500,
    name: UNKNOWN_ERROR_NAME,
    message: 'The CMS response has no data field',
    body,
  });
}
