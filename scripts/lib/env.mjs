// Reads and creates the root `.env`. Plain Node only: this runs before anything is installed.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
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

const GENERATED = {
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
  SEED_STAFF_PASSWORD: password,
  SEED_RECEPTIONIST_PASSWORD: password,
  SEED_CMS_ADMIN_PASSWORD: password,
  SEED_CMS_EDITOR_PASSWORD: password,
};

const fillLine = (line) => {
  const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
  if (!match) return line;
  const [, key, value] = match;
  if (key in GENERATED) return `${key}=${GENERATED[key]()}`;
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
    return match && !(match[1] in present);
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

const parseEnvFile = (file) => {
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
