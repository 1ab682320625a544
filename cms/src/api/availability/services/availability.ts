import type { Core } from '@strapi/strapi';
import { type AvailabilityQuery, findDoctorAvailability } from '../../../booking/availability';

/** The patients' availability route's service: the booking's own reading of it (booking/availability.ts). */
const createAvailabilityService = ({ strapi }: { strapi: Core.Strapi }) => ({
  findDoctorAvailability: (query: AvailabilityQuery) => findDoctorAvailability(strapi, query),
});

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** Strapi's service registry is untyped; callers get the service through this typed accessor. */
export const getAvailabilityService = (strapi: Core.Strapi) =>
  strapi.service('api::availability.availability') as unknown as AvailabilityService;

export default createAvailabilityService;
