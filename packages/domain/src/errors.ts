/**
 * Error codes shared by the web app and the CMS. The values equal the names so they
 * survive JSON round trips and can be switched on by either side without a lookup table.
 */
export const ErrorCode = {
  /** Input failed a schema; `details.fieldErrors` carries message keys per field. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  /** No (valid) credentials: the caller should sign in. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** Signed in, but this account may not do this: signing in again will not help. */
  FORBIDDEN: 'FORBIDDEN',
  /** Generic state conflict, e.g. a duplicate booking reference or a stale update. */
  CONFLICT: 'CONFLICT',
  /**
   * The chosen appointment slot filled up between display and submission. Kept apart from
   * CONFLICT so the booking form can offer the next free slots instead of a generic error.
   */
  SLOT_FULL: 'SLOT_FULL',
  /**
   * An appointment status change the workflow forbids (e.g. confirming a canceled booking).
   * 409, like CONFLICT, because the request is well formed and only the record's current
   * state refuses it, typically seen from a stale admin screen; its own code lets the UI
   * say "this booking was already canceled or done" and reload.
   */
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  /** A change the workflow has, but not yet: completing a visit before it starts. 409. */
  TOO_EARLY: 'TOO_EARLY',
  /** Taking back a completion or a cancellation after the time allowed for it. 409. */
  UNDO_EXPIRED: 'UNDO_EXPIRED',
  RATE_LIMITED: 'RATE_LIMITED',
  /** An upload (e.g. an insurance card image) exceeds its size limit. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL: 'INTERNAL',
} as const;

export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const HTTP_STATUS_BY_CODE: Readonly<Record<TErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  SLOT_FULL: 409,
  INVALID_TRANSITION: 409,
  TOO_EARLY: 409,
  UNDO_EXPIRED: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
};

export function getHttpStatus(code: TErrorCode): number {
  return HTTP_STATUS_BY_CODE[code];
}

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && Object.hasOwn(HTTP_STATUS_BY_CODE, value);
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
