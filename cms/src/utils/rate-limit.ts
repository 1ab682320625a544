import { Stores } from 'koa2-ratelimit';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { sharedRedis } from './shared-redis';

type Limit = {
  /** Names the counter in Redis: each limit counts apart. */
  name: string;
  max: number;
  windowMs: number;
};

/**
 * A counter per key over a window that starts with the key's first attempt. With REDIS_URL it is
 * kept in Redis, so every CMS process counts together; while Redis is away each process counts in
 * its memory (the insurance limiter) and the limit holds per process instead.
 */
const createCounter = ({ name, max, windowMs }: Limit) => {
  const settings = {
    keyPrefix: `clinic-limit:${name}`,
    points: max,
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  };
  const inMemory = new RateLimiterMemory(settings);
  const redis = sharedRedis();
  return redis
    ? new RateLimiterRedis({ ...settings, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: inMemory })
    : inMemory;
};

/**
 * A fixed-window limit per client address (see createCounter): past `max` attempts in the window,
 * `hit` says how long to wait. It is not what prevents overbooking (the database does that).
 */
export const createRateLimiter = (limit: Limit) => {
  const counter = createCounter(limit);
  return {
    /** Whether the address is over its limit now, without counting anything. */
    async isLimited(address: string) {
      const state = await counter.get(address);
      return state !== null && state.consumedPoints >= limit.max;
    },
    /** Counts one attempt; returns the seconds to wait when the address is over its limit. */
    async hit(address: string): Promise<{ limited: false } | { limited: true; retryAfterSeconds: number }> {
      try {
        await counter.consume(address);
        return { limited: false };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
};

/** koa2-ratelimit's options as its store receives them: `interval` already in ms. */
type KoaRateLimitOptions = { interval: number };

/**
 * A store for koa2-ratelimit, which Strapi's own sign-in limits use (users-permissions' and the admin
 * panel's), on the same counters: with REDIS_URL every process counts a person's attempts together.
 * It only counts; the plugins keep deciding (their keys, their max, their 429).
 */
export const createSharedRateLimitStore = (name: string) => {
  const counters = new Map<number, ReturnType<typeof createCounter>>();
  const counterFor = ({ interval: windowMs }: KoaRateLimitOptions) => {
    let counter = counters.get(windowMs);
    if (!counter) {
      counter = createCounter({ name: `${name}-${windowMs}`, max: Number.MAX_SAFE_INTEGER, windowMs });
      counters.set(windowMs, counter);
    }
    return counter;
  };
  class SharedStore extends Stores.Store {
    async incr(key: string, options: KoaRateLimitOptions, weight: number) {
      const state = await counterFor(options).consume(key, weight);
      return { counter: state.consumedPoints, dateEnd: Date.now() + state.msBeforeNext };
    }
    async decrement(key: string, options: KoaRateLimitOptions, weight: number) {
      await counterFor(options).reward(key, weight);
    }
    saveAbuse() {}
  }
  return new SharedStore();
};
