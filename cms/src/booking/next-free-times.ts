import { DEFAULT_LOCALE, findNextOpenings, toCairoDate, toIsoWithCairoOffset } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { getAvailabilityService } from '../api/availability/services/availability';
import { countSeatChanges } from './seat-changes';
import { readCachedSetup, readSetupRevision } from './setup-cache';

/** How far ahead a doctor's next free time is looked for: the booking's own horizon. */
const HORIZON_DAYS = 14;
/** The longest a list of next free times is kept, whatever happens. */
const MAX_AGE_MS = 60_000;

/** One doctor's soonest open time at one of their branches. */
type NextFreeTime = { doctor: string; branch: string; start: string; end: string; mode: string };

type Kept = { seats: number; revision: number; madeAt: number; times: Promise<NextFreeTime[]> };
type Moment = { seats: number; revision: number; now: Date };

/** A kept list serves while no seat or setup change came after it and it is younger than a minute. */
export const isKeptListFresh = (kept: Omit<Kept, 'times'>, { seats, revision, now }: Moment) =>
  kept.seats === seats && kept.revision === revision && now.getTime() - kept.madeAt < MAX_AGE_MS;

const keptLists = new WeakMap<Core.Strapi, Kept>();

type DoctorPlaces = { documentId: string; branches?: { documentId: string }[] }[];

/** Every published doctor with their branches: who works where is a fact, read in the default language. */
const readDoctorPlaces = (strapi: Core.Strapi) =>
  readCachedSetup(strapi, 'doctor places', async () => {
    const doctors = (await strapi.documents('api::doctor.doctor').findMany({
      locale: DEFAULT_LOCALE,
      status: 'published',
      fields: ['documentId'],
      populate: { branches: { fields: ['documentId'] } },
    })) as DoctorPlaces;
    return doctors.flatMap((doctor) =>
      (doctor.branches ?? []).map((branch) => ({ doctor: doctor.documentId, branch: branch.documentId })),
    );
  });

const computeNextFreeTimes = async (strapi: Core.Strapi, now: Date) => {
  const availability = getAvailabilityService(strapi);
  const from = toCairoDate(now);
  const times: NextFreeTime[] = [];
  for (const place of await readDoctorPlaces(strapi)) {
    const days = await availability.findDoctorAvailability({ ...place, from, days: HORIZON_DAYS, now });
    const [next] = findNextOpenings(days, 1);
    if (next) {
      times.push({
        ...place,
        start: toIsoWithCairoOffset(next.start),
        end: toIsoWithCairoOffset(next.end),
        mode: next.mode,
      });
    }
  }
  return times;
};

/**
 * Each published doctor's next free time at each of their branches, for the doctors list: one answer
 * for all, made at most once a minute and made again at once after any booking, cancellation or move
 * in this process, or any change to the doctors' hours, branches or closures (the setup revision).
 * Requests that ask while it is being made share it.
 */
export const findNextFreeTimes = async (strapi: Core.Strapi, now = new Date()) => {
  const seats = countSeatChanges();
  const revision = await readSetupRevision(strapi);
  const kept = keptLists.get(strapi);
  if (kept && isKeptListFresh(kept, { seats, revision, now })) return { madeAt: kept.madeAt, times: await kept.times };
  const times = computeNextFreeTimes(strapi, now);
  const made: Kept = { seats, revision, madeAt: now.getTime(), times };
  keptLists.set(strapi, made);
  times.catch(() => {
    if (keptLists.get(strapi) === made) keptLists.delete(strapi);
  });
  return { madeAt: made.madeAt, times: await times };
};
