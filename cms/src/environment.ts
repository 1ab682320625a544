import {
  BOOKING_LIMITS,
  DEFAULT_DELIVERY_POLICY,
  PATIENT_CHANGE_DEFAULTS,
  REMINDER_DEFAULTS,
  ZRetentionSettingsSchema,
} from '@clinic/domain';
import { z } from 'zod';

/**
 * The CMS's configuration: every variable it reads, parsed once, on the first call (Strapi's config
 * files ask for it first, at boot), so a bad value stops the CMS with its variable's name before it
 * serves anything. This module is the only reader of process.env in the CMS (CODE_STYLE.md's guard
 * rails); `.env.example` lists and explains each variable (tools/src/environment-file.test.ts checks).
 */

/** A blank variable counts as unset, so it takes the default (`.env.example` leaves many blank). */
const unsetWhenBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const text = (fallback = '') => z.preprocess(unsetWhenBlank, z.string().trim().default(fallback));

/** A whole number of at least `min`. */
const wholeNumber = (fallback: number, min = 0) =>
  z.preprocess(
    unsetWhenBlank,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` })
      .default(fallback),
  );

/** `true` or `false`. */
const flag = (fallback: boolean) =>
  z
    .preprocess(unsetWhenBlank, z.enum(['true', 'false'], { error: 'must be true or false' }).default(`${fallback}`))
    .transform((value) => value === 'true');

/** One of `values`. */
const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, fallback: Values[number]) =>
  z.preprocess(unsetWhenBlank, z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(fallback));

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Comma-separated values, blank ones dropped. */
const list = () => z.string().default('').transform(splitList);

const MISSING_SECRET = 'is missing: set it in .env (npm start creates .env from .env.example with fresh secrets)';

/** A secret with no safe default: `npm start` writes a fresh one into .env. */
const secret = () => z.preprocess(unsetWhenBlank, z.string({ error: MISSING_SECRET }).trim());

/** A password or other value kept as written, spaces included. */
const verbatim = () => z.string().default('');

const httpAddress = (fallback: string) =>
  text(fallback)
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }))
    .transform((url) => url.replace(/\/+$/, ''));

const cmsEnvironmentSchema = z.object({
  APP_ENV: oneOf(['development', 'test', 'production'], 'development'),
  SITE_URL: httpAddress('http://127.0.0.1:3000'),
  HOST: text('127.0.0.1'),
  PORT: wholeNumber(1337, 1),
  CMS_PUBLIC_URL: text(),
  CMS_BEHIND_PROXY: flag(false),
  CMS_PUBLIC_DIR: text('./public'),
  CMS_CORS_ORIGINS: list(),
  SERVE_ADMIN_PANEL: flag(true),
  APP_KEYS: secret()
    .transform(splitList)
    .pipe(z.array(z.string()).min(1, { error: MISSING_SECRET })),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  STAFF_SESSION_HOURS: wholeNumber(12, 1),
  DATABASE_CLIENT: oneOf(['sqlite', 'postgres'], 'sqlite'),
  DATABASE_FILENAME: text('.tmp/data.db'),
  DATABASE_URL: text(),
  DATABASE_HOST: text('127.0.0.1'),
  DATABASE_PORT: wholeNumber(5432, 1),
  DATABASE_NAME: text('clinic'),
  DATABASE_USERNAME: text('clinic'),
  DATABASE_PASSWORD: verbatim(),
  DATABASE_SSL: flag(false),
  DATABASE_SCHEMA: text('public'),
  DATABASE_POOL_MIN: wholeNumber(0),
  DATABASE_POOL_MAX: wholeNumber(10, 1),
  DATABASE_CONNECTION_TIMEOUT: wholeNumber(60_000, 1),
  LOGIN_RATE_LIMIT_MAX: wholeNumber(10, 1),
  LOGIN_RATE_LIMIT_WINDOW_MS: wholeNumber(60_000, 1),
  ADMIN_LOGIN_RATE_LIMIT_MAX: wholeNumber(5, 1),
  ADMIN_LOGIN_RATE_LIMIT_WINDOW_MS: wholeNumber(300_000, 1),
  BOOKING_RATE_LIMIT_MAX: wholeNumber(10, 1),
  BOOKING_RATE_LIMIT_WINDOW_MS: wholeNumber(600_000, 1),
  CONTACT_RATE_LIMIT_MAX: wholeNumber(5, 1),
  CONTACT_RATE_LIMIT_WINDOW_MS: wholeNumber(600_000, 1),
  MANAGE_RATE_LIMIT_MAX: wholeNumber(20, 1),
  MANAGE_RATE_LIMIT_WINDOW_MS: wholeNumber(600_000, 1),
  MANAGE_CUTOFF_MS: wholeNumber(PATIENT_CHANGE_DEFAULTS.cutoffMs),
  MANAGE_MAX_WRONG_DIGITS: wholeNumber(PATIENT_CHANGE_DEFAULTS.maxWrongDigits, 1),
  REDIS_URL: text(),
  CARD_IMAGES_S3_BUCKET: text(),
  CARD_IMAGES_S3_REGION: text('eu-central-1'),
  CARD_IMAGES_S3_ENDPOINT: text(),
  // Blank: the bucket's root.
  CARD_IMAGES_S3_PREFIX: z.string().trim().default('card-images/'),
  BOOKING_LEAD_MINUTES: wholeNumber(BOOKING_LIMITS.defaultLeadMinutes),
  BOOKING_HORIZON_DAYS: wholeNumber(BOOKING_LIMITS.defaultHorizonDays, 1),
  PRIVATE_UPLOADS_DIR: text('private-uploads'),
  ORPHAN_SWEEP_INTERVAL_MS: wholeNumber(60 * 60 * 1000, 1),
  ORPHAN_MIN_AGE_MS: wholeNumber(60 * 60 * 1000),
  WEB_PROXY_SECRET: text(),
  OPS_EMAIL: text(),
  CMS_METRICS_PORT: wholeNumber(0),
  METRICS_HOST: text('127.0.0.1'),
  REVALIDATE_SECRET: text(),
  WEB_REVALIDATE_URL: text('http://127.0.0.1:3000/api/revalidate'),
  PREVIEW_SECRET: text(),
  PREVIEW_API_TOKEN: text(),
  SMTP_HOST: text('127.0.0.1'),
  SMTP_PORT: wholeNumber(1025, 1),
  SMTP_SECURE: flag(false),
  SMTP_USERNAME: text(),
  SMTP_PASSWORD: verbatim(),
  SMTP_MAX_CONNECTIONS: wholeNumber(3, 1),
  SMTP_SOCKET_TIMEOUT_MS: wholeNumber(60_000, 1),
  EMAIL_FROM: text('no-reply@nileent.example'),
  EMAIL_REPLY_TO: text('no-reply@nileent.example'),
  MESSAGE_POLL_MS: wholeNumber(2000, 1),
  /** How long a claim on a message lasts unless renewed: a process that dies mid-send frees its message after this. */
  MESSAGE_LEASE_MS: wholeNumber(60_000, 1),
  MESSAGE_MAX_ATTEMPTS: wholeNumber(DEFAULT_DELIVERY_POLICY.maxAttempts, 1),
  MESSAGE_RETRY_BASE_MS: wholeNumber(DEFAULT_DELIVERY_POLICY.baseDelayMs, 1),
  MESSAGE_RETRY_MAX_MS: wholeNumber(DEFAULT_DELIVERY_POLICY.maxDelayMs, 1),
  MESSAGE_SENDER_PAUSE_MS: wholeNumber(DEFAULT_DELIVERY_POLICY.senderPauseMs, 1),
  REMINDER_BEFORE_MS: wholeNumber(REMINDER_DEFAULTS.beforeMs, 1),
  REMINDER_INTERVAL_MS: wholeNumber(REMINDER_DEFAULTS.intervalMs, 1),
  SEED_STAFF_EMAIL: text(),
  SEED_STAFF_PASSWORD: verbatim(),
  SEED_RECEPTIONIST_EMAIL: text(),
  SEED_RECEPTIONIST_PASSWORD: verbatim(),
  SEED_CMS_ADMIN_EMAIL: text(),
  SEED_CMS_ADMIN_PASSWORD: verbatim(),
  SEED_CMS_EDITOR_EMAIL: text(),
  SEED_CMS_EDITOR_PASSWORD: verbatim(),
});

export type CmsEnvironment = z.output<typeof cmsEnvironmentSchema> & {
  /** RETENTION_*, read by packages/domain's retention rules. */
  retention: z.output<typeof ZRetentionSettingsSchema>;
};

/** Every variable the CMS reads, all of which `.env.example` lists. */
export const CMS_SETTINGS = [
  ...Object.keys(cmsEnvironmentSchema.shape),
  ...Object.keys(ZRetentionSettingsSchema.in.shape),
];

/** `source` as the CMS's configuration; throws naming every variable that is wrong. */
export const parseCmsEnvironment = (source: Record<string, string | undefined>): CmsEnvironment => {
  const variables = cmsEnvironmentSchema.safeParse(source);
  const retention = ZRetentionSettingsSchema.safeParse(source);
  const issues = [...(variables.error?.issues ?? []), ...(retention.error?.issues ?? [])];
  if (!variables.success || !retention.success) {
    const problems = issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`The CMS's environment is not valid: ${problems.join('; ')}.`);
  }
  return { ...variables.data, retention: retention.data };
};

let environment: CmsEnvironment | undefined;

/**
 * Reads process.env, with `overrides` winning over it, as the CMS's configuration from now on. A task
 * that boots the CMS without serving it (the seed, retention) calls it before Strapi loads.
 */
export const loadCmsEnvironment = (overrides: Record<string, string> = {}): CmsEnvironment => {
  environment = parseCmsEnvironment({ ...process.env, ...overrides });
  return environment;
};

/** The CMS's configuration, read on the first call and kept. */
export const readCmsEnvironment = (): CmsEnvironment => environment ?? loadCmsEnvironment();
