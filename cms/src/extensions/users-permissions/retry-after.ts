import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type MiddlewareFactory = (config: unknown, context: { strapi: Core.Strapi }) => Core.MiddlewareHandler;

/**
 * users-permissions' rate limit answers 429 without Retry-After: its handler throws before
 * koa2-ratelimit would set the header. The window's end is known (X-RateLimit-Reset, in epoch
 * seconds), so the wait is added here, and the web app can say how many minutes to wait.
 */
export const withRetryAfter =
  (createRateLimit: MiddlewareFactory): MiddlewareFactory =>
  (config, context) => {
    const rateLimit = createRateLimit(config, context);
    return async (ctx, next) => {
      try {
        await rateLimit(ctx, next);
      } catch (error) {
        const resetAt = Number(ctx.response.get('X-RateLimit-Reset'));
        if (error instanceof errors.RateLimitError && resetAt > 0) {
          ctx.set('Retry-After', String(Math.max(1, resetAt - Math.ceil(Date.now() / 1000))));
        }
        throw error;
      }
    };
  };
