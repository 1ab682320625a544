import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** formidable's own error codes (1000-1099); 1009 is a file over the size limit, which Strapi answers with 413. */
const isFormidableError = (error: unknown): error is Error & { code: number; httpCode: number } => {
  const { code, httpCode } = (error ?? {}) as { code?: unknown; httpCode?: unknown };
  return typeof code === 'number' && code >= 1000 && code < 1100 && typeof httpCode === 'number';
};
const FILE_TOO_LARGE = 1009;

/**
 * A body `strapi::body` cannot read (a cut multipart stream, a missing boundary) is the caller's
 * mistake: it gets a 400 like any other malformed input, not the 500 Strapi would answer.
 */
export default (): Core.MiddlewareHandler => async (_ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (isFormidableError(error) && error.code !== FILE_TOO_LARGE) {
      throw new errors.ValidationError('The request body could not be read');
    }
    throw error;
  }
};
