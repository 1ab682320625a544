import type { Core } from '@strapi/strapi';
import { CHANGING_DOCUMENT_ACTIONS, type DocumentMiddleware } from '../utils/document-actions';
import { SETUP_REVISION_TABLE } from './table-names';

/**
 * What availability and booking read besides the bookings: the published doctors and branches (who
 * works where, their names), the doctors' hours, closures and fees. Editors change them a few times a
 * day; patients read them on every availability request and booking, each time through several
 * queries of Strapi's query engine. So each CMS process keeps what it read, for as long as nothing of it has changed.
 *
 * Exact, whatever the number of processes: every change to these types counts up one shared number
 * in the database (the revision), before the change and again once it is made; every cached read
 * first reads that number (one primary-key lookup, once per request) and reads afresh when it moved. A reader that saw
 * the first count and then read the old data keeps it under a number the second count makes stale.
 * Bookings and cancellations are never cached: seats and the doctor's time are read on each request.
 */
const SETUP_TYPES: ReadonlySet<string> = new Set([
  'api::doctor.doctor',
  'api::branch.branch',
  'api::doctor-schedule.doctor-schedule',
  'api::schedule-exception.schedule-exception',
  'api::consultation-fee.consultation-fee',
]);

/** Many doctors times a few ranges each; beyond this the cache starts over. */
const MAX_ENTRIES = 2_000;

/**
 * Where a request keeps the revision it read: an availability answer or a booking reads the setup in
 * several parts (the doctor at the branch, the hours, the places), and each part would otherwise read
 * the revision again. One request sees the setup of one revision, as of its first read.
 */
const REQUEST_REVISION = Symbol('setup revision');

type RequestState = { [REQUEST_REVISION]?: Promise<number> };

/** The state of the HTTP request under way, if the caller is serving one (not a scheduled job). */
const requestState = (strapi: Core.Strapi) => strapi.requestContext.get()?.state as RequestState | undefined;

/** In a transaction when one is open (it may hold SQLite's one connection), else on its own. */
const countChange = async (strapi: Core.Strapi) => {
  await strapi.db.transaction(({ trx }) => trx(SETUP_REVISION_TABLE).where({ id: 1 }).increment('revision', 1));
  // A request that changes the setup reads it afresh afterwards.
  const state = requestState(strapi);
  if (state) delete state[REQUEST_REVISION];
};

const readRevisionRow = async (strapi: Core.Strapi) => {
  const row = (await strapi.db.connection(SETUP_REVISION_TABLE).where({ id: 1 }).first('revision')) as
    | { revision: number | string }
    | undefined;
  return Number(row?.revision ?? 0);
};

/**
 * The booking setup's revision: it moves with every change to the doctors, branches, hours, closures
 * and fees. Read once per request (see REQUEST_REVISION), and on every call outside one.
 */
export const readSetupRevision = (strapi: Core.Strapi) => {
  const state = requestState(strapi);
  if (!state) return readRevisionRow(strapi);
  const kept = state[REQUEST_REVISION];
  if (kept) return kept;
  const reading = readRevisionRow(strapi);
  state[REQUEST_REVISION] = reading;
  reading.catch(() => {
    if (state[REQUEST_REVISION] === reading) delete state[REQUEST_REVISION];
  });
  return reading;
};

/** Counts every change to the booking setup, before and after it, whoever makes it (admin panel, REST, scripts). */
export const setupRevisionCounter = (strapi: Core.Strapi): DocumentMiddleware => {
  return async (context, next) => {
    if (!SETUP_TYPES.has(context.uid) || !CHANGING_DOCUMENT_ACTIONS.has(context.action)) return next();
    await countChange(strapi);
    const result = await next();
    await countChange(strapi);
    return result;
  };
};

type Generation = { revision: number; entries: Map<string, Promise<unknown>> };

const generations = new WeakMap<Core.Strapi, Generation>();

/**
 * `load()`'s result for `key`, read once per revision of the booking setup and shared by the requests
 * that ask at the same time. Inside a transaction it always reads afresh: the transaction may have
 * changed the setup itself (the hours-change guard reads the hours as it is saving them). A failed
 * read is not kept. Callers must not change what they are given.
 */
export const readCachedSetup = async <Value>(
  strapi: Core.Strapi,
  key: string,
  load: () => Promise<Value>,
): Promise<Value> => {
  if (strapi.db.inTransaction()) return load();
  const revision = await readSetupRevision(strapi);
  let generation = generations.get(strapi);
  if (!generation || generation.revision < revision || generation.entries.size >= MAX_ENTRIES) {
    generation = { revision, entries: new Map() };
    generations.set(strapi, generation);
  }
  // A request that read the revision before another saw a newer one reads without keeping.
  if (generation.revision !== revision) return load();
  const kept = generation.entries.get(key) as Promise<Value> | undefined;
  if (kept) return kept;
  const loading = load();
  const entries = generation.entries;
  entries.set(key, loading);
  loading.catch(() => entries.delete(key));
  return loading;
};
