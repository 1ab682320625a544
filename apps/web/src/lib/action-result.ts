import type { TErrorCode } from '@clinic/domain';

/**
 * What every server action answers, and the message keys of its failures. Type-only imports: the
 * screens' client islands read this module, and it adds nothing to their JavaScript.
 */

/**
 * Why a server action failed, as plain data the browser may see: a domain error code (see ErrorCode in
 * @clinic/domain), never the CMS's own text, and what the screen needs to say more.
 */
export type TActionFailure<TDetails = undefined> = {
  ok: false;
  code: TErrorCode;
  /** VALIDATION_FAILED: a message key (`validation.required`) per field path. */
  fieldErrors?: Record<string, string>;
  /** RATE_LIMITED: how long to wait, when the CMS said. */
  retryAfterSeconds?: number;
  /** What one action adds: the next free times after SLOT_FULL, the current status after CONFLICT. */
  details?: TDetails;
};

/** Every server action answers in this shape: its value, or its failure. */
export type TActionResult<TValue = undefined, TDetails = undefined> =
  | { ok: true; value: TValue }
  | TActionFailure<TDetails>;

export const succeed = <TValue>(value: TValue): { ok: true; value: TValue } => ({ ok: true, value });

/**
 * A screen's call of a server action: when the call itself fails (the web server out of reach, the
 * connection dropped), the screen hears SERVICE_UNAVAILABLE like any other failure it explains.
 */
export const callAction = <TResult>(action: Promise<TResult>): Promise<TResult | TActionFailure<never>> =>
  action.catch(() => ({ ok: false, code: 'SERVICE_UNAVAILABLE' }));

export const fail = <TDetails = undefined>(
  code: TErrorCode,
  extra: Omit<TActionFailure<TDetails>, 'ok' | 'code'> = {},
): TActionFailure<TDetails> => ({ ok: false, code, ...extra });

/**
 * The message key of each code, the same in every screen's namespace (`ContactForm.rateLimited`,
 * `Admin.statusActions.conflict`): the one place codes meet what people read.
 */
export const ERROR_MESSAGE_KEYS = {
  VALIDATION_FAILED: 'invalid',
  NOT_FOUND: 'notFound',
  UNAUTHORIZED: 'expired',
  FORBIDDEN: 'forbidden',
  CONFLICT: 'conflict',
  SLOT_FULL: 'slotTaken',
  INVALID_TRANSITION: 'invalidTransition',
  TOO_EARLY: 'tooEarly',
  UNDO_EXPIRED: 'undoExpired',
  RATE_LIMITED: 'rateLimited',
  PAYLOAD_TOO_LARGE: 'tooLarge',
  SERVICE_UNAVAILABLE: 'unavailable',
  INTERNAL: 'failed',
} as const satisfies Record<TErrorCode, string>;

type TErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[TErrorCode];

/**
 * The key a screen shows for `code`, among the ones its namespace writes (`known`); any other code
 * reads as the screen's `fallback` (usually `failed`: "please try again").
 */
export function toMessageKey<TKey extends TErrorMessageKey>(
  code: TErrorCode,
  known: readonly TKey[],
  fallback: TKey,
): TKey {
  const key = ERROR_MESSAGE_KEYS[code];
  return (known as readonly TErrorMessageKey[]).includes(key) ? (key as TKey) : fallback;
}
