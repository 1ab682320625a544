import { expect } from 'vitest';
import type { Place } from './booking';

/** A time a patient can book, as the public availability API lists it: whether it is still open, and how many places are left. */
type Opening = { start: string; end: string; status: string; remaining: number };

/** The public booking page's days from `from` for `place`, each with the openings a patient sees. */
export const readOpenings = async (cmsUrl: string, place: Place, from: string, days = 1) => {
  const response = await fetch(
    `${cmsUrl}/api/availability?doctor=${place.doctor}&branch=${place.branch}&from=${from}&days=${days}`,
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { days: { date: string; openings: Opening[] }[] } };
  return data.days;
};

/** The opening a patient sees at `time` on `day` (see futureDay) for `place`; undefined when none starts then. */
export const readOpeningAt = async (
  cmsUrl: string,
  place: Place,
  day: { date: string; at: (time: string) => string },
  time: string,
) => (await readOpenings(cmsUrl, place, day.date))[0]?.openings.find((opening) => opening.start === day.at(time));
