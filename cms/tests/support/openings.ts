import { expect } from 'vitest';
import type { Place } from './booking';

/** A time a patient can book, as the public availability API lists it, and whether it is still open. */
type Opening = { start: string; end: string; status: string };

/** The public booking page's days from `from` for `place`, each with the openings a patient sees. */
export const readOpenings = async (cmsUrl: string, place: Place, from: string, days = 1) => {
  const response = await fetch(
    `${cmsUrl}/api/availability?doctor=${place.doctor}&branch=${place.branch}&from=${from}&days=${days}`,
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { days: { date: string; openings: Opening[] }[] } };
  return data.days;
};
