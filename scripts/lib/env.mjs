// Reads and creates the root `.env`. Plain Node only: this runs before anything is installed.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ENV_FILE = path.join(ROOT, '.env');
const EXAMPLE_FILE = path.join(ROOT, '.env.example');

const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** A readable password that still carries ~96 bits of randomness. */
const password = () => `${secret(6)}-${secret(6)}`;

const GENERATED = {
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
  SEED_STAFF_PASSWORD: password,
  SEED_CMS_ADMIN_PASSWORD: password,
};

/** Creates `.env` from `.env.example` with fresh secrets when it is missing. Returns true if created. */
export const ensureEnvFile = () => {
  if (existsSync(ENV_FILE)) return false;
  const lines = readFileSync(EXAMPLE_FILE, 'utf8').split('\n');
  const filled = lines.map((line) => {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (!match) return line;
    const [, key, value] = match;
    if (key in GENERATED) return `${key}=${GENERATED[key]()}`;
    if (value === 'generated') return `${key}=${secret(32)}`;
    return line;
  });
  writeFileSync(ENV_FILE, filled.join('\n'), { mode: 0o600 });
  return true;
};

export const parseEnvFile = (file) => {
  const values = {};
  if (!existsSync(file)) return values;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]] = match[2];
  }
  return values;
};

/** The environment every child process gets: `.env` under the process's own variables. */
export const loadEnv = () => ({
  ...parseEnvFile(ENV_FILE),
  ...process.env,
  STRAPI_TELEMETRY_DISABLED: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
});
