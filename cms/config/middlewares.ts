import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CMS_CORS_ORIGINS', ['http://127.0.0.1:3000', 'http://localhost:3000']),
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // Before the body parser: refuses oversized or over-limit bookings and contact messages unparsed.
  'global::public-form-guard',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
