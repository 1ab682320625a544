import { BOOKING_LIMITS } from '@clinic/domain';

/** How far ahead patients may book, read from .env so a clinic can tune them without a release. */
export const readBookingSettings = () => ({
  leadMinutes: Number(process.env.BOOKING_LEAD_MINUTES ?? BOOKING_LIMITS.defaultLeadMinutes),
  horizonDays: Number(process.env.BOOKING_HORIZON_DAYS ?? BOOKING_LIMITS.defaultHorizonDays),
});
