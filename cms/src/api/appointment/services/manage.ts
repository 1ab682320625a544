import type { Core } from '@strapi/strapi';
import { createBookingManagement } from '../../../booking/manage-booking';

/** The patient's side of a booking through its manage link (cms/src/booking/manage-booking.ts), for the manage routes. */
const createManageService = ({ strapi }: { strapi: Core.Strapi }) => createBookingManagement(strapi);

export type ManageService = ReturnType<typeof createManageService>;

export const getManageService = (strapi: Core.Strapi) =>
  strapi.service('api::appointment.manage') as unknown as ManageService;

export default createManageService;
