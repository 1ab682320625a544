/** Name given to every failure the server did not describe itself. */
export const UNKNOWN_ERROR_NAME = 'UnknownError';

export type CmsErrorInit = {
  status: number;
  name: string;
  message: string;
  details?: Record<string, unknown>;
  /** The parsed response body, kept so callers can read fields this normalization drops. */
  body?: unknown;
  /** From the response's Retry-After header; see `CmsError.retryAfterSeconds`. */
  retryAfterSeconds?: number | null;
  cause?: unknown;
};

/**
 * The one error every failed CMS call rejects with, whatever shape the server answered in.
 * `name` is the server's error name (`ValidationError`, `ForbiddenError`, `Bad Request`, ...) or
 * `UnknownError` when the client had to synthesize it.
 */
export class CmsError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly body: unknown;
  /**
   * How long the server asked to wait before trying again (a 429 RateLimitError carries it), so
   * the UI can say when; `null` when it named no time.
   */
  readonly retryAfterSeconds: number | null;

  constructor(init: CmsErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = init.name;
    this.status = init.status;
    this.details = init.details ?? {};
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function isCmsError(value: unknown): value is CmsError {
  return value instanceof CmsError;
}

/**
 * Wraps something thrown outside the server's control: a network failure, an abort, an
 * unparsable body. The status is 500 unless a response was received, in which case its real
 * status is kept: a 502 from a proxy is more useful to a reporter than a made-up 500.
 */
export function createUnknownError(cause: unknown, status = 500): CmsError {
  return new CmsError({
    status,
    name: UNKNOWN_ERROR_NAME,
    message: cause instanceof Error ? cause.message : String(cause),
    cause,
  });
}

/** Header facts the body does not repeat, kept on the error whatever shape the body has. */
type ResponseFacts = Pick<CmsErrorInit, 'retryAfterSeconds'>;

/** Turns the body of a non-2xx response into a CmsError, recognising each shape the CMS emits. */
export function createErrorFromBody(httpStatus: number, body: unknown, facts: ResponseFacts = {}): CmsError {
  return (
    readStrapiError(httpStatus, body, facts) ??
    readKoaError(httpStatus, body, facts) ??
    new CmsError({
      status: httpStatus,
      name: UNKNOWN_ERROR_NAME,
      message: `Request failed with status ${httpStatus}`,
      body,
      ...facts,
    })
  );
}

/** Strapi 4/5: `{ data: null, error: { status, name, message, details } }`. */
function readStrapiError(httpStatus: number, body: unknown, facts: ResponseFacts): CmsError | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { status, name, message, details } = body.error;
  return new CmsError({
    status: typeof status === 'number' ? status : httpStatus,
    name: typeof name === 'string' ? name : UNKNOWN_ERROR_NAME,
    message: typeof message === 'string' ? message : `Request failed with status ${httpStatus}`,
    details: isRecord(details) ? details : {},
    body,
    ...facts,
  });
}

type AuthMessage = { id?: string; message: string };

/**
 * Koa/Boom (Strapi 3 and some plugin routes): `{ statusCode, error, message, data? }`, where the
 * users-permissions plugin may send `message: [{ messages: [{ id, message }] }]`. The message ids
 * are kept in `details.messages` because they are stable keys the UI can translate.
 */
function readKoaError(httpStatus: number, body: unknown, facts: ResponseFacts): CmsError | undefined {
  if (!isRecord(body)) return undefined;
  const { statusCode, error, message, data } = body;
  if (typeof statusCode !== 'number' && typeof error !== 'string') return undefined;

  const authMessages = Array.isArray(message) ? flattenAuthMessages(message) : [];
  const text =
    typeof message === 'string'
      ? message
      : authMessages.length > 0
        ? authMessages.map((entry) => entry.message).join('; ')
        : typeof error === 'string'
          ? error
          : `Request failed with status ${httpStatus}`;

  return new CmsError({
    status: typeof statusCode === 'number' ? statusCode : httpStatus,
    name: typeof error === 'string' ? error : UNKNOWN_ERROR_NAME,
    message: text,
    details: {
      ...(isRecord(data) ? data : {}),
      ...(authMessages.length > 0 ? { messages: authMessages } : {}),
    },
    body,
    ...facts,
  });
}

function flattenAuthMessages(groups: readonly unknown[]): AuthMessage[] {
  const found: AuthMessage[] = [];
  for (const group of groups) {
    const entries = isRecord(group) && Array.isArray(group.messages) ? group.messages : [group];
    for (const entry of entries) {
      if (typeof entry === 'string') found.push({ message: entry });
      else if (isRecord(entry) && typeof entry.message === 'string') {
        found.push(
          typeof entry.id === 'string' ? { id: entry.id, message: entry.message } : { message: entry.message },
        );
      }
    }
  }
  return found;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
