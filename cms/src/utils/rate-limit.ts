/**
 * A fixed-window counter per client address, in memory. Each CMS process counts on its own, so with
 * N processes the effective limit is up to N times the setting: acceptable for spam and abuse control;
 * it is not what prevents overbooking (the database does that).
 */
export const createRateLimiter = ({ max, windowMs }: { max: number; windowMs: number }) => {
  const windows = new Map<string, { startedAt: number; count: number }>();

  const sweep = (now: number) => {
    for (const [address, window] of windows) {
      if (now - window.startedAt >= windowMs) windows.delete(address);
    }
  };

  return {
    /** Whether the address is over its limit now, without counting anything. */
    isLimited(address: string, now = Date.now()) {
      const window = windows.get(address);
      return window !== undefined && now - window.startedAt < windowMs && window.count >= max;
    },
    /** Counts one attempt; returns the seconds to wait when the address is over its limit. */
    hit(address: string, now = Date.now()): { limited: false } | { limited: true; retryAfterSeconds: number } {
      if (windows.size > 10_000) sweep(now);
      const window = windows.get(address);
      if (!window || now - window.startedAt >= windowMs) {
        windows.set(address, { startedAt: now, count: 1 });
        return { limited: false };
      }
      window.count += 1;
      if (window.count <= max) return { limited: false };
      return { limited: true, retryAfterSeconds: Math.ceil((window.startedAt + windowMs - now) / 1000) };
    },
  };
};
