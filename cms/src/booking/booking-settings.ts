import { readCmsEnvironment } from '../environment';

/** How far ahead patients may book, read from .env so a clinic can tune them without a release. */
export const readBookingSettings = () => {
  const env = readCmsEnvironment();
  return { leadMinutes: env.BOOKING_LEAD_MINUTES, horizonDays: env.BOOKING_HORIZON_DAYS };
};
