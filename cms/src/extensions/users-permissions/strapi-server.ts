import type { Core } from '@strapi/strapi';
import { createForgotPasswordAction } from './forgot-password';
import { withRetryAfter } from './retry-after';
import { readCmsEnvironment } from '../../environment';

type Context = { body?: unknown };
type AuthController = Record<string, unknown> & { resetPassword: (ctx: Context) => Promise<unknown> };
type MiddlewareFactory = Parameters<typeof withRetryAfter>[0];
type UsersPermissionsPlugin = {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  controllers: { auth: (context: { strapi: Core.Strapi }) => AuthController };
  middlewares: { rateLimit: MiddlewareFactory };
};

/**
 * users-permissions writes its reset email from one admin-panel template, in one language. Only its
 * forgot-password action is replaced (see forgot-password.ts): the route, its rate limit and the
 * permission name stay the plugin's. The rate limit also learns to say how long to wait.
 *
 * A staff account made by a manager is invited until its holder chooses a password from the emailed
 * link (`invitationPending`, private: no API answer carries it but the managers' list).
 */
export default (plugin: UsersPermissionsPlugin) => {
  const siteUrl = readCmsEnvironment().SITE_URL;
  plugin.contentTypes.user.schema.attributes.invitationPending = {
    type: 'boolean',
    default: false,
    private: true,
    configurable: false,
  };
  const createAuthController = plugin.controllers.auth;
  plugin.controllers.auth = (context) => {
    const controller = createAuthController(context);
    return {
      ...controller,
      forgotPassword: createForgotPasswordAction(context.strapi, siteUrl),
      resetPassword: async (ctx: Context) => {
        await controller.resetPassword(ctx);
        const holder = (ctx.body as { user?: { id?: unknown } } | undefined)?.user?.id;
        if (typeof holder === 'number') {
          await context.strapi.db
            .query('plugin::users-permissions.user')
            .update({ where: { id: holder, invitationPending: true }, data: { invitationPending: false } });
        }
      },
    };
  };
  plugin.middlewares.rateLimit = withRetryAfter(plugin.middlewares.rateLimit);
  return plugin;
};
