import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, testCmsEnv } from '@clinic/tools/cms-test-server';
import { toolCommandArgs } from '@clinic/tools/processes';
import {
  type Place,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  bookPlace,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { makePng } from './support/images';
import { type TestDatabase, databaseOf, executeSql, querySql, toSqlDateTime } from './support/sql';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DAY_MS = 24 * 60 * 60 * 1000;

type TestCms = Awaited<ReturnType<typeof startTestCms>>;
type Booked = { bookingNumber: string; answeredAt: number };
type Installation = { env: Record<string, string>; database: TestDatabase; dir: string };

/** Runs `npm run backup` or `npm run restore` as an operator would, with `env` as its whole setting. */
const runCommand = (command: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      toolCommandArgs(command, args),
      { cwd: ROOT, env: testCmsEnv(env), timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * A backup of a running CMS while patients book, restored into a fresh installation and booted there;
 * archives that are not sound are refused before anything is touched.
 */
describe('[OPERATIONS]: backups that restore', () => {
  let source: TestCms;
  let restored: TestCms | undefined;
  let place: Place;
  let archive: string;
  let installation: Installation;
  const backupEnv = { BACKUP_KEY: randomBytes(32).toString('base64url'), BACKUP_DIR: '' };
  const marker = uniqueSurname('Backup');
  const day = futureDay(14);
  const card = async () => ({ bytes: await makePng(), name: 'card.png', type: 'image/png' });
  const booked: Booked[] = [];
  const workDirs: string[] = [];
  const postgresDatabases: string[] = [];

  /** The source's settings: its database, its folders, and a port nothing listens on. */
  const sourceEnv = () => ({
    ...backupEnv,
    DATABASE_CLIENT: source.databaseClient,
    ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : { DATABASE_FILENAME: source.databaseFile }),
    CMS_PUBLIC_DIR: source.publicDir,
    PRIVATE_UPLOADS_DIR: source.privateUploadsDir,
    PORT: '9',
  });

  /** An empty installation: a folder, and on PostgreSQL an empty database of its own. */
  const emptyInstallation = async (): Promise<Installation> => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clinic-restored-'));
    workDirs.push(dir);
    let url: string | null = null;
    if (source.databaseUrl) {
      const name = `clinic_restored_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: source.databaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      postgresDatabases.push(name);
      url = Object.assign(new URL(source.databaseUrl), { pathname: `/${name}` }).toString();
    }
    const env = {
      ...backupEnv,
      DATABASE_CLIENT: source.databaseClient,
      ...(url ? { DATABASE_URL: url } : { DATABASE_FILENAME: path.join(dir, 'data.db') }),
      CMS_PUBLIC_DIR: path.join(dir, 'public'),
      PRIVATE_UPLOADS_DIR: path.join(dir, 'private-uploads'),
      PORT: '9',
    };
    return { env, dir, database: { client: source.databaseClient, file: path.join(dir, 'data.db'), url } };
  };

  /** What an installation's database holds of the bookings the test made, with the card file names. */
  const storedBookings = async (database: TestDatabase) =>
    querySql<{
      booking_number: string;
      document_id: string;
      card_front_file: string;
      card_back_file: string;
      first_name: string;
    }>(
      `SELECT booking_number, document_id, card_front_file, card_back_file, first_name FROM appointments WHERE booking_number IN (${booked.map(() => '?').join(', ')}) ORDER BY booking_number`,
      booked.map((entry) => entry.bookingNumber),
      database,
    );

  beforeAll(async () => {
    // The source keeps visits for ten years; the restore applies the default two, as a lowered period would.
    source = await startTestCms({ env: { RETENTION_ANONYMIZE_AFTER_DAYS: '3650' } });
    backupEnv.BACKUP_DIR = mkdtempSync(path.join(tmpdir(), 'clinic-backups-'));
    workDirs.push(backupEnv.BACKUP_DIR);
    place = await findSeededPlace(source.url, 4);
    await createOneDaySchedule(
      source.url,
      await createFullAccessToken(source.url),
      place,
      day,
      sessionHours('05:00', '06:00', 200),
    );
  }, 120_000);

  afterAll(async () => {
    await restored?.stop();
    await source?.stop();
    if (source?.databaseUrl && postgresDatabases.length > 0) {
      const admin = new pg.Client({ connectionString: source.databaseUrl });
      await admin.connect();
      for (const name of postgresDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
    for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a backup taken while bookings are written restores every booking committed before it, with its card images', async () => {
    let writing = true;
    const book = async (index: number) => {
      const response = await bookPlace(source.url, place, day.at('05:00'), {
        overrides: {
          patient: {
            firstName: `Patient ${String.fromCharCode(65 + (index % 26), 97 + Math.floor(index / 26))}`,
            lastName: marker,
            email: `patient${index}@example.com`,
            phone: `0101${String(index).padStart(7, '0')}`,
            age: 40,
            contractType: 'syndicate',
          },
        },
        files: { cardFront: await card(), cardBack: await card() },
      });
      if (response.status !== 201) throw new Error(`Booking ${index}: ${JSON.stringify(response.body.error)}`);
      booked.push({
        bookingNumber: String(response.body.data?.bookingNumber),
        answeredAt: Date.now(),
      });
    };
    const writer = (async () => {
      for (let index = 0; writing && index < 200; index += 1) await book(index);
    })();
    let writerFailure: unknown;
    writer.catch((error: unknown) => {
      writerFailure = error;
    });
    while (booked.length < 5 && !writerFailure) await new Promise((resolve) => setTimeout(resolve, 50));
    // A visit long past, kept by the source's ten years: the restore must anonymize it at once.
    const [oldVisit] = booked;
    const longAgo = toSqlDateTime(new Date(Date.now() - 800 * DAY_MS), databaseOf(source));
    const backdated = await executeSql(
      'UPDATE appointments SET starts_at = ?, ends_at = ? WHERE booking_number = ?',
      [longAgo, longAgo, oldVisit?.bookingNumber],
      databaseOf(source),
    );
    expect(backdated).toBe(1);

    // A folder someone loosened by hand: the restore makes it the CMS user's alone again.
    chmodSync(source.privateUploadsDir, 0o755);
    const backupStartedAt = Date.now();
    const backup = await runCommand('backup', [], sourceEnv());
    const writtenDuringBackup = booked.filter((entry) => entry.answeredAt > backupStartedAt).length;
    writing = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    const archives = readdirSync(backupEnv.BACKUP_DIR).filter((name) => name.endsWith('.nilebak'));
    expect(archives).toHaveLength(1);
    archive = path.join(backupEnv.BACKUP_DIR, String(archives[0]));
    // The archive is sealed: no patient's name can be read from its bytes.
    expect(readFileSync(archive).includes(Buffer.from(marker))).toBe(false);

    installation = await emptyInstallation();
    const restore = await runCommand('restore', [archive], installation.env);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/1 appointment\(s\) anonymized/);

    const committedBefore = booked.filter((entry) => entry.answeredAt < backupStartedAt);
    const stored = await storedBookings(installation.database);
    const storedNumbers = new Set(stored.map((row) => row.booking_number));
    for (const entry of committedBefore) expect(storedNumbers).toContain(entry.bookingNumber);
    for (const row of stored.filter((candidate) => candidate.booking_number !== oldVisit?.bookingNumber)) {
      for (const file of [row.card_front_file, row.card_back_file]) {
        expect(sha256(path.join(installation.dir, 'private-uploads', file))).toBe(
          sha256(path.join(source.privateUploadsDir, file)),
        );
      }
    }
    // The card images' folder is the CMS user's alone, whatever it was in the backup.
    expect(statSync(path.join(installation.dir, 'private-uploads')).mode & 0o077).toBe(0);
    const anonymized = stored.find((row) => row.booking_number === oldVisit?.bookingNumber);
    expect(anonymized).toMatchObject({ first_name: 'Anonymized', card_front_file: null });
    expect(committedBefore.length).toBeGreaterThanOrEqual(5);
    console.info(`backup while writing: ${committedBefore.length} before, ${writtenDuringBackup} during`);

    // The restored installation boots and serves: staff find a booking and open its card image.
    restored = await startTestCms({
      templateDir: installation.dir,
      ...(installation.database.url ? { postgresTemplate: new URL(installation.database.url).pathname.slice(1) } : {}),
    });
    const staff = await signInAsStaff(restored.url);
    const last = stored.find((row) => row.booking_number === committedBefore.at(-1)?.bookingNumber);
    const detail = await fetch(`${restored.url}/api/staff/appointments/${last?.document_id}`, { headers: staff });
    expect(detail.status).toBe(200);
    const cardImage = await fetch(`${restored.url}/api/appointments/${last?.document_id}/cards/front`, {
      headers: staff,
    });
    expect(cardImage.status).toBe(200);
    expect((await cardImage.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }, 240_000);

  it('refuses to write over an installation that holds data unless told to, and over a running CMS', async () => {
    const fingerprint = await storedBookings(installation.database);
    const refused = await runCommand('restore', [archive], installation.env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already holds data .*--force/);
    const running = await runCommand('restore', [archive, '--force'], {
      ...installation.env,
      PORT: new URL(source.url).port,
    });
    expect(running.code).toBe(1);
    expect(running.output).toMatch(/A CMS answers at .*stop it/);
    expect(await storedBookings(installation.database)).toEqual(fingerprint);

    const forced = await runCommand('restore', [archive, '--force'], installation.env);
    expect(forced.code, forced.output).toBe(0);
    expect(await storedBookings(installation.database)).toHaveLength(fingerprint.length);
  }, 120_000);

  it('refuses a changed, cut or wrong-key archive with a clear message and changes nothing', async () => {
    const fingerprint = await storedBookings(installation.database);
    const cardsBefore = readdirSync(path.join(installation.dir, 'private-uploads')).sort();
    const bytes = readFileSync(archive);
    const bad = mkdtempSync(path.join(tmpdir(), 'clinic-bad-archives-'));
    workDirs.push(bad);
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)] = (changed[Math.floor(changed.length / 2)] ?? 0) ^ 0xff;
    const cases: { name: string; bytes: Buffer; env: Record<string, string>; message: RegExp }[] = [
      { name: 'changed.nilebak', bytes: changed, env: {}, message: /has been changed or is incomplete/ },
      {
        name: 'cut.nilebak',
        bytes: bytes.subarray(0, bytes.length - 100),
        env: {},
        message: /changed or is incomplete/,
      },
      {
        name: 'wrong-key.nilebak',
        bytes,
        env: { BACKUP_KEY: randomBytes(32).toString('base64url') },
        message: /made with another BACKUP_KEY/,
      },
      { name: 'not-a-backup.nilebak', bytes: Buffer.from('PK\u0003\u0004 a zip'), env: {}, message: /not a backup/ },
    ];
    const restoreWorkDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('clinic-restore-'));
    const workDirsBefore = restoreWorkDirs();
    for (const badArchive of cases) {
      const file = path.join(bad, badArchive.name);
      writeFileSync(file, badArchive.bytes);
      const result = await runCommand('restore', [file, '--force'], { ...installation.env, ...badArchive.env });
      expect(result.code, badArchive.name).toBe(1);
      expect(result.output, badArchive.name).toMatch(badArchive.message);
      expect(result.output, badArchive.name).toMatch(/^Restore refused: /m);
    }
    expect(await storedBookings(installation.database)).toEqual(fingerprint);
    expect(readdirSync(path.join(installation.dir, 'private-uploads')).sort()).toEqual(cardsBefore);
    // A refused restore leaves no decrypted copy behind.
    expect(restoreWorkDirs()).toEqual(workDirsBefore);
  }, 120_000);
});
