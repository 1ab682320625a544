import { ZAvailabilityQuerySchema, toCairoDate, toIsoWithCairoOffset } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findDoctorAtBranch } from '../../../booking/doctor-at-branch';
import { toValidationDetails } from '../../../utils/validation-details';
import { getAvailabilityService } from '../services/availability';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Parameters<Core.MiddlewareHandler>[0]) {
    const parsed = ZAvailabilityQuerySchema.safeParse(ctx.query);
    if (!parsed.success) {
      throw new errors.ValidationError('Invalid availability query', toValidationDetails(parsed.error));
    }
    const { doctor, branch, days } = parsed.data;
    await findDoctorAtBranch(strapi, doctor, branch);
    const from = parsed.data.from ?? toCairoDate(new Date());
    const availability = await getAvailabilityService(strapi).findDoctorAvailability({ doctor, branch, from, days });

    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: {
        doctor,
        branch,
        timeZone: 'Africa/Cairo',
        days: availability.map((day) => ({
          date: day.date,
          weekday: day.weekday,
          openings: day.openings.map((opening) => ({
            start: toIsoWithCairoOffset(opening.start),
            end: toIsoWithCairoOffset(opening.end),
            mode: opening.mode,
            capacity: opening.capacity,
            remaining: opening.remaining,
            status: opening.status,
          })),
        })),
      },
    };
  },
});
