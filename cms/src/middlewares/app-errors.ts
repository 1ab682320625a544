import { ERROR_RESPONSES, isAppError } from '@clinic/domain';
import type { Core } from '@strapi/strapi';

/**
 * Our services refuse with an AppError, whose code (see ErrorCode in @clinic/domain) names what went
 * wrong. Inside Strapi's error handler, it is answered in Strapi's envelope with the status and error
 * name of its code, and the code itself in `details.code`; any other error is left to Strapi.
 */
export default (): Core.MiddlewareHandler => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!isAppError(error)) throw error;
    const { status, name } = ERROR_RESPONSES[error.code];
    ctx.status = status;
    ctx.body = {
      data: null,
      error: { status, name, message: error.message, details: { ...error.details, code: error.code } },
    };
  }
};
