import { z } from 'zod';

/** The web app of `npm start`, where .env.example points SITE_URL too. */
const DEFAULT_SITE_URL = 'http://127.0.0.1:3000';

const ZSiteUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * The web app's public address, which emailed links open. Checked at boot: a mistyped SITE_URL
 * stops the CMS rather than mailing links that lead nowhere.
 */
export const readSiteUrl = (env: NodeJS.ProcessEnv = process.env) => {
  const value = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  const parsed = ZSiteUrlSchema.safeParse(value);
  if (!parsed.success) throw new Error(`SITE_URL must be the web app's http(s) address, not "${value}"`);
  return parsed.data.replace(/\/+$/, '');
};
