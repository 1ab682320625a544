import { ZMessageReadChangeSchema, ZStaffMessageListQuerySchema, isDocumentId } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readRequestData, readRequestQuery } from '../../../utils/validation-details';
import { getStaffMessagesService } from '../services/staff';

type Context = Parameters<Core.MiddlewareHandler>[0];

const CONTACT_MESSAGE = 'api::contact-message.contact-message';

/**
 * The staff inbox's routes, granted to every staff role instead of the core ones: staff read the
 * inbox and mark a message read or unread, but never rewrite what a visitor sent. Messages are not
 * bound to a branch (the contact form asks for none), so receptionists read the whole inbox.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/staff/messages — one page of the inbox (ZStaffMessageListQuerySchema), with the unread count. */
  async list(ctx: Context) {
    const query = readRequestQuery(ctx, ZStaffMessageListQuerySchema, 'inbox query');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getStaffMessagesService(strapi).list(query);
  },

  /** POST /api/staff/messages/:id/read — `{ data: { isRead } }`; answers the message as core findOne would. */
  async markRead(ctx: Context) {
    const { id } = ctx.params as { id: string };
    if (!isDocumentId(id)) throw new errors.NotFoundError('No such message');
    const { isRead } = readRequestData(ctx, ZMessageReadChangeSchema, 'read change');
    const message = await getStaffMessagesService(strapi).markRead(id, isRead);
    if (!message) throw new errors.NotFoundError('No such message');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: await strapi.contentAPI.sanitize.output(message, strapi.getModel(CONTACT_MESSAGE), {
        auth: ctx.state.auth,
      }),
    };
  },
});
