import { ZManageOpenSchema, ZPatientCancelSchema, ZPatientRescheduleSchema } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { resolveClientAddress } from '../../../utils/client-address';
import { readRequestData } from '../../../utils/validation-details';
import { getManageService } from '../services/manage';

type Context = Parameters<Core.MiddlewareHandler>[0];

/**
 * The manage link's routes: public, and the token travels in the JSON body only, so no access log
 * or proxy ever records it. See cms/src/booking/manage-booking.ts for what each refuses.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/manage-booking/open — `{ token }`: the booking as its page shows it. */
  async open(ctx: Context) {
    const { token } = readRequestData(ctx, ZManageOpenSchema, 'manage link');
    ctx.body = { data: await getManageService(strapi).open(token, resolveClientAddress(ctx.request)) };
  },

  /** POST /api/manage-booking/cancel — `{ token, phoneDigits }`. */
  async cancel(ctx: Context) {
    const cancel = readRequestData(ctx, ZPatientCancelSchema, 'cancellation');
    ctx.body = { data: await getManageService(strapi).cancel(cancel, resolveClientAddress(ctx.request)) };
  },

  /** POST /api/manage-booking/reschedule — `{ token, phoneDigits, from, start }`. */
  async reschedule(ctx: Context) {
    const move = readRequestData(ctx, ZPatientRescheduleSchema, 'move');
    ctx.body = { data: await getManageService(strapi).reschedule(move, resolveClientAddress(ctx.request)) };
  },
});
