import type { Core } from '@strapi/strapi';
import { readCmsEnvironment } from '../src/environment';
import { previewUrlFor } from '../src/preview/preview-url';
import { createSharedRateLimitStore } from '../src/utils/rate-limit';

const env = readCmsEnvironment();

const config: Core.Config.Admin = {
  // Tests boot the CMS without its admin panel: faster to start and nothing to build.
  serveAdminPanel: env.SERVE_ADMIN_PANEL,
  autoOpen: false,
  // CMS administrators' sign-ins: 5 per 5 minutes per email and address, unless set otherwise.
  rateLimit: {
    interval: env.ADMIN_LOGIN_RATE_LIMIT_WINDOW_MS,
    max: env.ADMIN_LOGIN_RATE_LIMIT_MAX,
    // Shared by every CMS process through Redis when REDIS_URL is set (src/utils/rate-limit.ts). Strapi's
    // types say a store's name; koa2-ratelimit, which receives it, takes the store itself.
    store: createSharedRateLimitStore('admin-sign-in') as unknown as string,
  },
  auth: {
    secret: env.ADMIN_JWT_SECRET,
  },
  apiToken: {
    salt: env.API_TOKEN_SALT,
  },
  transfer: {
    token: {
      salt: env.TRANSFER_TOKEN_SALT,
    },
  },
  secrets: {
    encryptionKey: env.ENCRYPTION_KEY,
  },
  // Preview opens the entry on the site, in a frame the site allows only for the preview's own pages
  // (see src/preview/preview-url.ts and the web app's app/api/preview). Off without PREVIEW_SECRET.
  preview: {
    enabled: Boolean(env.PREVIEW_SECRET),
    config: {
      allowedOrigins: [new URL(env.SITE_URL).origin],
      handler: (uid, params) => previewUrlFor(uid, params),
    },
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
};

export default config;
