import type { Core } from '@strapi/strapi';
import { localizeHints } from '../bootstrap/editor-layouts';

const CONFIGURATION_PATH = /^\/content-manager\/content-types\/[^/]+\/configuration$/;

/**
 * The Content Manager shows a field's hint as the server sends it, in one language; this serves our
 * hints in the language the signed-in administrator chose for the panel (their profile).
 */
export default (): Core.MiddlewareHandler => async (ctx, next) => {
  await next();
  if (ctx.method !== 'GET' || !CONFIGURATION_PATH.test(ctx.path) || ctx.status !== 200) return;
  const language = (ctx.state.user as { preferedLanguage?: string | null } | undefined)?.preferedLanguage ?? 'en';
  localizeHints(ctx.body as Parameters<typeof localizeHints>[0], language);
};
