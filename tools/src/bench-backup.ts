// Backup and restore times for `npm run bench`: `npm run backup` on a running test CMS, then
// `npm run restore` (with its retention run) into a fresh folder, as an operator runs them.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './env';
import { type TestCms, testCmsEnv } from './cms-test-server';
import { toolCommandArgs } from './processes';

const timeCommand = (command: string, args: string[], env: NodeJS.ProcessEnv) => {
  const started = performance.now();
  execFileSync(process.execPath, toolCommandArgs(command, args), {
    cwd: ROOT,
    env: testCmsEnv(env),
    stdio: 'pipe',
  });
  return (performance.now() - started) / 1000;
};

/** Backs up `cms` (a startTestCms server) and restores it into a new folder; SQLite only. */
export const benchBackup = (cms: TestCms, label: string) => {
  const work = mkdtempSync(path.join(tmpdir(), 'clinic-bench-backup-'));
  try {
    const common = {
      BACKUP_KEY: randomBytes(32).toString('base64url'),
      BACKUP_DIR: path.join(work, 'backups'),
      PORT: '9',
    };
    const backupSeconds = timeCommand('backup', [], {
      ...common,
      DATABASE_FILENAME: cms.databaseFile,
      CMS_PUBLIC_DIR: cms.publicDir,
      PRIVATE_UPLOADS_DIR: cms.privateUploadsDir,
    });
    const [archive] = readdirSync(common.BACKUP_DIR);
    if (archive === undefined) throw new Error(`npm run backup wrote no archive into ${common.BACKUP_DIR}`);
    const archiveFile = path.join(common.BACKUP_DIR, archive);
    const restoreSeconds = timeCommand('restore', [archiveFile], {
      ...common,
      DATABASE_FILENAME: path.join(work, 'restored', 'data.db'),
      CMS_PUBLIC_DIR: path.join(work, 'restored', 'public'),
      PRIVATE_UPLOADS_DIR: path.join(work, 'restored', 'private-uploads'),
    });
    return {
      label,
      backupSeconds,
      restoreSeconds,
      databaseBytes: statSync(cms.databaseFile).size,
      archiveBytes: statSync(archiveFile).size,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

export type BackupBench = ReturnType<typeof benchBackup>;

export const printBackupBench = (rows: BackupBench[]) => {
  console.info('\nBackup and restore (SQLite; the restore includes its retention run, a CMS boot)');
  console.info(
    `${'data'.padEnd(28)} ${'database MB'.padStart(12)} ${'archive MB'.padStart(11)} ${'backup s'.padStart(9)} ${'restore s'.padStart(10)}`,
  );
  for (const row of rows) {
    console.info(
      `${row.label.padEnd(28)} ${(row.databaseBytes / 1e6).toFixed(1).padStart(12)} ${(row.archiveBytes / 1e6).toFixed(1).padStart(11)} ${row.backupSeconds.toFixed(1).padStart(9)} ${row.restoreSeconds.toFixed(1).padStart(10)}`,
    );
  }
};
