export declare const findPostgresBin: () => string | undefined;
export declare const startPostgres: () => Promise<
  | {
      port: number;
      urlFor: (database: string) => string;
      /** Stops the server the way a crash would: every connection dropped, nothing finished. */
      halt: () => void;
      /** Starts the halted server again on the same port and data. */
      resume: () => void;
      stop: () => void;
    }
  | undefined
>;
/** Copies a whole database (schema and rows) into another, possibly on another server. */
export declare const copyDatabase: (sourceUrl: string, targetUrl: string) => void;
