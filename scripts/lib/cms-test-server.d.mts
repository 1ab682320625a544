export declare const defaultTemplateDir: () => string;
export declare const TEST_ACCOUNTS: {
  staff: { email: string; password: string };
  receptionist: { email: string; password: string };
  cmsEditor: { email: string; password: string };
};
export declare const testCmsEnv: (overrides?: Record<string, string>) => NodeJS.ProcessEnv;
export declare const createTemplate: (templateDir?: string) => string;
export declare const startTestCms: (options?: {
  /** The seeded folder (database file, public/, private-uploads/) this CMS starts from a copy of. */
  templateDir?: string;
  /** On PostgreSQL, the database this CMS's own is copied from. */
  postgresTemplate?: string;
  env?: Record<string, string>;
  /** How many messages its mail capture keeps (2,000 unless given). */
  mailLimit?: number;
  /** How many chunks of each process's output `output()` keeps (200 unless given). */
  keptOutputChunks?: number;
}) => Promise<{
  url: string;
  /** The HTTP API of this CMS's mail capture: `GET ${mailUrl}/messages?to=…`, `DELETE ${mailUrl}/messages`. */
  mailUrl: string;
  databaseClient: 'sqlite' | 'postgres';
  databaseFile: string;
  databaseUrl: string | null;
  privateUploadsDir: string;
  publicDir: string;
  output: () => string;
  /** The running server's process id, to tell a restart from a server that kept running. */
  pid: () => number;
  /** Ends the server with `signal` (default SIGKILL) and keeps its data. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Starts the server again over the same data, port and secrets. */
  restart: () => Promise<void>;
  /** One more CMS process over the same database, secrets and mail capture (PostgreSQL), stopped with this one. */
  startSibling: (options?: { env?: Record<string, string> }) => Promise<{ url: string; output: () => string }>;
  stop: () => Promise<void>;
}>;
