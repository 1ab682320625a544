import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { resolvePrivateUploadsDir } from './card-images';

/**
 * Card images are stored before the booking's transaction commits; when it then fails (a crash, a
 * place taken at the last moment), the picture has no appointment. This sweep deletes such files once
 * they are older than any booking could take, so no patient's card outlives a failed booking.
 */
export const sweepOrphanCardImages = async (strapi: Core.Strapi, minAgeMs: number, now = Date.now()) => {
  const directory = resolvePrivateUploadsDir();
  const names = await readdir(directory).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const rows = (await strapi.db.query('api::appointment.appointment').findMany({
    where: { $or: [{ cardFrontFile: { $notNull: true } }, { cardBackFile: { $notNull: true } }] },
    select: ['cardFrontFile', 'cardBackFile'],
  })) as { cardFrontFile: string | null; cardBackFile: string | null }[];
  const referenced = new Set(rows.flatMap((row) => [row.cardFrontFile, row.cardBackFile]));

  let removed = 0;
  for (const name of names) {
    if (referenced.has(name)) continue;
    const filepath = path.join(directory, name);
    const { mtimeMs } = await stat(filepath);
    if (now - mtimeMs < minAgeMs) continue;
    await rm(filepath, { force: true });
    removed += 1;
  }
  return removed;
};

/** Runs the sweep on a timer; a failure (the database briefly away) is logged and retried next time. */
export const startOrphanSweep = (strapi: Core.Strapi) => {
  const intervalMs = Number(process.env.ORPHAN_SWEEP_INTERVAL_MS ?? 60 * 60 * 1000);
  const minAgeMs = Number(process.env.ORPHAN_MIN_AGE_MS ?? 60 * 60 * 1000);
  const timer = setInterval(() => {
    sweepOrphanCardImages(strapi, minAgeMs)
      .then((removed) => {
        if (removed > 0) strapi.log.info(`Removed ${removed} card image(s) without an appointment`);
      })
      .catch((error: unknown) => strapi.log.error(`Card image sweep failed: ${String(error)}`));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
