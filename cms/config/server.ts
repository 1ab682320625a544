import type { Core } from '@strapi/strapi';
import { readCmsEnvironment } from '../src/environment';

const env = readCmsEnvironment();

const config: Core.Config.Server = {
  host: env.HOST,
  port: env.PORT,
  url: env.CMS_PUBLIC_URL,
  proxy: env.CMS_BEHIND_PROXY,
  // Tests give each CMS they boot its own public folder, so their uploads never mix with the demo's.
  dirs: { public: env.CMS_PUBLIC_DIR },
  app: {
    keys: env.APP_KEYS,
  },
  // Idle kept-alive connections stay open 65 s instead of Node's 5 s, as the web server's do
  // (tools/src/processes.ts, KEEP_ALIVE_TIMEOUT_MS): a busy Node server takes one new connection per
  // turn of its event loop, so the web app's connections must outlast a lull rather than be opened
  // again, each waiting its turn. Past nginx's 60 s for its own, so nginx is the one that closes them.
  http: { serverOptions: { keepAliveTimeout: 65_000, headersTimeout: 66_000 } },
  // No telemetry, no update checks: the CMS must boot and serve with no internet.
  logger: { updates: { enabled: false }, startup: { enabled: false } },
};

export default config;
