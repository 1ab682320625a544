import {
  type Availability,
  type Booking,
  type NextOpening,
  getFieldErrors,
  getNextOpenings,
  isCmsError,
} from '@clinic/cms-client';
import { isValidationMessageKey } from '@clinic/domain/messages';

/**
 * What the booking action answers the screens. Plain data only: the CMS's own error text and
 * internals stay on the server. `status` 0 means the CMS could not be reached.
 */
export type TBookResult =
  | { ok: true; booking: Booking }
  | {
      ok: false;
      status: number;
      fieldErrors?: Record<string, string>;
      /** After a 409: the openings to offer instead, soonest first. */
      nextOpenings?: NextOpening[];
      retryAfterSeconds?: number;
    };

export type TBookFailure = Extract<TBookResult, { ok: false }>;

export type TAvailabilityResult = { ok: true; availability: Availability } | { ok: false; status: number };

/** A failed booking call, read into what the screens can show. */
export function readBookError(error: unknown): TBookFailure {
  if (!isCmsError(error)) return { ok: false, status: 0 };
  if (error.status === 409) return { ok: false, status: 409, nextOpenings: getNextOpenings(error) };
  if (error.status === 400) {
    const fieldErrors = Object.fromEntries(
      Object.entries(getFieldErrors(error)).filter(([, message]) => isValidationMessageKey(message)),
    );
    return { ok: false, status: 400, ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) };
  }
  if (error.status === 429 && error.retryAfterSeconds !== null) {
    return { ok: false, status: 429, retryAfterSeconds: error.retryAfterSeconds };
  }
  return { ok: false, status: error.status };
}
