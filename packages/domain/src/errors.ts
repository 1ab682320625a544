/**
 * Error codes shared by the web app and the CMS: one name per meaning. The values equal the names so
 * they survive JSON round trips and can be switched on by either side without a lookup table. The
 * CMS sends the code as `error.details.code` of every error answer, beside the HTTP status and the
 * error name its clients already read (see ERROR_RESPONSES).
 */
export const ErrorCode = {
  /** Input failed a schema; `details.errors` carries message keys per field. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  /** No (valid) credentials: the caller should sign in. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** Signed in, but this account may not do this: signing in again will not help. */
  FORBIDDEN: 'FORBIDDEN',
  /** Someone changed the record since the caller read it (a stale screen); `details.current` says how it is now. */
  CONFLICT: 'CONFLICT',
  /**
   * The chosen place filled up between display and submission, or the doctor is booked elsewhere at
   * that time. Kept apart from CONFLICT so the booking form can offer the next free times instead.
   */
  SLOT_FULL: 'SLOT_FULL',
  /**
   * An appointment status change the workflow forbids (e.g. confirming a canceled booking). 409, like
   * CONFLICT, because the request is well formed and only the record's current state refuses it.
   */
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  /** A change the workflow has, but not yet: completing a visit before it starts. 409. */
  TOO_EARLY: 'TOO_EARLY',
  /** Taking back a completion or a cancellation after the time allowed for it. 409. */
  UNDO_EXPIRED: 'UNDO_EXPIRED',
  /** Too many requests from one address; `Retry-After` says when to try again. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** An upload (e.g. an insurance card image) exceeds its size limit. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The database (or another part the CMS needs) is away for a moment; `Retry-After` says when to retry. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * How each code goes over HTTP: its status and the error name Strapi's clients read (`ValidationError`,
 * `ConflictError`, …), as docs/architecture.md (Errors) documents them. The one place codes meet HTTP.
 */
export const ERROR_RESPONSES: Readonly<Record<TErrorCode, { status: number; name: string }>> = {
  VALIDATION_FAILED: { status: 400, name: 'ValidationError' },
  UNAUTHORIZED: { status: 401, name: 'UnauthorizedError' },
  FORBIDDEN: { status: 403, name: 'ForbiddenError' },
  NOT_FOUND: { status: 404, name: 'NotFoundError' },
  CONFLICT: { status: 409, name: 'ConflictError' },
  SLOT_FULL: { status: 409, name: 'ConflictError' },
  INVALID_TRANSITION: { status: 409, name: 'ConflictError' },
  TOO_EARLY: { status: 409, name: 'ConflictError' },
  UNDO_EXPIRED: { status: 409, name: 'ConflictError' },
  PAYLOAD_TOO_LARGE: { status: 413, name: 'PayloadTooLargeError' },
  RATE_LIMITED: { status: 429, name: 'RateLimitError' },
  INTERNAL: { status: 500, name: 'InternalServerError' },
  SERVICE_UNAVAILABLE: { status: 503, name: 'ServiceUnavailableError' },
};

export function getHttpStatus(code: TErrorCode): number {
  return ERROR_RESPONSES[code].status;
}

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_RESPONSES, value);
}

/**
 * The code an error answer means when it names none (an error Strapi raised itself, a proxy's page):
 * the first code of its status in ERROR_RESPONSES, so a 409 without a code is a stale record. Other
 * refusals of the request as sent are VALIDATION_FAILED, other server failures INTERNAL.
 */
export function getErrorCodeOfStatus(status: number): TErrorCode {
  const codes = Object.keys(ERROR_RESPONSES) as TErrorCode[];
  const general = codes.find((code) => ERROR_RESPONSES[code].status === status);
  if (general) return general;
  return status >= 500 ? ErrorCode.INTERNAL : ErrorCode.VALIDATION_FAILED;
}

export type TErrorDetails = Readonly<Record<string, unknown>>;

export type TAppErrorOptions = {
  details?: TErrorDetails;
  cause?: unknown;
};

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly details: TErrorDetails | undefined;

  constructor(code: TErrorCode, message: string = code, options: TAppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = getHttpStatus(code);
    this.details = options.details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
