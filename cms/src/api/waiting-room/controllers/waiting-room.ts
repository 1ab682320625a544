import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PUBLIC_ID_PATTERN } from '../../../utils/public-id';
import { readWaitingRoomScreen } from '../../../waiting-room/screen';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/waiting-rooms/:branch — the branch's queues of the day, the branch by public id (the
   * number in its page's address; anything else is no branch, 404). Nobody may keep an answer.
   */
  async screen(ctx: Parameters<Core.MiddlewareHandler>[0]) {
    const branch = String(ctx.params.branch ?? '');
    if (!PUBLIC_ID_PATTERN.test(branch)) throw new errors.NotFoundError('Branch not found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await readWaitingRoomScreen(strapi, Number(branch)) };
  },
});
