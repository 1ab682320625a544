import { UNKNOWN_ERROR_NAME, getFieldErrors, isCmsError } from '@clinic/cms-client';
import { ErrorCode, type TErrorCode, getErrorCodeOfStatus, isErrorCode } from '@clinic/domain';
import { isValidationMessageKey } from '@clinic/domain/messages';
import { type TActionFailure, fail } from './action-result';

/** Reading a failed CMS call into a server action's failure; for the actions, on the server. */

/**
 * What a failed CMS call means: the code the CMS named (`error.details.code`), else its status's; a CMS
 * that could not be reached (no answer at all, a timeout) is SERVICE_UNAVAILABLE.
 */
export function readErrorCode(error: unknown): TErrorCode {
  if (!isCmsError(error)) return ErrorCode.SERVICE_UNAVAILABLE;
  if (isErrorCode(error.details.code)) return error.details.code;
  if (error.name === UNKNOWN_ERROR_NAME && error.body === undefined) return ErrorCode.SERVICE_UNAVAILABLE;
  return getErrorCodeOfStatus(error.status);
}

/**
 * A failed CMS call as an action's failure. Only known message keys pass as field errors: they are
 * what the browser translates, and nothing else of the CMS's reply should reach it.
 */
export function toActionFailure<TDetails = undefined>(error: unknown, details?: TDetails): TActionFailure<TDetails> {
  const code = readErrorCode(error);
  const fieldErrors = Object.fromEntries(
    Object.entries(isCmsError(error) ? getFieldErrors(error) : {}).filter(([, message]) =>
      isValidationMessageKey(message),
    ),
  );
  const retryAfterSeconds = isCmsError(error) ? error.retryAfterSeconds : null;
  return fail(code, {
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }),
    ...(details === undefined ? {} : { details }),
  });
}
