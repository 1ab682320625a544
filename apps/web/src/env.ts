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
});

/** The only place that reads process.env. Read at run time, so one build serves any CMS address. */
export const readServerEnv = () => ZServerEnvSchema.parse(process.env);

/** The CMS's origin as editors' browsers reach it: CMS_PUBLIC_URL, else CMS_URL. */
export const readCmsPublicOrigin = () => {
  const env = readServerEnv();
  return new URL(env.CMS_PUBLIC_URL || env.CMS_URL).origin;
};
