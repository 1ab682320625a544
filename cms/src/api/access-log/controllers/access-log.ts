import { ZAccessLogQuerySchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { listAccess } from '../../../staff/access-log';
import { readRequestQuery } from '../../../utils/validation-details';

type Context = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/staff/access-log — one page of who read which patient data (ZAccessLogQuerySchema), newest first. */
  async list(ctx: Context) {
    const query = readRequestQuery(ctx, ZAccessLogQuerySchema, 'access log query');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listAccess(strapi.db.connection, query);
  },
});
