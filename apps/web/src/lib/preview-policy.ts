import { readServerEnv } from '@/env';

/* What makes a request a preview: its cookies, and how they are written. */

/** Next's draft-mode cookie: a request that carries it is a preview (Next checks its value). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Which version a preview shows, beside the draft-mode cookie: the CMS's Preview has a tab for the
 * saved draft and one for what visitors see.
 */
export const PREVIEW_STATUS_COOKIE = 'clinic-preview-status';

/**
 * The preview's cookies last the browser session, are sent by the panel's same-site frame (Lax), and
 * travel only over https when the site is served so.
 */
export const previewCookieOptions = () => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: readServerEnv().SITE_URL.startsWith('https:'),
  path: '/',
});
