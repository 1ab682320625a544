import {
  DEFAULT_LOCALE,
  type TNextFreeTimesAnswer,
  findNextOpenings,
  toCairoDate,
  toIsoWithCairoOffset,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findDoctorAvailability } from './availability';
import { countSeatChanges } from './seat-changes';
import { readCachedSetup, readSetupRevision } from './setup-cache';

/** How far ahead a doctor's next free time is looked for: the booking's own horizon. */
const HORIZON_DAYS = 14;
/** The longest a list of next free times is kept, whatever happens. */
const MAX_AGE_MS = 60_000;

/** One doctor's soonest open time at one of their branches. */
type NextFreeTime = TNextFreeTimesAnswer['times'][number];

type Kept = { seats: number; revision: number; madeAt: number; times: Promise<NextFreeTime[]> };
type Moment = { seats: number; revision: number; now: Date };

/** A doctor's kept times serve while no change to their seats or the setup came after them, for a minute at most. */
export const isKeptTimeFresh = (kept: Omit<Kept, 'times'>, { seats, revision, now }: Moment) =>
  kept.seats === seats && kept.revision === revision && now.getTime() - kept.madeAt < MAX_AGE_MS;

/** Per CMS, each doctor's next free times at their branches, by the doctor's document id. */
const keptTimes = new WeakMap<Core.Strapi, Map<string, Kept>>();

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
    return doctors.map((doctor) => ({
      doctor: doctor.documentId,
      branches: (doctor.branches ?? []).map((branch) => branch.documentId),
    }));
  });

/** One doctor's soonest open time at each of their branches. */
const computeDoctorTimes = async (strapi: Core.Strapi, doctor: string, branches: string[], now: Date) => {
  const from = toCairoDate(now);
  const times: NextFreeTime[] = [];
  for (const branch of branches) {
    const days = await findDoctorAvailability(strapi, { doctor, branch, from, days: HORIZON_DAYS, now });
    const [next] = findNextOpenings(days, 1);
    if (next) {
      times.push({
        doctor,
        branch,
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
 * for all, `madeAt` its oldest part. Each doctor's times are kept a minute at most, and made again at
 * once after a booking, cancellation or move of that doctor in this process, or any change to the
 * doctors' hours, branches or closures (the setup revision): a booking remakes one doctor's times,
 * not everyone's. Times remade for one answer are made one doctor after another, and requests that
 * ask meanwhile share them.
 */
export const findNextFreeTimes = async (strapi: Core.Strapi, now = new Date()) => {
  const revision = await readSetupRevision(strapi);
  const doctors = await readDoctorPlaces(strapi);
  const kept = keptTimes.get(strapi) ?? new Map<string, Kept>();
  keptTimes.set(strapi, kept);
  for (const doctor of kept.keys()) {
    if (!doctors.some((listed) => listed.doctor === doctor)) kept.delete(doctor);
  }
  let remaking: Promise<unknown> = Promise.resolve();
  const parts = doctors.map(({ doctor, branches }) => {
    const seats = countSeatChanges(doctor);
    const fresh = kept.get(doctor);
    if (fresh && isKeptTimeFresh(fresh, { seats, revision, now })) return fresh;
    const times = remaking.then(() => computeDoctorTimes(strapi, doctor, branches, now));
    remaking = times.catch(() => {});
    const made: Kept = { seats, revision, madeAt: now.getTime(), times };
    kept.set(doctor, made);
    times.catch(() => {
      if (kept.get(doctor) === made) kept.delete(doctor);
    });
    return made;
  });
  const times = (await Promise.all(parts.map((part) => part.times))).flat();
  const madeAt = parts.reduce((oldest, part) => Math.min(oldest, part.madeAt), now.getTime());
  return { madeAt, times };
};
