import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { findAppointments } from '../appointments/appointment-records';
import { startScheduledJob } from '../operations/scheduled-jobs';
import { cardImageStorage, listFilesOlderThan } from './card-image-storage';
import { pruneDoctorTime } from './doctor-time';
import { resolveIncomingUploadsDir } from './private-folders';
import { pruneIdempotencyKeys } from './seats';
import { readCmsEnvironment } from '../environment';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A crash while a request is read leaves its upload in this machine's incoming folder: the files
 * there older than any request could take are deleted. Each process sweeps its own machine's folder.
 */
const sweepIncomingUploads = async (minAgeMs: number, now = Date.now()) => {
  const incoming = resolveIncomingUploadsDir();
  const staleUploads = await listFilesOlderThan(incoming, minAgeMs, now);
  await Promise.all(staleUploads.map((name) => rm(path.join(incoming, name), { force: true })));
  return staleUploads.length;
};

/**
 * Card images are stored before the booking's transaction commits; when it then fails (a crash, a
 * place taken at the last moment), the picture has no appointment. This sweep deletes those once
 * they are older than any booking could take, so no patient's card outlives a failed booking.
 */
const sweepOrphanCardImages = async (strapi: Core.Strapi, minAgeMs: number, now = Date.now()) => {
  const storage = cardImageStorage();
  const candidates = await storage.listOlderThan(minAgeMs, now);
  if (candidates.length === 0) return 0;
  const rows = await findAppointments<{ cardFrontFile: string | null; cardBackFile: string | null }>(strapi, {
    where: { $or: [{ cardFrontFile: { $in: candidates } }, { cardBackFile: { $in: candidates } }] },
    select: ['cardFrontFile', 'cardBackFile'],
  });
  const referenced = new Set(rows.flatMap((row) => [row.cardFrontFile, row.cardBackFile]));
  const orphans = candidates.filter((name) => !referenced.has(name));
  await Promise.all(orphans.map((name) => storage.remove(name)));
  return orphans.length;
};

/**
 * Sweeps once at start (what a crash left behind) and then on a timer: the stored card images, the
 * doctors' time claims of days gone by and the Idempotency-Keys older than a day as a scheduled job
 * (once per period across the processes, its runs recorded, a failure reported); this machine's
 * incoming uploads in every process, on a timer of its own.
 */
export const startOrphanSweep = async (strapi: Core.Strapi) => {
  const { ORPHAN_SWEEP_INTERVAL_MS: intervalMs, ORPHAN_MIN_AGE_MS: minAgeMs } = readCmsEnvironment();
  await mkdir(resolveIncomingUploadsDir(), { recursive: true, mode: 0o700 });
  const sweepIncoming = () =>
    sweepIncomingUploads(minAgeMs).then(
      (removed) => {
        if (removed > 0) strapi.log.info(`Removed ${removed} upload(s) a request left behind`);
      },
      (error: unknown) => strapi.log.error(`The incoming uploads could not be swept: ${String(error)}`),
    );
  await sweepIncoming();
  const incomingTimer = setInterval(sweepIncoming, intervalMs);
  incomingTimer.unref();
  const stopJob = startScheduledJob(strapi, {
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
  return async () => {
    clearInterval(incomingTimer);
    await stopJob();
  };
};
