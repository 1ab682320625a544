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
  /**
   * Shared with the CMS, which signs its Preview links with it (packages/domain's preview-link.ts).
   * Empty: the preview route refuses every link.
   */
  PREVIEW_SECRET: z.string().default(''),
  /** The CMS API token that reads drafts for a preview (the CMS makes it from the same value). */
  PREVIEW_API_TOKEN: z.string().default(''),
  /**
   * The CMS as editors' browsers reach it, when not at CMS_URL (a proxy, another host): the only
   * origin that may show a preview in a frame.
   */
  CMS_PUBLIC_URL: z.union([z.url(), z.literal('')]).default(''),
  /** How long a staff sign-in lasts, in hours: the CMS's token lasts as long (its own STAFF_SESSION_HOURS). */
  STAFF_SESSION_HOURS: z
    .string()
    .optional()
    .transform((hours) => (hours ? Number(hours) : 12))
    .pipe(z.number().positive()),
  /** Where this process serves its Prometheus metrics, apart from the site; unset or 0: nowhere. */
  WEB_METRICS_PORT: z
    .string()
    .optional()
    .transform((port) => (port ? Number(port) : 0))
    .pipe(z.number().int().min(0).max(65535)),
  /** The address the metrics listen on; empty: loopback. */
  METRICS_HOST: z.string().default(''),
  /** 'production' under `next start` (secure cookies, the strict policy), set by Next. */
  NODE_ENV: z.string().default('development'),
  /** Set by Next while it builds ('phase-production-build'): no metrics listener then. */
  NEXT_PHASE: z.string().default(''),
});

/** The only place that reads process.env. Read at run time, so one build serves any CMS address. */
export const readServerEnv = () => ZServerEnvSchema.parse(process.env);

/** The CMS's origin as editors' browsers reach it: CMS_PUBLIC_URL, else CMS_URL. */
export const readCmsPublicOrigin = () => {
  const env = readServerEnv();
  return new URL(env.CMS_PUBLIC_URL || env.CMS_URL).origin;
};
