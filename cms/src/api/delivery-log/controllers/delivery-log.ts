import { ZDeliveryLogQuerySchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { listDeliveries } from '../../../messages/delivery-log';
import { toValidationDetails } from '../../../utils/validation-details';

type Context = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/staff/deliveries — one page of patient messages and how each was delivered (ZDeliveryLogQuerySchema). */
  async list(ctx: Context) {
    const parsed = ZDeliveryLogQuerySchema.safeParse(ctx.query);
    if (!parsed.success) {
      throw new errors.ValidationError('Invalid delivery log query', toValidationDetails(parsed.error));
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listDeliveries(strapi.db.connection, parsed.data);
  },
});
