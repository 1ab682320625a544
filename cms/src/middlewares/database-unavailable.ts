import type { Core } from '@strapi/strapi';

const PROBE_TIMEOUT_MS = 2_000;
const RETRY_AFTER_SECONDS = 5;

const isDatabaseReachable = async (strapi: Core.Strapi) => {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS);
    });
    await Promise.race([strapi.db.connection.raw('SELECT 1'), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * With the database away, users-permissions cannot read a role and answers 401 even to a valid
 * session, which would sign staff out of the web app; everything else fails with a bare 500. When a
 * request ends in 401 or 5xx, one `SELECT 1` tells which it was: if the database does not answer,
 * the caller gets 503 with Retry-After, which the web app shows as "try again shortly".
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    await next();
    if (ctx.status !== 401 && ctx.status < 500) return;
    if (await isDatabaseReachable(strapi)) return;
    strapi.log.error(`Database unreachable while answering ${ctx.method} ${ctx.path}`);
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    ctx.body = {
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: 'The service is briefly unavailable',
        details: {},
      },
    };
  };
