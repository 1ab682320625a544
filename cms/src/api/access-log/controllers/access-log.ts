import { ZAccessLogQuerySchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { listAccess } from '../../../staff/access-log';
import { toValidationDetails } from '../../../utils/validation-details';

type Context = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/staff/access-log — one page of who read which patient data (ZAccessLogQuerySchema), newest first. */
  async list(ctx: Context) {
    const parsed = ZAccessLogQuerySchema.safeParse(ctx.query);
    if (!parsed.success)
      throw new errors.ValidationError('Invalid access log query', toValidationDetails(parsed.error));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listAccess(strapi.db.connection, parsed.data);
  },
});
