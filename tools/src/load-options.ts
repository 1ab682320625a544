// What `npm run load` (tools/src/commands/load.ts) is asked for: its flags (`--rate R`, `--capacity`,
// `--cluster`, `--profile`, `--trace`) and its LOAD_* settings.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readToolsEnv } from './env';

/** The one address all the load comes from must not meet the per-visitor limits. */
export const UNLIMITED = '1000000';

const optionValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};

/** The run's settings and flags, read once as it starts; a `--rate` that is not above 0 throws. */
export const readLoadOptions = () => {
  const settings = readToolsEnv();
  const rate = optionValue('--rate') === undefined ? undefined : Number(optionValue('--rate'));
  if (rate !== undefined && !(rate > 0)) throw new Error('--rate takes the requests a second, e.g. --rate 100');
  return {
    durationMs: settings.LOAD_SECONDS * 1000,
    connections: settings.LOAD_CONNECTIONS,
    maxRequests: settings.LOAD_MAX_REQUESTS,
    /** Slots made bookable for the run; when they are all taken the mix goes on without bookings. */
    maxBookings: settings.LOAD_MAX_BOOKINGS,
    /** The open loop's arrival rate (`--rate R`), and the capacity search's steps and bound. */
    rate,
    isCapacity: process.argv.includes('--capacity'),
    startRate: settings.LOAD_START_RATE,
    stepMs: settings.LOAD_STEP_SECONDS * 1000,
    capacityBudgetMs: settings.LOAD_CAPACITY_MINUTES * 60_000,
    isCluster: process.argv.includes('--cluster'),
    /** The arrivals' random source, printed so that a run can be repeated. */
    seed: settings.LOAD_SEED ?? Math.floor(Math.random() * 2 ** 31),
    profileDir: process.argv.includes('--profile') ? mkdtempSync(path.join(tmpdir(), 'clinic-load-profile-')) : null,
    traceFile: process.argv.includes('--trace')
      ? path.join(mkdtempSync(path.join(tmpdir(), 'clinic-load-trace-')), 'mix.csv')
      : null,
  };
};

export type LoadRunOptions = ReturnType<typeof readLoadOptions>;
