import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestCms, TWO_CMS_HOOK_TIMEOUT_MS } from '@clinic/tools/cms-test-server';
import { startRedis } from '@clinic/tools/redis';
import {
  type Place,
  bookPlace,
  buildBookingForm,
  createOneDaySchedule,
  findSeededPlace,
  futureDay,
  postBooking,
  sessionHours,
} from './support/booking';
import { createFullAccessToken } from './support/cms-admin';
import { describeOnPostgres } from './support/database-passes';
import { waitFor } from './support/wait';

const PROXY_SECRET = 'proxy-secret-for-the-cluster-tests';
const BOOKING_LIMIT = 10;
const SIGN_IN_LIMIT = 3;

/**
 * Two CMS processes on one PostgreSQL database and one Redis, as a load balancer would spread a
 * visitor's requests between them: the limits count the visitor once, whichever process answers.
 * Each test is its own visitor (an address the web server forwards).
 */
describeOnPostgres('[CLUSTER]: rate limits shared through Redis, and bookings go on without it', () => {
  let cms: Awaited<ReturnType<typeof startTestCms>>;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let urls: string[];
  let place: Place;
  const day = futureDay(9);

  // Each visitor a new address. Drawn at random from 250, two of the file's dozen or so visitors shared
  // one in about one run in four, and a visitor that met one who had used up the limit was refused early
  // (a 429 on its first empty booking, in a CI run of this stop).
  let visitors = 0;
  const visitor = () => {
    visitors += 1;
    return {
      'x-clinic-proxy-secret': PROXY_SECRET,
      'x-forwarded-for': `198.51.${100 + Math.floor(visitors / 250)}.${(visitors % 250) + 1}, ${randomUUID()}`,
    };
  };
  const emptyBooking = (url: string, headers: Record<string, string>) =>
    postBooking(url, buildBookingForm({}), headers);
  const signIn = (url: string, headers: Record<string, string>) =>
    fetch(`${url}/api/auth/local`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'nobody@nileent.example', password: 'not-the-password' }),
    });

  beforeAll(async () => {
    redis = await startRedis();
    cms = await startTestCms({
      env: {
        REDIS_URL: redis.url,
        WEB_PROXY_SECRET: PROXY_SECRET,
        BOOKING_RATE_LIMIT_MAX: String(BOOKING_LIMIT),
        LOGIN_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT),
      },
    });
    const sibling = await cms.startSibling();
    urls = [cms.url, sibling.url];
    place = await findSeededPlace(cms.url, 14);
    await createOneDaySchedule(
      cms.url,
      await createFullAccessToken(cms.url),
      place,
      day,
      sessionHours('05:00', '07:00', 20),
    );
  }, TWO_CMS_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await cms?.stop();
    await redis?.stop();
  });

  /** The visitor's requests alternate between the processes; the one past the limit is refused by both. */
  const expectSharedBookingLimit = async (headers: Record<string, string>) => {
    for (let index = 0; index < BOOKING_LIMIT; index += 1) {
      expect((await emptyBooking(urls[index % 2] ?? '', headers)).status).toBe(400);
    }
    expect((await emptyBooking(urls[0] ?? '', headers)).status).toBe(429);
    expect((await emptyBooking(urls[1] ?? '', headers)).status).toBe(429);
  };

  it('refuses the 11th booking request from one address, whichever process each went to', async () => {
    await expectSharedBookingLimit(visitor());
  });

  it("counts a person's failed sign-ins once across the processes (Strapi's own limit)", async () => {
    const headers = visitor();
    for (let index = 0; index < SIGN_IN_LIMIT; index += 1) {
      expect((await signIn(urls[index % 2] ?? '', headers)).status).toBe(400);
    }
    for (const url of urls) {
      const refused = await signIn(url, headers);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('books on with Redis stopped, each process counting alone, and shares the counts again once it is back', async () => {
    await redis.halt();
    try {
      const patient = (index: number) => ({
        patient: {
          firstName: 'Rana',
          lastName: 'Said',
          email: `redis-away-${index}@example.com`,
          phone: '01012345678',
          age: 30,
          contractType: 'cash',
        },
      });
      for (const [index, url] of urls.entries()) {
        const booked = await bookPlace(url, place, day.at('05:00'), { overrides: patient(index), headers: visitor() });
        expect(booked.status).toBe(201);
      }
      // Each process still limits a visitor, in its own memory: up to twice the limit across two.
      const headers = visitor();
      for (let index = 0; index < BOOKING_LIMIT; index += 1) {
        expect((await emptyBooking(urls[0] ?? '', headers)).status).toBe(400);
      }
      expect((await emptyBooking(urls[0] ?? '', headers)).status).toBe(429);
      expect((await emptyBooking(urls[1] ?? '', headers)).status).toBe(400);
    } finally {
      await redis.resume();
    }
    // Both processes reconnect by themselves; a new visitor is counted once again.
    expect(
      await waitFor(async () => {
        const probe = visitor();
        for (let index = 0; index < BOOKING_LIMIT; index += 1) await emptyBooking(urls[index % 2] ?? '', probe);
        return (await emptyBooking(urls[0] ?? '', probe)).status === 429;
      }, 15_000),
    ).toBe(true);
    await expectSharedBookingLimit(visitor());
  }, 60_000);
});
