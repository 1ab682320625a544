import { ZMessageReadChangeSchema, isDocumentId } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readRequestData } from '../../../utils/validation-details';
import { getStaffMessagesService } from '../services/staff';

type Context = Parameters<Core.MiddlewareHandler>[0];

const CONTACT_MESSAGE = 'api::contact-message.contact-message';

/**
 * The staff inbox's write route. The Staff role is granted it instead of the core update, so staff
 * can mark a message read or unread but never rewrite what a patient sent.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
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
