// `npm run backup` and `npm run restore`: one encrypted archive holds the database (a consistent
// online copy), the public uploads and the patients' card images, with a manifest of row counts and
// checksums that the restore checks before and after it writes anything. This file holds the
// settings, the installation, and the archive's creation, pruning, opening and restoring;
// backup-database.ts copies, counts and restores the SQLite or PostgreSQL database.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError, decryptFile, encryptFile, readBackupKey } from './backup-archive';
import { connectPostgres, copyDatabase, listPostgresTables, readDatabase, restoreDatabase } from './backup-database';
import type { InstallationDatabase, RowCounts } from './backup-database';
import { ROOT } from './env';

const CMS_DIR = path.join(ROOT, 'cms');
const runFile = promisify(execFile);

const FORMAT = 'nile-ent-backup';
const FORMAT_VERSION = 1;
const ARCHIVE_NAME = /^clinic-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.nilebak$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_RETENTION_DAYS = 30;
/** The private folder's part that holds half-received uploads: never worth keeping. */
const INCOMING = '.incoming';

type Installation = {
  database: InstallationDatabase;
  folders: { name: string; path: string; mode: number }[];
  cmsAddress: string;
};
type ArchivedFile = { path: string; bytes: number; sha256: string };
/** The archive's manifest.json. */
export type BackupManifest = {
  format: string;
  version: number;
  createdAt: string;
  database: { client: InstallationDatabase['client']; schema?: string; file: string; tables: RowCounts };
  files: ArchivedFile[];
};
export type BackupSettings = { directory: string; retentionDays: number };

/** Where the backups go and how long they are kept (the privacy policy states the period). */
export const readBackupSettings = (env: NodeJS.ProcessEnv): BackupSettings => {
  const retention = env.BACKUP_RETENTION_DAYS?.trim() || String(DEFAULT_RETENTION_DAYS);
  if (!/^\d+$/.test(retention) || Number(retention) < 1 || Number(retention) > 3650) {
    throw new BackupError(
      `BACKUP_RETENTION_DAYS must be a whole number of days from 1 to 3650 (it is "${retention}").`,
    );
  }
  return {
    directory: path.resolve(ROOT, env.BACKUP_DIR?.trim() || 'backups'),
    retentionDays: Number(retention),
  };
};

/** What one installation keeps, resolved as the CMS resolves it (relative paths from cms/). */
const readInstallation = (env: NodeJS.ProcessEnv): Installation => {
  const publicDir = path.resolve(CMS_DIR, env.CMS_PUBLIC_DIR?.trim() || 'public');
  return {
    database: readDatabase(env),
    folders: [
      { name: 'uploads', path: path.join(publicDir, 'uploads'), mode: 0o755 },
      // Patients' card images: readable by the CMS's user only, as the CMS creates the folder.
      {
        name: 'private-uploads',
        path: path.resolve(CMS_DIR, env.PRIVATE_UPLOADS_DIR?.trim() || 'private-uploads'),
        mode: 0o700,
      },
    ],
    cmsAddress: `http://${['0.0.0.0', '::', ''].includes(env.HOST ?? '') ? '127.0.0.1' : env.HOST}:${env.PORT || 1337}`,
  };
};

const sha256Of = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });

/** Every plain file under `directory`, as paths relative to it, in a stable order. */
const listFiles = async (directory: string, prefix = ''): Promise<string[]> => {
  const entries = await readdir(path.join(directory, prefix), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(directory, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
};

const describeFiles = async (stagingDir: string) => {
  const files: ArchivedFile[] = [];
  for (const file of await listFiles(stagingDir)) {
    if (file === 'manifest.json') continue;
    const full = path.join(stagingDir, file);
    files.push({ path: file, bytes: (await stat(full)).size, sha256: await sha256Of(full) });
  }
  return files;
};

const timestampOf = (date: Date) => date.toISOString().slice(0, 19).replaceAll(':', '-');

const databaseFileName = (client: InstallationDatabase['client']) =>
  client === 'postgres' ? 'database/clinic.pgdump' : 'database/clinic.sqlite';

/** A private working folder beside the archives (same disk, never world-readable). */
const makeWorkDir = async (parent: string) => {
  await mkdir(parent, { recursive: true, mode: 0o700 });
  return mkdtemp(path.join(parent, '.work-'));
};

const tar = (args: string[]) => runFile('tar', args, { maxBuffer: 16 * 1024 * 1024 });

/**
 * Writes one archive of the installation `env` describes and prunes the archives older than the
 * retention period. Returns the archive's path, its manifest and what was pruned.
 */
export const createBackup = async (env: NodeJS.ProcessEnv, { now = new Date() }: { now?: Date } = {}) => {
  const backupKey = readBackupKey(env);
  const settings = readBackupSettings(env);
  const installation = readInstallation(env);
  const workDir = await makeWorkDir(settings.directory);
  try {
    const staging = path.join(workDir, 'archive');
    await mkdir(path.join(staging, 'database'), { recursive: true });
    const databaseFile = path.join(staging, databaseFileName(installation.database.client));
    const tables = await copyDatabase(installation.database, databaseFile);
    // After the database: every file a committed row names was written before its row.
    for (const folder of installation.folders) {
      await cp(folder.path, path.join(staging, folder.name), {
        recursive: true,
        preserveTimestamps: true,
        filter: (source) => path.basename(source) !== INCOMING,
      }).catch((error) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: {
        client: installation.database.client,
        ...(installation.database.client === 'postgres' ? { schema: installation.database.schema } : {}),
        file: databaseFileName(installation.database.client),
        tables,
      },
      files: await describeFiles(staging),
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const plainArchive = path.join(workDir, 'archive.tar.gz');
    await tar(['-C', staging, '-czf', plainArchive, '.']);
    const archive = path.join(settings.directory, `clinic-backup-${timestampOf(now)}Z.nilebak`);
    await encryptFile(plainArchive, `${archive}.partial`, backupKey);
    await rename(`${archive}.partial`, archive);
    const pruned = await pruneBackups(settings, now);
    return { archive, manifest, pruned };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
};

/** The date an archive was made, from its name; null for a file that is not one of ours. */
export const archiveDate = (name: string) => {
  const match = ARCHIVE_NAME.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
};

/** Deletes the archives made more than `retentionDays` ago; other files in the folder are left alone. */
export const pruneBackups = async ({ directory, retentionDays }: BackupSettings, now = new Date()) => {
  const pruned: string[] = [];
  for (const name of await readdir(directory).catch(() => [])) {
    const madeAt = archiveDate(name);
    if (madeAt && now.getTime() - madeAt.getTime() > retentionDays * DAY_MS) {
      await rm(path.join(directory, name), { force: true });
      pruned.push(name);
    }
  }
  return pruned;
};

/** Opens an archive into `workDir` and checks it whole: its seal, then every file against the manifest. */
const openArchive = async (archive: string, backupKey: Buffer, workDir: string) => {
  if (!existsSync(archive)) throw new BackupError(`There is no file at ${archive}.`);
  const plainArchive = path.join(workDir, 'archive.tar.gz');
  await decryptFile(archive, plainArchive, backupKey);
  const staging = path.join(workDir, 'archive');
  await mkdir(staging);
  await tar(['-C', staging, '-xzf', plainArchive, '--no-same-owner']);
  await rm(plainArchive);
  const manifest: BackupManifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8'));
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new BackupError(`${archive} is a backup of another format (${manifest.format} ${manifest.version}).`);
  }
  const found = await describeFiles(staging);
  const expected = new Map(manifest.files.map((file) => [file.path, file]));
  const mismatched = [
    ...found.filter((file) => expected.get(file.path)?.sha256 !== file.sha256).map((file) => file.path),
    ...manifest.files.filter((file) => !found.some((other) => other.path === file.path)).map((file) => file.path),
  ];
  if (mismatched.length > 0) {
    throw new BackupError(`${archive} does not match its manifest (${mismatched.slice(0, 3).join(', ')}).`);
  }
  return { staging, manifest };
};

/** Whether a CMS answers at the installation's address: a running CMS would write over the restore. */
const isCmsRunning = async (address: string) => {
  try {
    await fetch(`${address}/_health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
};

const hasFiles = async (directory: string) =>
  (await listFiles(directory)).some((file) => !file.startsWith(`${INCOMING}/`));

/** What the installation already holds, in words, or [] when it is empty. */
const describeExistingData = async (installation: Installation) => {
  const existing: string[] = [];
  const { database } = installation;
  if (database.client === 'sqlite') {
    if (existsSync(database.file) && (await stat(database.file)).size > 0) existing.push(database.file);
  } else {
    const client = await connectPostgres(database);
    try {
      const tables = await listPostgresTables(client, database.schema);
      if (tables.length > 0) existing.push(`${tables.length} tables in ${database.database}.${database.schema}`);
    } finally {
      await client.end();
    }
  }
  for (const folder of installation.folders) {
    if (await hasFiles(folder.path)) existing.push(folder.path);
  }
  return existing;
};

/**
 * Restores `archive` into the stopped installation `env` describes. Refuses, changing nothing, when
 * the archive is not sound (wrong key, changed, cut short), when the CMS is running, or when the
 * installation holds data and `force` is not given. Returns the manifest.
 */
export const restoreBackup = async (
  archive: string,
  env: NodeJS.ProcessEnv,
  { force = false }: { force?: boolean } = {},
) => {
  const backupKey = readBackupKey(env);
  const installation = readInstallation(env);
  const workDir = await mkdtemp(path.join(tmpdir(), 'clinic-restore-'));
  try {
    const { staging, manifest } = await openArchive(path.resolve(archive), backupKey, workDir);
    if (manifest.database.client !== installation.database.client) {
      throw new BackupError(
        `The backup is of a ${manifest.database.client} database; this installation uses ${installation.database.client} (DATABASE_CLIENT).`,
      );
    }
    if (await isCmsRunning(installation.cmsAddress)) {
      throw new BackupError(`A CMS answers at ${installation.cmsAddress}: stop it before restoring.`);
    }
    const existing = await describeExistingData(installation);
    if (existing.length > 0 && !force) {
      throw new BackupError(
        `This installation already holds data (${existing.join(', ')}). Run the restore again with --force to replace it.`,
      );
    }
    const source = path.join(staging, manifest.database.file);
    await restoreDatabase(installation.database, source, manifest, workDir);
    for (const folder of installation.folders) {
      await rm(folder.path, { recursive: true, force: true });
      await mkdir(path.dirname(folder.path), { recursive: true });
      const restored = path.join(staging, folder.name);
      if (existsSync(restored)) await cp(restored, folder.path, { recursive: true, preserveTimestamps: true });
      else await mkdir(folder.path, { recursive: true });
      await chmod(folder.path, folder.mode);
    }
    return manifest;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
};
