import {
  BOOKING_LIMITS,
  DEFAULT_DELIVERY_POLICY,
  PATIENT_CHANGE_DEFAULTS,
  REMINDER_DEFAULTS,
  REVIEW_INVITATION_DEFAULTS,
  LOCALES,
  BOOKING_MESSAGE_KINDS,
  SMS_MAX_SEGMENTS,
  type TReminderSchedule,
  WHATSAPP_TEMPLATE_VALUES,
  ZReminderScheduleSchema,
  ZRetentionSettingsSchema,
  describeEnvironmentIssues,
  envChoice,
  envFlag,
  envRequired,
  envText,
  envWholeNumber,
  parseReminderHour,
  readSettingPairs,
} from '@clinic/domain';
import { z } from 'zod';

/**
 * The CMS's configuration: every variable it reads, parsed once, on the first call (Strapi's config
 * files ask for it first, at boot), so a bad value stops the CMS with its variable's name before it
 * serves anything. This module is the only reader of process.env in the CMS (CODE_STYLE.md's guard
 * rails); `.env.example` lists and explains each variable (tools/src/environment-file.test.ts checks).
 */

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Comma-separated values, blank ones dropped. */
const list = () => z.string().default('').transform(splitList);

const MISSING_SECRET = 'is missing: set it in .env (npm start creates .env from .env.example with fresh secrets)';

/** A secret with no safe default: `npm start` writes a fresh one into .env. */
const secret = () => envRequired(MISSING_SECRET);

/** A password or other value kept as written, spaces included. */
const verbatim = () => z.string().default('');

/** A time of day in Cairo, 'HH:mm' ('24:00' for the end of the day), read as milliseconds since midnight. */
const reminderHour = (fallback: string) =>
  envText(fallback).transform((text, context) => {
    const ms = parseReminderHour(text);
    if (ms === null) context.addIssue({ code: 'custom', message: "must be a time of day, 'HH:mm'" });
    return ms ?? 0;
  });

/**
 * The SMS gateway's request body by default: JSON with the number (E.164), the sender name, the words
 * and the message's own key, which a gateway that takes one uses to send a repeated request once.
 */
const DEFAULT_SMS_BODY = '{"to":"{to}","from":"{sender}","text":"{text}","reference":"{reference}"}';

/**
 * A setting of `key:value` pairs naming a value for each of `keys` ('received:booking_received,…'),
 * read as a record; the default is `fallback`.
 */
const pairsFor = <Key extends string>(keys: readonly Key[], fallback: string) =>
  envText(fallback).transform((text, context) => {
    const pairs = readSettingPairs(text);
    const missing = keys.filter((key) => !pairs?.get(key));
    if (!pairs || missing.length > 0) {
      context.addIssue({ code: 'custom', message: `must name one for each of ${keys.join(', ')} as key:value pairs` });
    }
    return Object.fromEntries(keys.map((key) => [key, pairs?.get(key) ?? ''])) as Record<Key, string>;
  });

/** A rate limit's two settings: at most `{name}_RATE_LIMIT_MAX` requests in `{name}_RATE_LIMIT_WINDOW_MS`. */
const rateLimit = <Name extends string>(name: Name, max: number, windowMs: number) =>
  ({
    [`${name}_RATE_LIMIT_MAX`]: envWholeNumber(max, 1),
    [`${name}_RATE_LIMIT_WINDOW_MS`]: envWholeNumber(windowMs, 1),
  }) as Record<`${Name}_RATE_LIMIT_${'MAX' | 'WINDOW_MS'}`, ReturnType<typeof envWholeNumber>>;

/** What a WhatsApp template's {{1}}, {{2}}… are, in order (WHATSAPP_TEMPLATE_VALUES). */
const templateValues = (fallback: string) =>
  envText(fallback)
    .transform(splitList)
    .pipe(z.array(z.enum(WHATSAPP_TEMPLATE_VALUES)).min(1));

const DEFAULT_WHATSAPP_TEMPLATES =
  'received:booking_received,confirmed:booking_confirmed,canceled:booking_canceled,moved:booking_moved,reminder:visit_reminder';

const httpAddress = (fallback: string) =>
  envText(fallback)
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }))
    .transform((url) => url.replace(/\/+$/, ''));

const cmsEnvironmentSchema = z.object({
  APP_ENV: envChoice(['development', 'test', 'production'], 'development'),
  SITE_URL: httpAddress('http://127.0.0.1:3000'),
  HOST: envText('127.0.0.1'),
  PORT: envWholeNumber(1337, 1),
  CMS_PUBLIC_URL: envText(),
  CMS_BEHIND_PROXY: envFlag(false),
  CMS_PUBLIC_DIR: envText('./public'),
  CMS_CORS_ORIGINS: list(),
  SERVE_ADMIN_PANEL: envFlag(true),
  APP_KEYS: secret()
    .transform(splitList)
    .pipe(z.array(z.string()).min(1, { error: MISSING_SECRET })),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  STAFF_SESSION_HOURS: envWholeNumber(12, 1),
  DATABASE_CLIENT: envChoice(['sqlite', 'postgres'], 'sqlite'),
  DATABASE_FILENAME: envText('.tmp/data.db'),
  DATABASE_URL: envText(),
  DATABASE_HOST: envText('127.0.0.1'),
  DATABASE_PORT: envWholeNumber(5432, 1),
  DATABASE_NAME: envText('clinic'),
  DATABASE_USERNAME: envText('clinic'),
  DATABASE_PASSWORD: verbatim(),
  DATABASE_SSL: envFlag(false),
  DATABASE_SCHEMA: envText('public'),
  DATABASE_POOL_MIN: envWholeNumber(0),
  DATABASE_POOL_MAX: envWholeNumber(10, 1),
  DATABASE_CONNECTION_TIMEOUT: envWholeNumber(60_000, 1),
  ...rateLimit('LOGIN', 10, 60_000),
  ...rateLimit('ADMIN_LOGIN', 5, 300_000),
  ...rateLimit('BOOKING', 10, 600_000),
  ...rateLimit('CONTACT', 5, 600_000),
  ...rateLimit('MANAGE', 20, 600_000),
  MANAGE_CUTOFF_MS: envWholeNumber(PATIENT_CHANGE_DEFAULTS.cutoffMs),
  MANAGE_MAX_WRONG_DIGITS: envWholeNumber(PATIENT_CHANGE_DEFAULTS.maxWrongDigits, 1),
  REDIS_URL: envText(),
  CARD_IMAGES_S3_BUCKET: envText(),
  CARD_IMAGES_S3_REGION: envText('eu-central-1'),
  CARD_IMAGES_S3_ENDPOINT: envText(),
  // Blank: the bucket's root.
  CARD_IMAGES_S3_PREFIX: z.string().trim().default('card-images/'),
  BOOKING_LEAD_MINUTES: envWholeNumber(BOOKING_LIMITS.defaultLeadMinutes),
  BOOKING_HORIZON_DAYS: envWholeNumber(BOOKING_LIMITS.defaultHorizonDays, 1),
  PRIVATE_UPLOADS_DIR: envText('private-uploads'),
  ORPHAN_SWEEP_INTERVAL_MS: envWholeNumber(60 * 60 * 1000, 1),
  ORPHAN_MIN_AGE_MS: envWholeNumber(60 * 60 * 1000),
  WEB_PROXY_SECRET: envText(),
  OPS_EMAIL: envText(),
  CMS_METRICS_PORT: envWholeNumber(0),
  METRICS_HOST: envText('127.0.0.1'),
  REVALIDATE_SECRET: envText(),
  WEB_REVALIDATE_URL: envText('http://127.0.0.1:3000/api/revalidate'),
  PREVIEW_SECRET: envText(),
  PREVIEW_API_TOKEN: envText(),
  SMTP_HOST: envText('127.0.0.1'),
  SMTP_PORT: envWholeNumber(1025, 1),
  SMTP_SECURE: envFlag(false),
  SMTP_USERNAME: envText(),
  SMTP_PASSWORD: verbatim(),
  SMTP_MAX_CONNECTIONS: envWholeNumber(3, 1),
  SMTP_SOCKET_TIMEOUT_MS: envWholeNumber(60_000, 1),
  EMAIL_FROM: envText('no-reply@nileent.example'),
  EMAIL_REPLY_TO: envText('no-reply@nileent.example'),
  MESSAGE_POLL_MS: envWholeNumber(2000, 1),
  /** How long a claim on a message lasts unless renewed: a process that dies mid-send frees its message after this. */
  MESSAGE_LEASE_MS: envWholeNumber(60_000, 1),
  MESSAGE_MAX_ATTEMPTS: envWholeNumber(DEFAULT_DELIVERY_POLICY.maxAttempts, 1),
  MESSAGE_RETRY_BASE_MS: envWholeNumber(DEFAULT_DELIVERY_POLICY.baseDelayMs, 1),
  MESSAGE_RETRY_MAX_MS: envWholeNumber(DEFAULT_DELIVERY_POLICY.maxDelayMs, 1),
  MESSAGE_SENDER_PAUSE_MS: envWholeNumber(DEFAULT_DELIVERY_POLICY.senderPauseMs, 1),
  SMS_GATEWAY_URL: envText().pipe(
    z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) address, or blank for no SMS' })]),
  ),
  SMS_GATEWAY_METHOD: envChoice(['POST', 'PUT'], 'POST'),
  SMS_GATEWAY_AUTH_HEADER: verbatim(),
  SMS_GATEWAY_BODY: envText(DEFAULT_SMS_BODY),
  SMS_GATEWAY_ID_PATH: envText('messageId'),
  SMS_GATEWAY_TIMEOUT_MS: envWholeNumber(10_000, 1),
  SMS_GATEWAY_CONCURRENCY: envWholeNumber(3, 1),
  SMS_SENDER_NAME: envText('NileENT'),
  SMS_MAX_SEGMENTS: envWholeNumber(SMS_MAX_SEGMENTS, 1),
  SMS_WEBHOOK_SECRET: verbatim(),
  SMS_WEBHOOK_SIGNATURE_HEADER: envText('x-signature'),
  SMS_REPORT_ID_PATH: envText('messageId'),
  SMS_REPORT_REFERENCE_PATH: envText('reference'),
  SMS_REPORT_STATUS_PATH: envText('status'),
  SMS_REPORT_DELIVERED: envText('delivered').transform(splitList),
  SMS_REPORT_FAILED: envText('failed,undelivered,rejected,expired').transform(splitList),
  SMS_REPLY_FROM_PATH: envText('from'),
  SMS_REPLY_TEXT_PATH: envText('text'),
  WHATSAPP_API_URL: envText().pipe(
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) address, or blank for no WhatsApp' }),
    ]),
  ),
  WHATSAPP_PHONE_NUMBER_ID: envText(),
  WHATSAPP_ACCESS_TOKEN: verbatim(),
  WHATSAPP_APP_SECRET: verbatim(),
  WHATSAPP_VERIFY_TOKEN: verbatim(),
  WHATSAPP_TIMEOUT_MS: envWholeNumber(10_000, 1),
  WHATSAPP_CONCURRENCY: envWholeNumber(3, 1),
  WHATSAPP_TEMPLATES: pairsFor(BOOKING_MESSAGE_KINDS, DEFAULT_WHATSAPP_TEMPLATES),
  /** The waiting list's offer of a freed place: its own setting, so that a clinic's WHATSAPP_TEMPLATES stays valid. */
  WHATSAPP_OFFER_TEMPLATE: envText('waiting_list_offer'),
  /** The invitation to review a visit: its own setting, as the offer's. */
  WHATSAPP_REVIEW_TEMPLATE: envText('review_invitation'),
  /** The code that confirms a mobile joining the waiting list: an authentication template with the code as {{1}}. */
  WHATSAPP_CODE_TEMPLATE: envText('phone_code'),
  WHATSAPP_LANGUAGES: pairsFor(LOCALES, 'en:en,ar:ar'),
  WHATSAPP_TEMPLATE_VALUES: templateValues('firstName,bookingNumber,doctorName,branchName,visitTime,manageLink'),
  /** The patient's place at check-in: its own template, with the place among its values. */
  WHATSAPP_CHECK_IN_TEMPLATE: envText('check_in'),
  WHATSAPP_CHECK_IN_VALUES: templateValues('firstName,queuePlace,doctorName,branchName,manageLink'),
  /** A card refused before the visit: its own template, with the reason among its values. */
  WHATSAPP_CARD_REFUSED_TEMPLATE: envText('card_refused'),
  WHATSAPP_CARD_REFUSED_VALUES: templateValues('firstName,cardRefusal,visitTime,doctorName,manageLink'),
  REMINDER_DAYS_BEFORE: envWholeNumber(REMINDER_DEFAULTS.schedule.daysBefore, 1),
  REMINDER_EARLY_DAYS_BEFORE: envWholeNumber(REMINDER_DEFAULTS.schedule.earlyDaysBefore, 1),
  REMINDER_EARLY_FROM_DAYS_AHEAD: envWholeNumber(REMINDER_DEFAULTS.schedule.earlyFromDaysAhead, 1),
  REMINDER_SEND_FROM: reminderHour('09:00'),
  REMINDER_SEND_UNTIL: reminderHour('21:00'),
  REMINDER_INTERVAL_MS: envWholeNumber(REMINDER_DEFAULTS.intervalMs, 1),
  REVIEW_INVITE_DAYS_AFTER: envWholeNumber(REVIEW_INVITATION_DEFAULTS.daysAfter, 0),
  REVIEW_INVITE_FROM: reminderHour('10:00'),
  REVIEW_INVITE_UNTIL: reminderHour('20:00'),
  WAITING_LIST_OFFER_FROM: reminderHour('08:00'),
  WAITING_LIST_OFFER_UNTIL: reminderHour('22:00'),
  WAITING_LIST_INTERVAL_MS: envWholeNumber(30_000, 1),
  SEED_STAFF_EMAIL: envText(),
  SEED_STAFF_PASSWORD: verbatim(),
  SEED_RECEPTIONIST_EMAIL: envText(),
  SEED_RECEPTIONIST_PASSWORD: verbatim(),
  SEED_DOCTOR_EMAIL: envText(),
  SEED_DOCTOR_PASSWORD: verbatim(),
  SEED_CMS_ADMIN_EMAIL: envText(),
  SEED_CMS_ADMIN_PASSWORD: verbatim(),
  SEED_CMS_EDITOR_EMAIL: envText(),
  SEED_CMS_EDITOR_PASSWORD: verbatim(),
});

export type CmsEnvironment = z.output<typeof cmsEnvironmentSchema> & {
  /** RETENTION_*, read by packages/domain's retention rules. */
  retention: z.output<typeof ZRetentionSettingsSchema>;
  /** REMINDER_* but the interval, as packages/domain's reminder rule reads them. */
  reminderSchedule: TReminderSchedule;
};

/** When reminders go, from REMINDER_*; its issues are named after the variable that ends the hours. */
const readReminderSchedule = (variables: z.output<typeof cmsEnvironmentSchema>) => {
  const schedule = ZReminderScheduleSchema.safeParse({
    daysBefore: variables.REMINDER_DAYS_BEFORE,
    earlyDaysBefore: variables.REMINDER_EARLY_DAYS_BEFORE,
    earlyFromDaysAhead: variables.REMINDER_EARLY_FROM_DAYS_AHEAD,
    sendFromMs: variables.REMINDER_SEND_FROM,
    sendUntilMs: variables.REMINDER_SEND_UNTIL,
  });
  return schedule.success
    ? { schedule: schedule.data, issues: [] }
    : { schedule: null, issues: schedule.error.issues.map((issue) => ({ ...issue, path: ['REMINDER_SEND_UNTIL'] })) };
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
  const reminders = variables.success ? readReminderSchedule(variables.data) : null;
  const issues = [...(variables.error?.issues ?? []), ...(retention.error?.issues ?? []), ...(reminders?.issues ?? [])];
  if (!variables.success || !retention.success || !reminders?.schedule) {
    throw new Error(describeEnvironmentIssues("The CMS's environment", issues));
  }
  return { ...variables.data, retention: retention.data, reminderSchedule: reminders.schedule };
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
