import type { Core } from '@strapi/strapi';
import { CARD_IMAGE_MAX_BYTES } from '@clinic/domain';
import { resolveClientAddress } from '../utils/client-address';
import { createRateLimiter } from '../utils/rate-limit';
import { readCmsEnvironment } from '../environment';

type Context = Parameters<Core.MiddlewareHandler>[0];

type GuardedForm = {
  path: string;
  maxBodyBytes: number;
  limiter: ReturnType<typeof createRateLimiter>;
  /** Plural noun for messages and logs: "bookings", "contact messages". */
  what: string;
  tooLargeMessage: string;
};

const readLimit = (prefix: 'BOOKING' | 'CONTACT') => {
  const env = readCmsEnvironment();
  return { max: env[`${prefix}_RATE_LIMIT_MAX`], windowMs: env[`${prefix}_RATE_LIMIT_WINDOW_MS`] };
};

/**
 * The router matches paths case-insensitively and with an optional trailing slash, so the guard
 * compares the same way: `/API/Appointments/Book/` must not slip past the limit.
 */
const normalizePath = (path: string) => path.toLowerCase().replace(/\/+$/, '');

const sendError = (ctx: Context, status: number, name: string, message: string) => {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
};

/**
 * Guards the public forms (booking, waiting list, contact) before `strapi::body`, which parses (and, for multipart,
 * writes to disk) every body before any route policy runs: an oversized or over-limit request is
 * refused before a byte of it is parsed, while the media library keeps the larger limit editors need.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const forms: GuardedForm[] = [
    {
      path: '/api/appointments/book',
      // Two card images at their maximum plus the form fields and multipart framing.
      maxBodyBytes: 2 * CARD_IMAGE_MAX_BYTES + 256 * 1024,
      limiter: createRateLimiter({ name: 'booking', ...readLimit('BOOKING') }),
      what: 'bookings',
      tooLargeMessage: 'The booking request is too large',
    },
    // Joining the waiting list from the site: a code sent to a mobile, then the entry; each counted as a booking is.
    ...(['phone-code', 'join'] as const).map((step) => ({
      path: `/api/waiting-list/${step}`,
      maxBodyBytes: 32 * 1024,
      limiter: createRateLimiter({ name: `waiting-list-${step}`, ...readLimit('BOOKING') }),
      what: step === 'join' ? 'waiting-list entries' : 'phone codes',
      tooLargeMessage: 'The request is too large',
    })),
    {
      path: '/api/contact-messages/send',
      // A message at its maximum length with every character \u-escaped is about 16 KB.
      maxBodyBytes: 32 * 1024,
      limiter: createRateLimiter({ name: 'contact', ...readLimit('CONTACT') }),
      what: 'contact messages',
      tooLargeMessage: 'The message is too large',
    },
  ];

  return async (ctx, next) => {
    if (ctx.method !== 'POST') return next();
    const path = normalizePath(ctx.path);
    const form = forms.find((candidate) => candidate.path === path);
    if (!form) return next();

    const declaredLength = Number(ctx.request.get('content-length') || 0);
    if (declaredLength > form.maxBodyBytes) {
      ctx.set('Connection', 'close');
      return sendError(ctx, 413, 'PayloadTooLargeError', form.tooLargeMessage);
    }

    const visitorAddress = resolveClientAddress(ctx.request);
    const verdict = await form.limiter.hit(visitorAddress);
    if (verdict.limited) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      strapi.log.warn(`Rate limit for ${form.what} reached by ${visitorAddress}`);
      return sendError(ctx, 429, 'RateLimitError', `Too many ${form.what} from this address; try again later`);
    }
    return next();
  };
};
