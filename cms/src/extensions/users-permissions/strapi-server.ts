import type { Core } from '@strapi/strapi';
import { createForgotPasswordAction } from './forgot-password';
import { withRetryAfter } from './retry-after';
import { readSiteUrl } from './site-url';

type AuthController = Record<string, unknown>;
type MiddlewareFactory = Parameters<typeof withRetryAfter>[0];
type UsersPermissionsPlugin = {
  controllers: { auth: (context: { strapi: Core.Strapi }) => AuthController };
  middlewares: { rateLimit: MiddlewareFactory };
};

/**
 * users-permissions writes its reset email from one admin-panel template, in one language. Only its
 * forgot-password action is replaced (see forgot-password.ts): the route, its rate limit and the
 * permission name stay the plugin's. The rate limit also learns to say how long to wait.
 */
export default (plugin: UsersPermissionsPlugin) => {
  const siteUrl = readSiteUrl();
  const createAuthController = plugin.controllers.auth;
  plugin.controllers.auth = (context) => ({
    ...createAuthController(context),
    forgotPassword: createForgotPasswordAction(context.strapi, siteUrl),
  });
  plugin.middlewares.rateLimit = withRetryAfter(plugin.middlewares.rateLimit);
  return plugin;
};
