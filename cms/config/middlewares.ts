import type { Core } from '@strapi/strapi';
import { resolveIncomingUploadsDir } from '../src/booking/private-folders';
import { readCmsEnvironment } from '../src/environment';

const env = readCmsEnvironment();

const config: Core.Config.Middlewares = [
  // Outermost: counts and times every request, whatever answers it (operations/metrics.ts).
  'global::request-metrics',
  'strapi::logger',
  // Outermost: stamps every error answer's `details.code`, whichever part below answered it.
  'global::error-codes',
  // Outside the error handler: sees the final status, and turns a lost database into a 503.
  'global::database-unavailable',
  'strapi::errors',
  // Inside the error handler: answers our own AppErrors with their code's status and name.
  'global::app-errors',
  {
    name: 'strapi::security',
    config: {
      // Strapi's defaults (which its admin panel needs), made stricter: nothing may frame the CMS or
      // embed plugins, and no referrer leaves with a path.
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { 'frame-ancestors': ["'none'"], 'object-src': ["'none'"], upgradeInsecureRequests: null },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      // Only the web app's pages may call the CMS from a browser.
      origin: env.CMS_CORS_ORIGINS.length > 0 ? env.CMS_CORS_ORIGINS : [new URL(env.SITE_URL).origin],
    },
  },
  'strapi::query',
  // Before the body parser: refuses oversized or over-limit bookings and contact messages unparsed.
  'global::public-form-guard',
  'global::unreadable-body',
  {
    name: 'strapi::body',
    // Uploads being read go to the private folder, where the orphan sweep finds what a crash left. The
    // bytes of a JSON or form body are kept beside it: the SMS gateway and WhatsApp sign them (api/sms-webhook, api/whatsapp-webhook).
    config: { formidable: { uploadDir: resolveIncomingUploadsDir() }, includeUnparsed: true },
  },
  'strapi::session',
  // The admin panel's files compressed once each (its entry script: 5.4 MB as built, 1.6 MB in Brotli).
  'global::compressed-panel-files',
  // Our field hints in the admin panel, in the language each administrator picked.
  'global::editor-language',
  // The clinic's logo (extensions/clinic-logo.svg drawn at 64 px) for /favicon.ico: without a file
  // there, Strapi's favicon middleware answered every request for it with a 500.
  { name: 'strapi::favicon', config: { path: 'src/admin/extensions/clinic-logo.png' } },
  'strapi::public',
];

export default config;
