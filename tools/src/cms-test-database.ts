// Which database a test CMS runs on, and the settings that point a CMS process at it: a SQLite file
// beside its uploads, or its own PostgreSQL database copied from a template.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readToolsEnv } from './env';
import { findPostgresBin } from './postgres';

export type DatabaseClient = 'sqlite' | 'postgres';

type DatabaseChoice = { client: 'postgres'; port: string; url: (name: string) => string } | { client: 'sqlite' };

/** The port of a running throwaway PostgreSQL to use instead of SQLite (see chooseDatabase). */
export type DatabaseOption = { postgresPort?: string };

export const POSTGRES_TEMPLATE_DATABASE = 'clinic_template';

/**
 * Which database the test CMS uses: SQLite by default; PostgreSQL when `port` (by default
 * CLINIC_TEST_POSTGRES_PORT, which `npm test` gives the PostgreSQL pass) names a running throwaway
 * server (tools/src/postgres.ts), where each CMS gets a copy of a template database.
 */
export const chooseDatabase = (port = readToolsEnv().CLINIC_TEST_POSTGRES_PORT): DatabaseChoice => {
  return port
    ? { client: 'postgres', port, url: (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}` }
    : { client: 'sqlite' };
};

export const createPostgresDatabase = (port: string, name: string, template?: string) => {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const templateArgs = template ? ['-T', template] : [];
  execFileSync(path.join(bin, 'dropdb'), ['--if-exists', '-h', '127.0.0.1', '-p', port, '-U', 'postgres', name], {
    stdio: 'pipe',
  });
  execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', port, '-U', 'postgres', ...templateArgs, name], {
    stdio: 'pipe',
  });
};

/** Database settings for a CMS process: a SQLite file in `dir`, or the named PostgreSQL database. */
export const databaseEnv = (database: DatabaseChoice, dir: string, postgresName: string) =>
  database.client === 'postgres'
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url(postgresName) }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') };
