import { ZWaitingLinkAnswerSchema, ZWaitingLinkSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { resolveClientAddress } from '../../../utils/client-address';
import { readRequestData } from '../../../utils/validation-details';
import { createWaitingLinks } from '../../../waiting-list/waiting-links';

type Context = Parameters<Core.MiddlewareHandler>[0];

/**
 * A waiting-list entry's link: public routes, the token in the JSON body only (as the manage link's),
 * each answering the entry's page as it now is. See cms/src/waiting-list/waiting-links.ts.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const links = createWaitingLinks(strapi);
  const addressOf = (ctx: Context) => resolveClientAddress(ctx.request);
  return {
    /** POST /api/waiting-list/link — `{ token }`: the entry and its offer. */
    async open(ctx: Context) {
      const { token } = readRequestData(ctx, ZWaitingLinkSchema, 'waiting-list link');
      ctx.body = { data: await links.open(token, addressOf(ctx)) };
    },
    /** POST /api/waiting-list/link/take — `{ token, offer }`: books the held place. */
    async take(ctx: Context) {
      const answer = readRequestData(ctx, ZWaitingLinkAnswerSchema, 'offer answer');
      ctx.body = { data: await links.take(answer, addressOf(ctx)) };
    },
    /** POST /api/waiting-list/link/decline — `{ token, offer }`: passes the place on. */
    async decline(ctx: Context) {
      const answer = readRequestData(ctx, ZWaitingLinkAnswerSchema, 'offer answer');
      ctx.body = { data: await links.decline(answer, addressOf(ctx)) };
    },
    /** POST /api/waiting-list/link/leave — `{ token }`: off the list. */
    async leave(ctx: Context) {
      const { token } = readRequestData(ctx, ZWaitingLinkSchema, 'waiting-list link');
      ctx.body = { data: await links.leave(token, addressOf(ctx)) };
    },
  };
};
