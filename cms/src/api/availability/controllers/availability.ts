import {
  CAIRO_TIME_ZONE,
  type TAvailabilityAnswer,
  type TNextFreeTimesAnswer,
  type TWeeklyHoursAnswer,
  ZAvailabilityQuerySchema,
  ZDocumentIdSchema,
  toCairoDate,
} from '@clinic/domain';
import { z } from 'zod';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { describeOpening } from '../../../booking/availability';
import { findDoctorAtBranch } from '../../../booking/doctor-at-branch';
import { findNextFreeTimes } from '../../../booking/next-free-times';
import { findWeeklyHours } from '../../../booking/weekly-hours';
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

    const answer: TAvailabilityAnswer = {
      doctor,
      branch,
      timeZone: CAIRO_TIME_ZONE,
      days: availability.map((day) => ({
        date: day.date,
        weekday: day.weekday,
        openings: day.openings.map((opening) => ({ ...describeOpening(opening), remaining: opening.remaining })),
      })),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: answer };
  },

  /** Every published doctor's next free time at each branch, in one answer (see next-free-times.ts). */
  async nextFreeTimes(ctx: Parameters<Core.MiddlewareHandler>[0]) {
    const { madeAt, times } = await findNextFreeTimes(strapi);
    ctx.set('Cache-Control', 'no-store');
    const answer: TNextFreeTimesAnswer = { madeAt: new Date(madeAt).toISOString(), times };
    ctx.body = { data: answer };
  },

  /** A doctor's hours in force this week at each of their branches, the doctor by document id or public id (see weekly-hours.ts). */
  async weeklyHours(ctx: Parameters<Core.MiddlewareHandler>[0]) {
    const parsed = z.object({ doctor: ZDocumentIdSchema }).safeParse(ctx.query);
    if (!parsed.success) {
      throw new errors.ValidationError('Invalid weekly hours query', toValidationDetails(parsed.error));
    }
    const { doctor, hours } = await findWeeklyHours(strapi, parsed.data.doctor);
    const answer: TWeeklyHoursAnswer = { doctor, timeZone: CAIRO_TIME_ZONE, hours };
    ctx.body = { data: answer };
  },
});
