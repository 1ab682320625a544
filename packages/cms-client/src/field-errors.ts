import { type CmsError, isRecord } from './errors';

/** The key of an error about the payload as a whole; the same as @clinic/domain's FORM_ERROR_PATH. */
export const FORM_ERROR_PATH = '_form';

/**
 * The message keys of a ValidationError (or a 413 naming the oversized file) by dotted field
 * path, e.g. `{ 'patient.phone': 'validation.invalidPhone' }`: the shape @clinic/domain's
 * validators return, so a form maps server and client errors the same way. The first error of a
 * path wins, as in the domain; `{}` when the error names no field.
 */
export function getFieldErrors(error: CmsError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  const entries = error.details.errors;
  if (!Array.isArray(entries)) return fieldErrors;

  for (const entry of entries) {
    if (!isRecord(entry) || typeof entry.message !== 'string') continue;
    const path =
      Array.isArray(entry.path) && entry.path.length > 0 ? entry.path.map(String).join('.') : FORM_ERROR_PATH;
    if (!Object.hasOwn(fieldErrors, path)) fieldErrors[path] = entry.message;
  }
  return fieldErrors;
}
