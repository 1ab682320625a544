/** The part of koa2-ratelimit (no types of its own) that src/utils/rate-limit.ts extends. */
declare module 'koa2-ratelimit' {
  export const Stores: {
    /** What every store must extend: koa2-ratelimit checks `store instanceof Store`. */
    Store: abstract new () => object;
  };
}
