import type { TDoctorRatingsAnswer } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findDoctorRatings } from '../../../reviews/doctor-ratings';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every doctor's rating from verified visits (see doctor-ratings.ts). */
  async find(ctx: Parameters<Core.MiddlewareHandler>[0]) {
    const answer: TDoctorRatingsAnswer = { ratings: await findDoctorRatings(strapi) };
    ctx.body = { data: answer };
  },
});
