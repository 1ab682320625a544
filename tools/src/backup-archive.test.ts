import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupError, decryptFile, encryptFile, readBackupKey } from './backup-archive';
import { archiveDate, pruneBackups, readBackupSettings } from './backup';

const dirs: string[] = [];
const workDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-archive-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sealed = async (plain = randomBytes(100_000)) => {
  const dir = workDir();
  const key = randomBytes(32);
  writeFileSync(path.join(dir, 'plain'), plain);
  await encryptFile(path.join(dir, 'plain'), path.join(dir, 'sealed'), key);
  return { dir, key, plain, sealed: path.join(dir, 'sealed'), out: path.join(dir, 'out') };
};

describe('the backup envelope', () => {
  it('gives back exactly what was sealed, and never shows it in the sealed bytes', async () => {
    const plain = Buffer.from('Mona Saleh 01012345678 '.repeat(1000));
    const archive = await sealed(plain);
    expect(readFileSync(archive.sealed).includes(Buffer.from('Mona Saleh'))).toBe(false);
    await decryptFile(archive.sealed, archive.out, archive.key);
    expect(readFileSync(archive.out).equals(plain)).toBe(true);
  });

  it('seals the same bytes differently every time (a fresh salt and nonce)', async () => {
    const plain = randomBytes(1000);
    const first = await sealed(plain);
    const second = await sealed(plain);
    expect(readFileSync(first.sealed).subarray(8, 36).equals(readFileSync(second.sealed).subarray(8, 36))).toBe(false);
  });

  it.each([
    ['a byte of the contents', (bytes: Buffer) => bytes.length >> 1, /has been changed or is incomplete/],
    ['a byte of the seal at the end', (bytes: Buffer) => bytes.length - 1, /has been changed or is incomplete/],
    ['the nonce in the header', () => 30, /has been changed or is incomplete/],
    ['the key check in the header', () => 40, /made with another BACKUP_KEY/],
  ])('refuses an archive with %s changed, and leaves no output', async (_, position, message) => {
    const archive = await sealed();
    const bytes = readFileSync(archive.sealed);
    const at = position(bytes);
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    writeFileSync(archive.sealed, bytes);
    await expect(decryptFile(archive.sealed, archive.out, archive.key)).rejects.toThrow(message);
    expect(existsSync(archive.out)).toBe(false);
  });

  it('refuses a cut archive, another key and a file that is not a backup', async () => {
    const archive = await sealed();
    const bytes = readFileSync(archive.sealed);
    await expect(decryptFile(archive.sealed, archive.out, randomBytes(32))).rejects.toThrow(/another BACKUP_KEY/);
    writeFileSync(archive.sealed, bytes.subarray(0, bytes.length - 20));
    await expect(decryptFile(archive.sealed, archive.out, archive.key)).rejects.toThrow(/changed or is incomplete/);
    writeFileSync(archive.sealed, bytes.subarray(0, 20));
    await expect(decryptFile(archive.sealed, archive.out, archive.key)).rejects.toThrow(/not a backup/);
    writeFileSync(archive.sealed, 'SQLite format 3\u0000');
    await expect(decryptFile(archive.sealed, archive.out, archive.key)).rejects.toThrow(BackupError);
  });

  it('wants a BACKUP_KEY of at least 32 random bytes', () => {
    expect(() => readBackupKey({})).toThrow(/BACKUP_KEY is not set/);
    expect(() => readBackupKey({ BACKUP_KEY: 'short' })).toThrow(/at least 32/);
    expect(readBackupKey({ BACKUP_KEY: randomBytes(32).toString('base64url') })).toHaveLength(32);
  });
});

describe('keeping archives for the retention period', () => {
  it('reads the date from an archive name and ignores other files', () => {
    expect(archiveDate('clinic-backup-2026-11-23T04-05-06Z.nilebak')).toEqual(new Date('2026-11-23T04:05:06Z'));
    expect(archiveDate('clinic-backup-2026-11-23T04-05-06Z.nilebak.partial')).toBeNull();
    expect(archiveDate('notes.txt')).toBeNull();
  });

  it('deletes only the archives older than the period', async () => {
    const directory = workDir();
    const names = [
      'clinic-backup-2026-10-23T01-00-00Z.nilebak',
      'clinic-backup-2026-10-24T03-00-00Z.nilebak',
      'clinic-backup-2026-11-23T01-00-00Z.nilebak',
      'operator-notes.txt',
    ];
    for (const name of names) writeFileSync(path.join(directory, name), '');
    const pruned = await pruneBackups({ directory, retentionDays: 30 }, new Date('2026-11-23T02:00:00Z'));
    expect(pruned).toEqual(['clinic-backup-2026-10-23T01-00-00Z.nilebak']);
    for (const name of names.slice(1)) expect(existsSync(path.join(directory, name))).toBe(true);
  });

  it('takes a whole number of days from 1 to 3650, 30 by default', () => {
    expect(readBackupSettings({}).retentionDays).toBe(30);
    expect(readBackupSettings({ BACKUP_RETENTION_DAYS: '7' }).retentionDays).toBe(7);
    for (const value of ['0', '7.5', 'thirty', '4000']) {
      expect(() => readBackupSettings({ BACKUP_RETENTION_DAYS: value })).toThrow(/BACKUP_RETENTION_DAYS/);
    }
  });
});
