import { z } from 'zod';

const ZServerEnvSchema = z.object({
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  SITE_URL: z.url().default('http://127.0.0.1:3000'),
  /** Shared with the CMS, which signs its "content changed" calls with it. Empty disables the endpoint. */
  REVALIDATE_SECRET: z.string().default(''),
  /**
   * Shared with the CMS, which trusts our X-Forwarded-For (the visitor's address, for its rate
   * limits) only when this header comes with it. Empty: the CMS counts every visitor as this server.
   */
  WEB_PROXY_SECRET: z.string().default(''),
});

/** The only place that reads process.env. Read at run time, so one build serves any CMS address. */
export const readServerEnv = () => ZServerEnvSchema.parse(process.env);
