import { Redis } from 'ioredis';
import { readCmsEnvironment } from '../environment';

/** A Redis that does not answer in this long counts as away: the caller falls back rather than waits. */
const COMMAND_TIMEOUT_MS = 250;

let client: Redis | undefined;
let isAway = false;

/** Through Strapi's logger, which is global once it runs (the client is made while the config loads). */
const log = (level: 'warn' | 'info', message: string) =>
  (globalThis as { strapi?: { log: Record<'warn' | 'info', (text: string) => void> } }).strapi?.log[level](message);

/**
 * The Redis every CMS process shares (REDIS_URL, such as `redis://:password@10.0.0.5:6379/0`), for
 * what must be counted once across processes: the rate limits. Undefined without REDIS_URL (one
 * process: `npm start`). Commands never queue while it is away: they fail at once, and each user of
 * it has a fallback, so an outage weakens the limits instead of refusing patients. The connection
 * comes back by itself.
 */
export const sharedRedis = () => {
  const url = readCmsEnvironment().REDIS_URL;
  if (!url) return undefined;
  if (!client) {
    client = new Redis(url, {
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    client.on('error', (error: Error) => {
      if (isAway) return;
      isAway = true;
      log('warn', `Redis is unavailable (${error.message}): rate limits count in each process until it is back`);
    });
    client.on('ready', () => {
      if (!isAway) return;
      isAway = false;
      log('info', 'Redis is back: rate limits are shared again');
    });
  }
  return client;
};

/** Closes the connection on shutdown, if one was opened. */
export const closeSharedRedis = async () => {
  const closing = client;
  client = undefined;
  await closing?.quit().catch(() => closing.disconnect());
};
