import { getErrorCodeOfStatus, isErrorCode } from '@clinic/domain';
import type { Core } from '@strapi/strapi';

type ErrorEnvelope = { error?: { details?: Record<string, unknown> | null } | null };

const isErrorEnvelope = (body: unknown): body is ErrorEnvelope =>
  typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && 'error' in body;

/**
 * Every error answer of the content API carries a domain error code in `error.details.code`, so its
 * clients switch on one list (ErrorCode in @clinic/domain) whoever raised it: our own errors name
 * theirs (see app-errors.ts); an error Strapi, a policy or a guard raised gets the general code of
 * its status. Outermost, so it also sees the guards' and the database check's answers.
 */
export default (): Core.MiddlewareHandler => async (ctx, next) => {
  await next();
  if (ctx.status < 400 || !ctx.path.startsWith('/api/') || !isErrorEnvelope(ctx.body) || !ctx.body.error) return;
  const details = ctx.body.error.details ?? {};
  if (!isErrorCode(details.code)) ctx.body.error.details = { ...details, code: getErrorCodeOfStatus(ctx.status) };
};
