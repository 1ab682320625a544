import type { Core } from '@strapi/strapi';
import { previewUrlFor } from '../src/preview/preview-url';
import { createSharedRateLimitStore } from '../src/utils/rate-limit';
import { requireValue } from '../src/utils/required-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // Tests boot the CMS without its admin panel: faster to start and nothing to build.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  autoOpen: false,
  // CMS administrators' sign-ins: 5 per 5 minutes per email and address, unless set otherwise.
  rateLimit: {
    interval: env.int('ADMIN_LOGIN_RATE_LIMIT_WINDOW_MS', 300_000),
    max: env.int('ADMIN_LOGIN_RATE_LIMIT_MAX', 5),
    // Shared by every CMS process through Redis when REDIS_URL is set (src/utils/rate-limit.ts). Strapi's
    // types say a store's name; koa2-ratelimit, which receives it, takes the store itself.
    store: createSharedRateLimitStore('admin-sign-in') as unknown as string,
  },
  auth: {
    secret: requireValue('ADMIN_JWT_SECRET', env('ADMIN_JWT_SECRET')),
  },
  apiToken: {
    salt: requireValue('API_TOKEN_SALT', env('API_TOKEN_SALT')),
  },
  transfer: {
    token: {
      salt: requireValue('TRANSFER_TOKEN_SALT', env('TRANSFER_TOKEN_SALT')),
    },
  },
  secrets: {
    encryptionKey: requireValue('ENCRYPTION_KEY', env('ENCRYPTION_KEY')),
  },
  // Preview opens the entry on the site, in a frame the site allows only for the preview's own pages
  // (see src/preview/preview-url.ts and the web app's app/api/preview). Off without PREVIEW_SECRET.
  preview: {
    enabled: Boolean(env('PREVIEW_SECRET', '')),
    config: {
      allowedOrigins: [new URL(env('SITE_URL', 'http://127.0.0.1:3000')).origin],
      handler: (uid, params) => previewUrlFor(uid, params),
    },
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;
