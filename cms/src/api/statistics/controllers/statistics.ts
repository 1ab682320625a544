import { ZStatisticsQuerySchema, resolveStatisticsRange, toCairoDate } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type SignedInStaff, readStaffScope } from '../../../staff/staff-scope';
import { readRequestQuery } from '../../../utils/validation-details';
import { getStatisticsService } from '../services/statistics';

type Context = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/staff/statistics?from&to&branch&doctor&locale — the figures of a range (ZStatisticsQuerySchema). */
  async find(ctx: Context) {
    const query = readRequestQuery(ctx, ZStatisticsQuerySchema, 'statistics query');
    const scope = await readStaffScope(strapi, ctx.state.user as SignedInStaff);
    const range = resolveStatisticsRange(query, toCairoDate(new Date()));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await getStatisticsService(strapi).summarize(query, scope, range) };
  },
});
