import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestCms, TWO_CMS_HOOK_TIMEOUT_MS } from '@clinic/tools/cms-test-server';
import {
  type Place,
  bookPlace,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  uniqueSurname,
  sessionHours,
} from './support/booking';
import { createFullAccessToken, signInAsStaff } from './support/cms-admin';
import { describeOnPostgres } from './support/database-passes';
import { listCardImages, makeJpegWithExif, makePng } from './support/images';
import { databaseOf, querySql } from './support/sql';
import { waitFor } from './support/wait';

const BUCKET = 'clinic-card-images';
const PREFIX = 'card-images/';
// s3rver checks no signatures: privacy is proven at the CMS's routes, which are all a visitor reaches.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * Two CMS processes on PostgreSQL keeping card images in one S3 bucket (s3rver, an S3-compatible
 * server from npm): a picture booked through one is read by staff through the other. The sweep runs
 * every 500 ms and takes what no booking names once it is 3 s old.
 */
describeOnPostgres('[CLUSTER]: card images in a private S3 bucket', () => {
  let s3rver: S3rver;
  let bucketDir: string;
  let bucket: S3Client;
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let siblingUrl: string;
  let place: Place;
  const day = futureDay(10);

  const listKeys = async () =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((object) => object.Key);
  const readObject = async (key: string) => {
    const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  };

  beforeAll(async () => {
    bucketDir = mkdtempSync(path.join(tmpdir(), 'clinic-s3-'));
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: bucketDir,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3rver.run();
    const endpoint = `http://127.0.0.1:${port}`;
    bucket = new S3Client({
      region: 'eu-central-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY },
    });
    cms = await startTestCms({
      env: {
        ...CREDENTIALS,
        CARD_IMAGES_S3_BUCKET: BUCKET,
        CARD_IMAGES_S3_ENDPOINT: endpoint,
        ORPHAN_SWEEP_INTERVAL_MS: '500',
        ORPHAN_MIN_AGE_MS: '3000',
      },
    });
    siblingUrl = (await cms.startSibling()).url;
    place = await findSeededPlace(cms.url, 16);
    await createOneDaySchedule(
      cms.url,
      await createFullAccessToken(cms.url),
      place,
      day,
      sessionHours('05:00', '07:00', 10),
    );
  }, TWO_CMS_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await cms?.stop();
    await s3rver?.close();
    rmSync(bucketDir, { recursive: true, force: true });
  });

  it('stores a booking’s pictures in the bucket and gives staff, through either process, the same bytes', async () => {
    const lastName = uniqueSurname('Bucket');
    const booked = await bookPlace(cms.url, place, day.at('05:00'), {
      overrides: {
        patient: {
          firstName: 'Mona',
          lastName,
          email: 'm@example.com',
          phone: '01012345678',
          age: 40,
          contractType: 'company',
        },
      },
      files: {
        cardFront: { bytes: await makePng(), name: 'front.png', type: 'image/png' },
        cardBack: { bytes: await makeJpegWithExif(), name: 'back.jpg', type: 'image/jpeg' },
      },
    });
    expect(booked.status).toBe(201);
    const [stored] = await querySql<{ document_id: string; card_front_file: string; card_back_file: string }>(
      'SELECT document_id, card_front_file, card_back_file FROM appointments WHERE last_name = ?',
      [lastName],
      databaseOf(cms),
    );
    // In the bucket, not on this machine's disk.
    expect(await listKeys()).toEqual(
      expect.arrayContaining([`${PREFIX}${stored?.card_front_file}`, `${PREFIX}${stored?.card_back_file}`]),
    );
    expect(listCardImages(cms.privateUploadsDir)).toEqual([]);

    const staff = await signInAsStaff(siblingUrl);
    for (const [side, file] of [
      ['front', stored?.card_front_file],
      ['back', stored?.card_back_file],
    ] as const) {
      const url = `${siblingUrl}/api/appointments/${stored?.document_id}/cards/${side}`;
      const asStaff = await fetch(url, { headers: staff });
      expect(asStaff.status).toBe(200);
      expect(asStaff.headers.get('content-type')).toBe('image/webp');
      const served = Buffer.from(await asStaff.arrayBuffer());
      const kept = await readObject(`${PREFIX}${file}`);
      expect(served.equals(kept)).toBe(true);
      // Stored intact: a whole picture, as re-encoded, not one wrapped in an upload's checksum framing.
      const picture = await sharp(served).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['webp', 64, 40]);
      // Nobody without a staff session, through either process.
      for (const cmsUrl of [cms.url, siblingUrl]) {
        expect((await fetch(url.replace(siblingUrl, cmsUrl))).status).toBe(403);
      }
    }
  });

  it('sweeps a picture no booking names from the bucket, and keeps the booked ones', async () => {
    const keysBefore = await listKeys();
    const orphan = `${PREFIX}${randomUUID()}.webp`;
    await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: orphan, Body: await makePng() }));
    expect(await waitFor(async () => !(await listKeys()).includes(orphan), 15_000)).toBe(true);
    expect(await listKeys()).toEqual(keysBefore);
  }, 30_000);
});
