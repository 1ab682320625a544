// The encrypted envelope of a backup: AES-256-GCM over the whole archive, with a key derived from
// BACKUP_KEY for each archive. Layout: header (magic, salt, nonce, key check) | ciphertext | tag.
// The header is authenticated too (GCM's additional data), so no byte of the file can change unseen.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, open, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

const MAGIC = Buffer.from('NILEBKP1', 'ascii');
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const KEY_CHECK_BYTES = 16;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + NONCE_BYTES + KEY_CHECK_BYTES;
const MIN_KEY_BYTES = 32;

/** A refusal the backup and restore commands print as it is, without a stack trace. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** BACKUP_KEY's bytes: base64url of at least 32 random bytes, as `npm start` generates it. */
export const readBackupKey = (env: NodeJS.ProcessEnv) => {
  const value = (env.BACKUP_KEY ?? '').trim();
  if (!value) {
    throw new BackupError(
      'BACKUP_KEY is not set. `npm start` generates one into .env; keep a copy of it away from the backups, since without it no archive can be read.',
    );
  }
  const key = Buffer.from(value, 'base64url');
  if (key.length < MIN_KEY_BYTES) {
    throw new BackupError(`BACKUP_KEY must be at least ${MIN_KEY_BYTES} random bytes in base64url.`);
  }
  return key;
};

/** One key per archive: a fresh salt makes every archive's key different, so a nonce is never reused. */
const deriveKeys = (backupKey: Buffer, salt: Buffer) => {
  const key = Buffer.from(hkdfSync('sha256', backupKey, salt, 'nile-ent backup v1', 32));
  const keyCheck = createHmac('sha256', key).update('key check').digest().subarray(0, KEY_CHECK_BYTES);
  return { key, keyCheck };
};

/** Encrypts `plainFile` into `archiveFile`. */
export const encryptFile = async (plainFile: string, archiveFile: string, backupKey: Buffer) => {
  const salt = randomBytes(SALT_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const { key, keyCheck } = deriveKeys(backupKey, salt);
  const header = Buffer.concat([MAGIC, salt, nonce, keyCheck]);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(header);
  const output = createWriteStream(archiveFile, { mode: 0o600 });
  output.write(header);
  await pipeline(createReadStream(plainFile), cipher, output, { end: false });
  await new Promise<void>((resolve, reject) =>
    output.end(cipher.getAuthTag(), (error?: Error | null) => (error ? reject(error) : resolve())),
  );
};

const readBytes = async (handle: FileHandle, length: number, position: number) => {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
};

/**
 * Decrypts `archiveFile` into `plainFile`, or throws a BackupError saying why not (not a backup,
 * another key, changed or cut short) and leaves no `plainFile` behind.
 */
export const decryptFile = async (archiveFile: string, plainFile: string, backupKey: Buffer) => {
  const { size } = await stat(archiveFile);
  const handle = await open(archiveFile, 'r');
  let header: Buffer;
  let tag: Buffer;
  try {
    header = await readBytes(handle, HEADER_BYTES, 0);
    if (header.length < HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new BackupError(`${archiveFile} is not a backup made by npm run backup.`);
    }
    if (size < HEADER_BYTES + TAG_BYTES) throw new BackupError(`${archiveFile} is cut short: it cannot be restored.`);
    tag = await readBytes(handle, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const nonce = header.subarray(MAGIC.length + SALT_BYTES, MAGIC.length + SALT_BYTES + NONCE_BYTES);
  const storedCheck = header.subarray(HEADER_BYTES - KEY_CHECK_BYTES);
  const { key, keyCheck } = deriveKeys(backupKey, salt);
  if (!timingSafeEqual(keyCheck, storedCheck)) {
    throw new BackupError(
      `${archiveFile} was made with another BACKUP_KEY (or its header was changed): set the key it was made with.`,
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const ciphertext = createReadStream(archiveFile, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
  try {
    await pipeline(ciphertext, decipher, createWriteStream(plainFile, { mode: 0o600 }));
  } catch (error) {
    await rm(plainFile, { force: true });
    if (error instanceof Error && /authenticate/i.test(error.message)) {
      throw new BackupError(`${archiveFile} has been changed or is incomplete: it does not match its seal.`);
    }
    throw error;
  }
};
