import { BOOKING_LIMITS, ZIsoDateSchema, toCairoDate, toIsoWithCairoOffset } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import { findDoctorAtBranch } from '../../../booking/doctor-at-branch';
import { toValidationDetails } from '../../../utils/validation-details';
import { getAvailabilityService } from '../services/availability';

const ZDocumentIdSchema = z.string().regex(/^[a-z0-9]{1,64}$/, { error: 'validation.invalidChoice' });

const ZAvailabilityQuerySchema = z.object({
  doctor: ZDocumentIdSchema,
  branch: ZDocumentIdSchema,
  from: ZIsoDateSchema.optional(),
  days: z.coerce
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.invalidType' })
    .min(1, { error: 'validation.tooShort' })
    .max(BOOKING_LIMITS.maxDays, { error: 'validation.tooLong' })
    .default(7),
});

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
