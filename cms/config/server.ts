import type { Core } from '@strapi/strapi';
import { requireValue } from '../src/utils/required-env';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  proxy: env.bool('CMS_BEHIND_PROXY', false),
  // Tests give each CMS they boot its own public folder, so their uploads never mix with the demo's.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  app: {
    keys: requireValue('APP_KEYS', env.array('APP_KEYS')),
  },
  // No telemetry, no update checks: the CMS must boot and serve with no internet.
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});

export default config;
