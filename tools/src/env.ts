// The tools' configuration, their only reader of process.env (CODE_STYLE.md's guard rails): the root
// `.env`, which `npm start` creates, under the process's own variables, parsed once; what each child
// process is given; where the repository and the tools' own programs are.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
// The domain's source, not its build: the tools read their settings before `npm test` builds the packages.
import {
  describeEnvironmentIssues,
  envChoice,
  envOptionalWholeNumber,
  envText,
  envWholeNumber,
} from '../../packages/domain/src/environment-schema';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The programs of this package's dependencies (jscpd, lighthouse). */
export const TOOLS_BIN = path.join(ROOT, 'tools', 'node_modules', '.bin');
const ENV_FILE = path.join(ROOT, '.env');
const EXAMPLE_FILE = path.join(ROOT, '.env.example');

const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

/**
 * A readable password that still carries ~96 bits of randomness, with the lowercase and uppercase
 * letter and the digit the CMS admin panel asks of every password.
 */
const password = () => {
  for (;;) {
    const candidate = `${secret(6)}-${secret(6)}`;
    if (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
};

/** The variables `npm start` writes a fresh random value into (besides every one set to `generated`). */
const GENERATED: Record<string, () => string> = {
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
  SEED_STAFF_PASSWORD: password,
  SEED_RECEPTIONIST_PASSWORD: password,
  SEED_DOCTOR_PASSWORD: password,
  SEED_CMS_ADMIN_PASSWORD: password,
  SEED_CMS_EDITOR_PASSWORD: password,
};

const fillLine = (line: string) => {
  const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
  if (!match) return line;
  const [, key = '', value] = match;
  const generate = GENERATED[key];
  if (generate) return `${key}=${generate()}`;
  if (value === 'generated') return `${key}=${secret(32)}`;
  return line;
};

/**
 * Creates `.env` from `.env.example` with fresh secrets when it is missing, and adds to an existing
 * `.env` the variables a newer `.env.example` introduced (with fresh secrets), leaving the rest as
 * the owner set it. Returns true if the file was created.
 */
export const ensureEnvFile = () => {
  const exampleLines = readFileSync(EXAMPLE_FILE, 'utf8').split('\n');
  if (!existsSync(ENV_FILE)) {
    writeFileSync(ENV_FILE, exampleLines.map(fillLine).join('\n'), { mode: 0o600 });
    return true;
  }
  const present = parseEnvFile(ENV_FILE);
  const missing = exampleLines.filter((line) => {
    const match = /^([A-Z0-9_]+)=/.exec(line);
    return match?.[1] !== undefined && !(match[1] in present);
  });
  if (missing.length > 0) {
    const current = readFileSync(ENV_FILE, 'utf8');
    writeFileSync(
      ENV_FILE,
      `${current.replace(/\n*$/, '\n')}\n# Added by npm start from a newer .env.example\n${missing.map(fillLine).join('\n')}\n`,
    );
  }
  return false;
};

const parseEnvFile = (file: string) => {
  const values: NodeJS.ProcessEnv = {};
  if (!existsSync(file)) return values;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined) values[match[1]] = match[2];
  }
  return values;
};

/** The variables this process was started with, as its children inherit them. */
export const inheritedEnv = (): NodeJS.ProcessEnv => ({ ...process.env });

/** The environment every child process gets: `.env` under the process's own variables. */
export const loadEnv = (): NodeJS.ProcessEnv => ({
  ...parseEnvFile(ENV_FILE),
  ...inheritedEnv(),
  STRAPI_TELEMETRY_DISABLED: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
});

/** A whole number of at least 1. */
const count = (fallback: number) => envWholeNumber(fallback, 1);

/** The tools' own settings, which `.env.example` lists and explains. */
const toolSettingsSchema = z.object({
  CHROMIUM_PATH: envText('/usr/bin/chromium'),
  E2E_CHROMIUM_PATH: envText('/usr/bin/chromium-headless-shell'),
  WEB_HOST: envText('127.0.0.1'),
  WEB_PORT: count(3000),
  MAIL_CAPTURE: envChoice(['on', 'off'], 'on'),
  MAIL_CAPTURE_PORT: count(1080),
  BACKUP_KEY: envText(),
  BACKUP_DIR: envText('backups'),
  BACKUP_RETENTION_DAYS: count(30),
  BENCH_SECONDS: count(8),
  BENCH_CONNECTIONS: count(20),
  BENCH_PAGE_SECONDS: count(15),
  BENCH_LIGHTHOUSE_RUNS: count(3),
  LOAD_SECONDS: count(60),
  LOAD_CONNECTIONS: count(50),
  LOAD_MAX_REQUESTS: count(300_000),
  LOAD_MAX_BOOKINGS: count(5_000),
  LOAD_START_RATE: count(25),
  LOAD_STEP_SECONDS: count(20),
  LOAD_CAPACITY_MINUTES: count(10),
  LOAD_COMPARE_SECONDS: count(30),
  LOAD_SEED: envOptionalWholeNumber(),
  CLUSTER_MINUTES: count(60),
});

/**
 * What npm, CI and `npm test` hand down to the processes they start, never set in `.env`: the
 * integration suite's PostgreSQL, the servers the e2e suite drives, npm's `--force`.
 */
const handedDownSchema = z.object({
  CI: envText(),
  NODE_OPTIONS: envText(),
  npm_config_force: envText(),
  CLINIC_TEST_POSTGRES_PORT: envText(),
  BASE_URL: envText(),
  CMS_URL: envText(),
  MAIL_URL: envText(),
  WEB_METRICS_URL: envText(),
  WEB_PROXY_SECRET: envText(),
});

const toolsEnvSchema = toolSettingsSchema.extend(handedDownSchema.shape);

export type ToolsEnv = z.output<typeof toolsEnvSchema>;

/** The variables the tools read that `.env.example` lists. */
export const TOOL_SETTINGS = Object.keys(toolSettingsSchema.shape);
/** The variables handed down by npm and `npm test`, which `.env.example` does not list. */
export const HANDED_DOWN_VARIABLES = Object.keys(handedDownSchema.shape);
/** The variables `npm start` generates a value for, besides every one `.env.example` sets to `generated`. */
export const GENERATED_VARIABLES = Object.keys(GENERATED);

/** `source` as the tools' configuration; throws naming each variable that is wrong. */
export const parseToolsEnv = (source: NodeJS.ProcessEnv): ToolsEnv => {
  const parsed = toolsEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new Error(describeEnvironmentIssues("The tools' environment", parsed.error.issues));
};

let toolsEnv: ToolsEnv | undefined;

/** The tools' configuration: `.env` under this process's variables, read on the first call and kept. */
export const readToolsEnv = (): ToolsEnv => {
  toolsEnv ??= parseToolsEnv(loadEnv());
  return toolsEnv;
};
