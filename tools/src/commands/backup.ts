// `npm run backup`: one encrypted, timestamped archive of the database, the uploads and the card
// images (see tools/src/backup.ts), then the archives older than BACKUP_RETENTION_DAYS are deleted.
import { loadEnv } from '../env';
import { BackupError } from '../backup-archive';
import { createBackup } from '../backup';
import { formatSeconds } from '../processes';

const started = Date.now();
try {
  const { archive, manifest, pruned } = await createBackup(loadEnv());
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  console.info(`Backup written: ${archive}`);
  console.info(
    `  ${manifest.database.client} database, ${rows} rows in ${Object.keys(manifest.database.tables).length} tables; ${manifest.files.length} files, ${(bytes / 1e6).toFixed(1)} MB before compression; ${formatSeconds(Date.now() - started)}`,
  );
  if (pruned.length > 0)
    console.info(`  Deleted ${pruned.length} archive(s) past the retention period: ${pruned.join(', ')}`);
} catch (error) {
  console.error(error instanceof BackupError ? `Backup failed: ${error.message}` : error);
  process.exit(1);
}
