export declare const startRedis: () => Promise<{
  port: number;
  /** For REDIS_URL: `redis://:<password>@127.0.0.1:<port>/0`. */
  url: string;
  /** Kills it as an outage would. */
  halt: () => Promise<void>;
  /** Starts it again on the same port and password, empty. */
  resume: () => Promise<void>;
  stop: () => Promise<void>;
}>;
