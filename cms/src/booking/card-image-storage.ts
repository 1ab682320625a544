import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { resolvePrivateUploadsDir } from './private-folders';
import { readCmsEnvironment } from '../environment';

/**
 * Where patients' card images are kept: the private folder on this machine (the default), or a
 * private S3 bucket that every CMS process reaches. Names are the random ones storeCardImage gives;
 * a name is never a path.
 */
type CardImageStorage = {
  save(fileName: string, bytes: Buffer): Promise<void>;
  /** The image's bytes as a stream, or null when there is none under that name. */
  open(fileName: string): Promise<Readable | null>;
  remove(fileName: string): Promise<void>;
  /** The names of the images stored at least `minAgeMs` before `now`. */
  listOlderThan(minAgeMs: number, now: number): Promise<string[]>;
};

const safeName = (fileName: string) => path.basename(fileName);

/** The plain files of a folder older than `minAgeMs` (none when the folder does not exist yet). */
export const listFilesOlderThan = async (directory: string, minAgeMs: number, now: number) => {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const old: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const { mtimeMs } = await stat(path.join(directory, entry.name));
    if (now - mtimeMs >= minAgeMs) old.push(entry.name);
  }
  return old;
};

const localFolderStorage = (): CardImageStorage => {
  const directory = resolvePrivateUploadsDir();
  return {
    async save(fileName, bytes) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      await writeFile(path.join(directory, safeName(fileName)), bytes, { mode: 0o600 });
    },
    async open(fileName) {
      const file = path.join(directory, safeName(fileName));
      const isThere = await stat(file).then(
        (found) => found.isFile(),
        () => false,
      );
      return isThere ? createReadStream(file) : null;
    },
    remove: (fileName) => rm(path.join(directory, safeName(fileName)), { force: true }),
    listOlderThan: (minAgeMs, now) => listFilesOlderThan(directory, minAgeMs, now),
  };
};

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * A private bucket through the S3 API (AWS, or any S3-compatible store with CARD_IMAGES_S3_ENDPOINT).
 * Objects are written with server-side encryption and read only through the CMS's staff route: the
 * bucket needs no public access at all. A picture goes up whole, as one buffer with its length (it is
 * re-encoded first), never as a stream in the SDK's checksum framing; checksums are computed only
 * where the API requires them, which S3-compatible stores that predate the SDK's CRC32 default accept.
 */
const s3BucketStorage = (bucket: string): CardImageStorage => {
  const {
    CARD_IMAGES_S3_ENDPOINT: endpoint,
    CARD_IMAGES_S3_REGION: region,
    CARD_IMAGES_S3_PREFIX: prefix,
  } = readCmsEnvironment();
  const client = new S3Client({
    region,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (fileName: string) => `${prefix}${safeName(fileName)}`;
  return {
    async save(fileName, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(fileName),
          Body: bytes,
          ContentType: 'image/webp',
          ServerSideEncryption: 'AES256',
        }),
      );
    },
    async open(fileName) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(fileName) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(fileName) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(fileName) }));
    },
    async listOlderThan(minAgeMs, now) {
      const old: string[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && now - object.LastModified.getTime() >= minAgeMs) {
            old.push(object.Key.slice(prefix.length));
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return old;
    },
  };
};

let storage: CardImageStorage | undefined;

/** The bucket when CARD_IMAGES_S3_BUCKET is set, else the private folder; chosen once per process. */
export const cardImageStorage = () => {
  if (!storage) {
    const bucket = readCmsEnvironment().CARD_IMAGES_S3_BUCKET;
    storage = bucket ? s3BucketStorage(bucket) : localFolderStorage();
  }
  return storage;
};
