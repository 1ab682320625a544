import type { Core } from '@strapi/strapi';
import { CARD_IMAGE_MAX_BYTES } from '@clinic/domain';
import { resolveClientAddress } from '../booking/client-address';
import { createRateLimiter } from '../booking/rate-limit';

const BOOKING_PATH = '/api/appointments/book';
/** Two card images at their maximum plus the form fields and multipart framing. */
const MAX_BOOKING_BODY_BYTES = 2 * CARD_IMAGE_MAX_BYTES + 256 * 1024;

const sendError = (ctx: Parameters<Core.MiddlewareHandler>[0], status: number, name: string, message: string) => {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
};

/**
 * Runs before `strapi::body`, which parses (and writes to disk) every multipart upload before any
 * route policy runs: an oversized or over-limit booking is refused before a byte of it is parsed,
 * while the media library keeps the larger limit editors need.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const limiter = createRateLimiter({
    max: Number(process.env.BOOKING_RATE_LIMIT_MAX ?? 10),
    windowMs: Number(process.env.BOOKING_RATE_LIMIT_WINDOW_MS ?? 600_000),
  });

  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== BOOKING_PATH) return next();

    const declaredLength = Number(ctx.request.get('content-length') || 0);
    if (declaredLength > MAX_BOOKING_BODY_BYTES) {
      ctx.set('Connection', 'close');
      return sendError(ctx, 413, 'PayloadTooLargeError', 'The booking request is too large');
    }

    const verdict = limiter.hit(resolveClientAddress(ctx.request));
    if (verdict.limited) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      strapi.log.warn(`Booking rate limit reached by ${ctx.request.ip}`);
      return sendError(ctx, 429, 'RateLimitError', 'Too many bookings from this address; try again later');
    }
    return next();
  };
};
