// A real CMS for tests: seeded once into a template (database + uploads), copied for every server.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chooseDatabase,
  createPostgresDatabase,
  type DatabaseClient,
  type DatabaseOption,
  databaseEnv,
  POSTGRES_TEMPLATE_DATABASE,
} from './cms-test-database';
import { inheritedEnv, ROOT } from './env';
import { findFreePort, run, type StartedServer, startServer, waitForUrl } from './processes';

export type TestCmsOptions = DatabaseOption & {
  templateDir?: string;
  postgresTemplate?: string;
  env?: NodeJS.ProcessEnv;
  mailLimit?: number;
  keptOutputChunks?: number;
  /** Its processes' lower priority (processes.ts's ServerOptions), a sibling's unless it says otherwise. */
  niceness?: number;
};

/** One more CMS process over a test CMS's database (see startSibling). */
export type SiblingCms = { url: string; output: () => string };

export type TestCms = {
  url: string;
  mailUrl: string;
  /** What the capture's SMS gateway signs its webhooks with: the CMS's SMS_WEBHOOK_SECRET. */
  smsWebhookSecret: string;
  /** What the capture's WhatsApp side signs its webhooks with, as Meta does: the CMS's WHATSAPP_APP_SECRET. */
  whatsappAppSecret: string;
  /** The CMS's WHATSAPP_VERIFY_TOKEN, which Meta's subscription handshake must offer. */
  whatsappVerifyToken: string;
  databaseClient: DatabaseClient;
  databaseFile: string;
  databaseUrl: string | null;
  privateUploadsDir: string;
  publicDir: string;
  output: () => string;
  pid: () => number | undefined;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  restart: () => Promise<void>;
  startSibling: (options?: { env?: NodeJS.ProcessEnv; niceness?: number }) => Promise<SiblingCms>;
  stop: () => Promise<void>;
};

const CMS_DIR = path.join(ROOT, 'cms');

/** How long a test CMS process may take to answer its health check before its start fails with its output. */
const CMS_START_TIMEOUT_MS = 90_000;

/**
 * A test hook that starts a test CMS and a sibling: longer than both starts' own time-outs, so a slow
 * start fails with its server's output rather than as the hook's time-out, which says nothing.
 */
export const TWO_CMS_HOOK_TIMEOUT_MS = 2 * CMS_START_TIMEOUT_MS + 60_000;

/** The seeded template of the database in use: its SQLite file (if any) and its uploads. */
export const defaultTemplateDir = (postgresPort?: string) =>
  path.join(CMS_DIR, '.tmp', `test-template-${chooseDatabase(postgresPort).client}`);

const secret = () => randomBytes(24).toString('base64url');

/**
 * How often a test CMS runs its background jobs: patient messages leave within a fifth of a second;
 * reminders are looked for every second, at any hour, 60 days before the visit (only a visit booked
 * before that gets one, as the reminder test's backdated ones are, so other tests' visits never do);
 * freed places are offered to waiting patients at any hour, and held ones end within half a second.
 */
const TEST_JOB_PACE = {
  MESSAGE_POLL_MS: '200',
  REMINDER_DAYS_BEFORE: '60',
  REMINDER_EARLY_DAYS_BEFORE: '60',
  REMINDER_SEND_FROM: '00:00',
  REMINDER_SEND_UNTIL: '24:00',
  REMINDER_INTERVAL_MS: '1000',
  WAITING_LIST_OFFER_FROM: '00:00',
  WAITING_LIST_OFFER_UNTIL: '24:00',
  WAITING_LIST_INTERVAL_MS: '500',
};

/**
 * The same settings unset, for a CMS that measures what production does (`npm run load`, the
 * cluster): its jobs then run at the CMS's own pace, production's. At the tests' pace the reminder
 * job read every visit of the next two months each second, and a load run books thousands.
 */
export const PRODUCTION_JOB_PACE: NodeJS.ProcessEnv = Object.fromEntries(
  Object.keys(TEST_JOB_PACE).map((name) => [name, undefined]),
);

/** A load run's CMS: production's job pace, and no per-visitor limits, since all the load comes from one address. */
export const loadRunCmsEnv = (unlimited: string): NodeJS.ProcessEnv => ({
  ...PRODUCTION_JOB_PACE,
  BOOKING_RATE_LIMIT_MAX: unlimited,
  CONTACT_RATE_LIMIT_MAX: unlimited,
});

/** The accounts every test CMS is seeded with (its SEED_* settings), each a real sign-in. */
export const TEST_ACCOUNTS = {
  staff: { email: 'staff@nileent.example', password: 'Staff-Test-Password-1' },
  receptionist: { email: 'reception@nileent.example', password: 'Reception-Test-Password-1' },
  doctor: { email: 'doctor@nileent.example', password: 'Doctor-Test-Password-1' },
  cmsAdmin: { email: 'admin@nileent.example', password: 'Admin-Test-Password-1' },
  cmsEditor: { email: 'editor@nileent.example', password: 'Editor-Test-Password-1' },
};

/** A test account's part of its settings' names, SEED_{part}_EMAIL and _PASSWORD: cmsAdmin's is CMS_ADMIN. */
const seedAccountVariable = (account: string) => account.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/** Everything a test CMS needs, independent of the developer's .env (which a fresh clone has not). */
export const testCmsEnv = (overrides: NodeJS.ProcessEnv = {}) => ({
  ...inheritedEnv(),
  APP_ENV: 'test',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  SERVE_ADMIN_PANEL: 'false',
  DATABASE_CLIENT: 'sqlite',
  APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
  // Shared, like JWT_SECRET: CMSs over one database (two processes on PostgreSQL) read each other's
  // API tokens, the preview's included, only with one salt.
  API_TOKEN_SALT: 'test-api-token-salt-shared-by-every-test-cms',
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: 'test-jwt-secret-shared-by-every-test-cms',
  ENCRYPTION_KEY: secret(),
  ...Object.fromEntries(
    Object.entries(TEST_ACCOUNTS).flatMap(([account, { email, password }]) => {
      const name = seedAccountVariable(account);
      return [
        [`SEED_${name}_EMAIL`, email],
        [`SEED_${name}_PASSWORD`, password],
      ];
    }),
  ),
  // Suites sign in and book often (the concurrency file alone books about 700 times from one
  // address); the tests of the limits themselves lower these again.
  LOGIN_RATE_LIMIT_MAX: '1000',
  ADMIN_LOGIN_RATE_LIMIT_MAX: '1000',
  BOOKING_RATE_LIMIT_MAX: '10000',
  CONTACT_RATE_LIMIT_MAX: '1000',
  MANAGE_RATE_LIMIT_MAX: '1000',
  ...TEST_JOB_PACE,
  // A refused patient message is tried again within a fifth of a second.
  MESSAGE_RETRY_BASE_MS: '200',
  MESSAGE_RETRY_MAX_MS: '1000',
  // A mail server refusing the clinic's sender pauses delivery for 5 s (25 passes), not 5 minutes.
  MESSAGE_SENDER_PAUSE_MS: '5000',
  // No web app to tell about content changes; the revalidation test points its own CMS at a recorder.
  WEB_REVALIDATE_URL: 'off',
  // Where the links in emails and Preview lead; the e2e run points it at its own web server.
  SITE_URL: 'http://127.0.0.1:3000',
  // Preview links are signed with the one; the web server reads drafts with a token made from the other.
  PREVIEW_SECRET: 'test-preview-secret-of-every-test-cms',
  PREVIEW_API_TOKEN: 'test-preview-api-token-of-every-test-cms',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
  ...overrides,
});

/** One process of a test CMS: its name in messages, settings, address, priority and kept output. */
type CmsProcess = { name: string; env: NodeJS.ProcessEnv; url: string; niceness?: number; keptChunks?: number };

/** Starts a CMS process; resolves once it answers its health check, or stops it and throws. */
const launchCms = async ({ name, env, url, niceness, keptChunks }: CmsProcess) => {
  const strapi = path.join(CMS_DIR, 'node_modules', '.bin', 'strapi');
  const launched = startServer(name, strapi, ['start'], { cwd: CMS_DIR, quiet: true, env, keptChunks, niceness });
  try {
    await waitForUrl(`${url}/_health`, { server: launched, timeoutMs: CMS_START_TIMEOUT_MS });
  } catch (error) {
    await launched.stop();
    throw error;
  }
  return launched;
};

/**
 * The e2e's CMS allows each address 1,000 bookings in the window instead of 10,000: the whole e2e suite
 * books about 140 times from one address, and its rate-limit test spends the allowance before it is
 * refused (10,000 requests took 14–22 s of it in each language). And it sends review invitations at once.
 */
export const END_TO_END_CMS_LIMITS = {
  BOOKING_RATE_LIMIT_MAX: '1000',
  // A visit marked completed invites its patient at once, any hour: the browser follows the
  // invitation in one test (the next day's timing is the integration tests', with the clock's rule).
  REVIEW_INVITE_DAYS_AFTER: '0',
  REVIEW_INVITE_FROM: '00:00',
  REVIEW_INVITE_UNTIL: '24:00',
};

/** Seeds an empty database and uploads folder once; every test server starts from a copy. */
export const createTemplate = (templateDir?: string, { postgresPort }: DatabaseOption = {}) => {
  const database = chooseDatabase(postgresPort);
  const dir = templateDir ?? defaultTemplateDir(postgresPort);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  if (database.client === 'postgres') createPostgresDatabase(database.port, POSTGRES_TEMPLATE_DATABASE);
  run('node', ['dist/scripts/seed.js'], {
    label: `seeding the test template database (${database.client})`,
    cwd: CMS_DIR,
    env: testCmsEnv({
      ...databaseEnv(database, dir, POSTGRES_TEMPLATE_DATABASE),
      CMS_PUBLIC_DIR: path.join(dir, 'public'),
    }),
  });
  return dir;
};

/**
 * Boots `strapi start` (API only) on a free port over a private copy of the template, with its own
 * mail capture: what the CMS sends is read at `mailUrl` (see tools/src/mail-capture.ts).
 */
export const startTestCms = async ({
  postgresPort,
  templateDir = defaultTemplateDir(postgresPort),
  postgresTemplate = POSTGRES_TEMPLATE_DATABASE,
  env = {},
  mailLimit,
  keptOutputChunks,
  niceness,
}: TestCmsOptions = {}): Promise<TestCms> => {
  const database = chooseDatabase(postgresPort);
  if (!existsSync(path.join(templateDir, 'public'))) createTemplate(templateDir, { postgresPort });
  const workDir = mkdtempSync(path.join(tmpdir(), 'clinic-cms-'));
  cpSync(templateDir, workDir, { recursive: true });
  const postgresName = `clinic_${path.basename(workDir).replace(/\W/g, '_').toLowerCase()}`;
  if (database.client === 'postgres') createPostgresDatabase(database.port, postgresName, postgresTemplate);
  // Loaded here, not at the top: a test server without mail (the seeding) never loads the SMTP packages.
  const { sendingTo, startMailCapture } = await import('./mail-capture');
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const mail = await startMailCapture({ limit: mailLimit, smsWebhooks: { url }, whatsappWebhooks: { url } });
  // Computed once: a restarted server must keep the same secrets, or every token issued before is void.
  const whatsappVerifyToken = randomBytes(18).toString('base64url');
  const serverEnv = testCmsEnv({
    PORT: String(port),
    ...databaseEnv(database, workDir, postgresName),
    CMS_PUBLIC_DIR: path.join(workDir, 'public'),
    PRIVATE_UPLOADS_DIR: path.join(workDir, 'private-uploads'),
    ...sendingTo(mail),
    WHATSAPP_VERIFY_TOKEN: whatsappVerifyToken,
    ...env,
  });
  const main: CmsProcess = { name: 'test CMS', env: serverEnv, url, niceness, keptChunks: keptOutputChunks };
  const siblings: StartedServer[] = [];
  let server: StartedServer;
  try {
    server = await launchCms(main);
  } catch (error) {
    await mail.stop();
    throw error;
  }
  return {
    url,
    mailUrl: mail.url,
    smsWebhookSecret: mail.smsWebhookSecret,
    whatsappAppSecret: mail.whatsappAppSecret,
    whatsappVerifyToken,
    databaseClient: database.client,
    databaseFile: path.join(workDir, 'data.db'),
    databaseUrl: database.client === 'postgres' ? database.url(postgresName) : null,
    privateUploadsDir: path.join(workDir, 'private-uploads'),
    publicDir: path.join(workDir, 'public'),
    output: () => server.output(),
    /** The running server's process id, to tell a restart from a server that kept running. */
    pid: () => server.child.pid,
    /** Ends the server with `signal` (SIGKILL: no chance to finish anything) and keeps its data. */
    kill: (signal = 'SIGKILL') => server.stop(signal),
    /** Starts the server again over the same data, port and secrets. */
    restart: async () => {
      await server.stop();
      server = await launchCms(main);
    },
    /**
     * Starts one more CMS process over the same database, secrets and mail capture, on a port of its
     * own, as a second machine would run (PostgreSQL; SQLite allows one process). Stopped with this one.
     * `env` is what differs on it, such as its metrics port, and `niceness` its priority if not this one's.
     */
    startSibling: async ({ env: siblingEnv = {}, niceness: siblingNiceness = niceness } = {}) => {
      const siblingPort = await findFreePort();
      const siblingUrl = `http://127.0.0.1:${siblingPort}`;
      const siblingProcess = { name: 'sibling CMS', url: siblingUrl, niceness: siblingNiceness };
      const sibling = await launchCms({
        ...main,
        ...siblingProcess,
        env: { ...serverEnv, ...siblingEnv, PORT: String(siblingPort) },
      });
      siblings.push(sibling);
      return { url: siblingUrl, output: () => sibling.output() };
    },
    stop: async () => {
      await Promise.all([server.stop(), mail.stop(), ...siblings.map((sibling) => sibling.stop())]);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
};
