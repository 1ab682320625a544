import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { startScheduledJob } from '../operations/scheduled-jobs';
import { pruneDoctorTime } from './doctor-time';
import { resolveIncomingUploadsDir, resolvePrivateUploadsDir } from './private-folders';
import { pruneIdempotencyKeys } from './seats';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The plain files of a folder older than `minAgeMs` (none when the folder does not exist yet). */
const listFilesOlderThan = async (directory: string, minAgeMs: number, now: number) => {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const old: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const { mtimeMs } = await stat(path.join(directory, entry.name));
    if (now - mtimeMs >= minAgeMs) old.push(entry.name);
  }
  return old;
};

/**
 * Card images are stored before the booking's transaction commits; when it then fails (a crash, a
 * place taken at the last moment), the picture has no appointment. A crash while a request is read
 * also leaves its upload in the incoming folder. This sweep deletes both once they are older than any
 * booking could take, so no patient's card outlives a failed booking.
 */
const sweepOrphanCardImages = async (strapi: Core.Strapi, minAgeMs: number, now = Date.now()) => {
  const directory = resolvePrivateUploadsDir();
  const incoming = resolveIncomingUploadsDir();
  const staleUploads = await listFilesOlderThan(incoming, minAgeMs, now);
  await Promise.all(staleUploads.map((name) => rm(path.join(incoming, name), { force: true })));

  const candidates = await listFilesOlderThan(directory, minAgeMs, now);
  if (candidates.length === 0) return staleUploads.length;
  const rows = (await strapi.db.query('api::appointment.appointment').findMany({
    where: { $or: [{ cardFrontFile: { $in: candidates } }, { cardBackFile: { $in: candidates } }] },
    select: ['cardFrontFile', 'cardBackFile'],
  })) as { cardFrontFile: string | null; cardBackFile: string | null }[];
  const referenced = new Set(rows.flatMap((row) => [row.cardFrontFile, row.cardBackFile]));
  const orphans = candidates.filter((name) => !referenced.has(name));
  await Promise.all(orphans.map((name) => rm(path.join(directory, name), { force: true })));
  return staleUploads.length + orphans.length;
};

/**
 * Sweeps once at start (what a crash left behind) and then on a timer, as a scheduled job (its runs
 * recorded, a failure reported). The doctors' time claims of days gone by, and the Idempotency-Keys
 * older than a day, go with it.
 */
export const startOrphanSweep = async (strapi: Core.Strapi) => {
  const intervalMs = Number(process.env.ORPHAN_SWEEP_INTERVAL_MS ?? 60 * 60 * 1000);
  const minAgeMs = Number(process.env.ORPHAN_MIN_AGE_MS ?? 60 * 60 * 1000);
  await mkdir(resolveIncomingUploadsDir(), { recursive: true, mode: 0o700 });
  return startScheduledJob(strapi, {
    name: 'card-image-sweep',
    periodMs: intervalMs,
    firstRunDelayMs: 0,
    run: async () => {
      const removed = await sweepOrphanCardImages(strapi, minAgeMs);
      if (removed > 0) strapi.log.info(`Removed ${removed} card image(s) without an appointment`);
      const dayAgo = new Date(Date.now() - DAY_MS);
      await pruneDoctorTime(strapi, dayAgo);
      await pruneIdempotencyKeys(strapi, dayAgo);
    },
  });
};
