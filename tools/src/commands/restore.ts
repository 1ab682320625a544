// `npm run restore <archive> [--force]`: restores a backup into this stopped installation, then runs
// the retention job at once, so a restore never brings back what was due to be anonymized or deleted.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from '../backup-archive';
import { restoreBackup } from '../backup';
import { loadEnv, ROOT, readToolsEnv } from '../env';
import { formatSeconds, run } from '../processes';

const args = process.argv.slice(2);
// `npm run restore x --force` hands --force to npm, which passes it on as npm_config_force.
const force = args.includes('--force') || readToolsEnv().npm_config_force === 'true';
const archive = args.find((arg) => !arg.startsWith('--'));
if (!archive) {
  console.error('Usage: npm run restore -- <archive> [--force]');
  process.exit(1);
}

const env = loadEnv();
const cmsDir = path.join(ROOT, 'cms');
const started = Date.now();
try {
  if (!existsSync(path.join(cmsDir, 'dist', 'scripts', 'retention.js'))) {
    throw new BackupError(
      'The CMS is not built, and the retention job runs right after the restore: run `npm start` once.',
    );
  }
  const manifest = await restoreBackup(archive, env, { force });
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  console.info(
    `Restored the backup of ${manifest.createdAt}: ${rows} rows and ${manifest.files.length - 1} files, checked against its manifest (${formatSeconds(Date.now() - started)}).`,
  );
  run('node', ['dist/scripts/retention.js'], { label: 'applying the retention periods', cwd: cmsDir, env });
  console.info(`Done in ${formatSeconds(Date.now() - started)}. Start the CMS (npm start) when ready.`);
} catch (error) {
  console.error(error instanceof BackupError ? `Restore refused: ${error.message}` : error);
  process.exit(1);
}
