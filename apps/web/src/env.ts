import { describeEnvironmentIssues, envWholeNumber } from '@clinic/domain';
import { z } from 'zod';

/** The web app's settings, which `.env.example` lists and explains. */
const serverEnvSchema = z.object({
  CMS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:1337'),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000'),
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
  /** Shared with the CMS: blank, the clinic sends no SMS, and the booking form promises none. */
  SMS_GATEWAY_URL: z.string().default(''),
  /**
   * Shared with the CMS: blank, the clinic sends no WhatsApp messages (a mobile gets SMS), and the
   * booking form offers no choice between the two.
   */
  WHATSAPP_API_URL: z.string().default(''),
  /** How long a staff sign-in lasts, in hours: the CMS's token lasts as long (its own STAFF_SESSION_HOURS). */
  STAFF_SESSION_HOURS: envWholeNumber(12, 1),
  /** Where this process serves its Prometheus metrics, apart from the site; unset or 0: nowhere. */
  WEB_METRICS_PORT: envWholeNumber(0, 0, 65535),
  /** The address the metrics listen on; empty: loopback. */
  METRICS_HOST: z.string().default(''),
  /**
   * Read as the site is built (next.config.ts): one id for every web process serving one build, so a
   * browser holding a page of an older build reloads instead of mixing the two. Empty: Next's own.
   */
  NEXT_DEPLOYMENT_ID: z.string().default(''),
});

/** What Next sets for the processes it runs, never set in `.env`. */
const setByNextSchema = z.object({
  /** 'production' under `next start` (secure cookies, the strict policy). */
  NODE_ENV: z.string().default('development'),
  /** 'phase-production-build' while Next builds: no metrics listener then. */
  NEXT_PHASE: z.string().default(''),
});

const webEnvSchema = serverEnvSchema.extend(setByNextSchema.shape);

export type ServerEnv = z.output<typeof webEnvSchema>;

/** The variables the web app reads that `.env.example` lists (not those Next sets). */
export const WEB_SETTINGS = Object.keys(serverEnvSchema.shape);

/** `source` as the web app's configuration; throws naming each variable that is wrong. */
export const parseServerEnv = (source: Record<string, string | undefined>): ServerEnv => {
  const parsed = webEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new Error(describeEnvironmentIssues("The web app's environment", parsed.error.issues));
};

let serverEnv: ServerEnv | undefined;

/**
 * The only place that reads process.env, once per module instance (the server's register() reads it
 * first, at start). Read at run time, not build time, so one build serves any CMS address.
 */
export const readServerEnv = (): ServerEnv => {
  serverEnv ??= parseServerEnv(process.env);
  return serverEnv;
};

/** The CMS's origin as editors' browsers reach it: CMS_PUBLIC_URL, else CMS_URL. */
export const readCmsPublicOrigin = () => {
  const env = readServerEnv();
  return new URL(env.CMS_PUBLIC_URL || env.CMS_URL).origin;
};
