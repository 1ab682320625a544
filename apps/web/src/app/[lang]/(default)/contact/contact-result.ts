import { CmsError, getFieldErrors } from '@clinic/cms-client';
import { isValidationMessageKey } from '@clinic/domain';

/**
 * What the contact action answers the form. Plain data only: the CMS's own error text, stack
 * traces and the proxy secret stay on the server. `status` 0 means the CMS could not be reached.
 */
export type TSendContactResult =
  | { ok: true }
  | { ok: false; status: number; fieldErrors?: Record<string, string>; retryAfterSeconds?: number };

/** Reads the CMS's answer to `POST /api/contact-messages/send` into the form's result. */
export function readContactResponse(
  status: number,
  body: unknown,
  retryAfter: string | null,
  now = Date.now(),
): TSendContactResult {
  if (status >= 200 && status < 300) return { ok: true };

  const fieldErrors = status === 400 ? readFieldErrors(status, body) : {};
  const retryAfterSeconds = status === 429 ? parseRetryAfter(retryAfter, now) : null;
  return {
    ok: false,
    status,
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }),
  };
}

/**
 * The message keys of a ValidationError, read exactly as `getFieldErrors` reads them for every
 * other form. Only known keys pass: they are what the browser translates, and nothing else of
 * the CMS's reply should reach it.
 */
function readFieldErrors(status: number, body: unknown): Record<string, string> {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const cmsError = new CmsError({
    status,
    name: typeof error.name === 'string' ? error.name : 'ValidationError',
    message: typeof error.message === 'string' ? error.message : 'Invalid contact message',
    details: isRecord(error.details) ? error.details : {},
  });
  return Object.fromEntries(
    Object.entries(getFieldErrors(cmsError)).filter(([, message]) => isValidationMessageKey(message)),
  );
}

/**
 * Retry-After in either form: delta seconds or an HTTP date. The CMS client parses it the same way
 * but does not export its parser, and this call cannot go through the client (see actions.ts).
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // HTTP dates open with the day name; Date.parse alone would read "-5" as a year.
  const date = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
