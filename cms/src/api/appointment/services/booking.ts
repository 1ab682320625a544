import type { TStaffBooking } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { type PatientBookingInput, createPatientBooking } from '../../../booking/patient-booking';
import { createStaffBooking } from '../../../front-desk/staff-booking';

/** The two ways a visit is booked (cms/src/booking, cms/src/front-desk) as the booking routes' controllers call them. */
const createBookingService = ({ strapi }: { strapi: Core.Strapi }) => ({
  createBooking: (input: PatientBookingInput) => createPatientBooking(strapi, input),
  createStaffBooking: (request: TStaffBooking, recordedBy: string, now = new Date()) =>
    createStaffBooking(strapi, request, recordedBy, now),
});

export type BookingService = ReturnType<typeof createBookingService>;

export const getBookingService = (strapi: Core.Strapi) =>
  strapi.service('api::appointment.booking') as unknown as BookingService;

export default createBookingService;
