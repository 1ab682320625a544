// The database side of `npm run backup` and `npm run restore`, for SQLite and PostgreSQL: where the
// installation's database is, a consistent online copy of it with its row counts, and the restore of
// such a copy, checked against the counts the manifest holds.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backup-archive';
import { inheritedEnv, ROOT } from './env';
import { findPostgresBin } from './postgres';

const CMS_DIR = path.join(ROOT, 'cms');
const runFile = promisify(execFile);
/** The CMS's own database drivers, so the backup reads the database exactly as the CMS writes it. */
const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));

type SqliteDatabase = { client: 'sqlite'; file: string };
type PostgresDatabase = {
  client: 'postgres';
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  ssl: boolean;
  schema: string;
};
export type InstallationDatabase = SqliteDatabase | PostgresDatabase;
/** Rows per table. */
export type RowCounts = Record<string, number>;
/** What the restore reads of the archive's manifest. */
type ManifestCounts = { database: { schema?: string; tables: RowCounts } };

/** What the backup uses of pg and better-sqlite3: loaded from the CMS's packages, their types are out of reach here. */
type PostgresClient = {
  connect: () => Promise<unknown>;
  query: <Row = unknown>(sql: string, values?: unknown[]) => Promise<{ rows: Row[] }>;
  end: () => Promise<void>;
};
type PostgresDriver = { Client: new (config: Omit<PostgresDatabase, 'client' | 'schema'>) => PostgresClient };
type SqliteConnection = {
  prepare: <Row>(sql: string) => { all: () => Row[]; get: () => Row | undefined };
  exec: (sql: string) => void;
  close: () => void;
};
type SqliteDriver = new (
  file: string,
  options: { readonly?: boolean; fileMustExist?: boolean; timeout?: number },
) => SqliteConnection;

const readSqliteFile = (env: NodeJS.ProcessEnv): SqliteDatabase => ({
  client: 'sqlite',
  file: path.resolve(CMS_DIR, env.DATABASE_FILENAME?.trim() || '.tmp/data.db'),
});

/** The same reading of DATABASE_URL and the DATABASE_* parts as cms/config/database.ts. */
const readPostgresConnection = (env: NodeJS.ProcessEnv): PostgresDatabase => {
  const url = env.DATABASE_URL ? new URL(env.DATABASE_URL) : undefined;
  return {
    client: 'postgres',
    host: url?.hostname || env.DATABASE_HOST || '127.0.0.1',
    port: Number(url?.port || env.DATABASE_PORT || 5432),
    database: url ? decodeURIComponent(url.pathname.slice(1)) : env.DATABASE_NAME || 'clinic',
    user: url ? decodeURIComponent(url.username) : env.DATABASE_USERNAME || 'clinic',
    password: url ? decodeURIComponent(url.password) : env.DATABASE_PASSWORD || '',
    ssl: env.DATABASE_SSL === 'true',
    schema: env.DATABASE_SCHEMA || 'public',
  };
};

export const readDatabase = (env: NodeJS.ProcessEnv): InstallationDatabase =>
  env.DATABASE_CLIENT === 'postgres' ? readPostgresConnection(env) : readSqliteFile(env);

/** libpq's variables for pg_dump and pg_restore: the password never shows in the process list. */
const libpqEnv = (database: PostgresDatabase) => ({
  ...inheritedEnv(),
  PGHOST: database.host,
  PGPORT: String(database.port),
  PGDATABASE: database.database,
  PGUSER: database.user,
  PGPASSWORD: database.password,
  PGSSLMODE: database.ssl ? 'require' : 'prefer',
});

export const connectPostgres = async (database: PostgresDatabase) => {
  const { Client }: PostgresDriver = requireFromCms('pg');
  const client = new Client({
    host: database.host,
    port: database.port,
    database: database.database,
    user: database.user,
    password: database.password,
    ssl: database.ssl,
  });
  await client.connect();
  return client;
};

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The row of a query that always answers one (a count, a function's value). */
const expectRow = <Row>(row: Row | undefined): Row => {
  if (row === undefined) throw new Error('The database answered no row to a query that always answers one.');
  return row;
};

/** pg_dump and pg_restore: the newest of Debian's versioned folders, else whatever PATH has. */
const postgresTool = (name: string) => {
  const bin = findPostgresBin();
  if (bin && existsSync(path.join(bin, name))) return path.join(bin, name);
  if (spawnSync('sh', ['-c', `command -v ${name}`]).status === 0) return name;
  throw new BackupError(`${name} is not installed (Debian: apt-get install postgresql-client).`);
};

export const listPostgresTables = async (client: PostgresClient, schema: string) =>
  (
    await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name",
      [schema],
    )
  ).rows.map((row) => row.table_name);

const countPostgresRows = async (client: PostgresClient, schema: string) => {
  const counts: RowCounts = {};
  for (const table of await listPostgresTables(client, schema)) {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`,
    );
    counts[table] = Number(expectRow(rows[0]).n);
  }
  return counts;
};

const countSqliteRows = (file: string): RowCounts => {
  const Database: SqliteDriver = requireFromCms('better-sqlite3');
  const connection = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = connection
      .prepare<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
      .map((row) => row.name);
    return Object.fromEntries(
      tables.map((table) => [
        table,
        expectRow(connection.prepare<{ n: number }>(`SELECT count(*) AS n FROM ${quoteIdentifier(table)}`).get()).n,
      ]),
    );
  } finally {
    connection.close();
  }
};

/**
 * SQLite: `VACUUM INTO` writes a consistent copy from one read transaction while the CMS goes on
 * (the backup API would restart with every write the CMS makes).
 */
const copySqlite = async (database: SqliteDatabase, target: string) => {
  if (!existsSync(database.file)) throw new BackupError(`There is no database at ${database.file}.`);
  const Database: SqliteDriver = requireFromCms('better-sqlite3');
  const connection = new Database(database.file, { fileMustExist: true, timeout: 30_000 });
  try {
    connection.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
  } finally {
    connection.close();
  }
  return countSqliteRows(target);
};

/**
 * PostgreSQL: the rows are counted in a repeatable-read transaction whose snapshot pg_dump shares, so
 * the counts describe exactly the dump, whatever the CMS commits meanwhile.
 */
const dumpPostgres = async (database: PostgresDatabase, target: string) => {
  const client = await connectPostgres(database);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const counts = await countPostgresRows(client, database.schema);
    await runFile(
      postgresTool('pg_dump'),
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${expectRow(rows[0]).snapshot}`,
        `--schema=${database.schema}`,
        `--file=${target}`,
      ],
      { env: libpqEnv(database) },
    );
    await client.query('COMMIT');
    return counts;
  } finally {
    await client.end();
  }
};

/** A consistent copy of the database at `target`; returns the rows per table the copy holds. */
export const copyDatabase = (database: InstallationDatabase, target: string) =>
  database.client === 'postgres' ? dumpPostgres(database, target) : copySqlite(database, target);

const sameCounts = (expected: RowCounts, actual: RowCounts) => {
  const differences = Object.keys({ ...expected, ...actual }).filter((table) => expected[table] !== actual[table]);
  const [table] = differences;
  if (table !== undefined) {
    throw new BackupError(
      `The restored database does not match the manifest: ${table} has ${actual[table] ?? 'no'} rows, the backup ${expected[table] ?? 'none'}.`,
    );
  }
};

const restoreSqlite = async (database: SqliteDatabase, source: string, tables: RowCounts) => {
  // Checked before it replaces anything: the copy must hold what the manifest says.
  sameCounts(tables, countSqliteRows(source));
  await mkdir(path.dirname(database.file), { recursive: true });
  const incoming = `${database.file}.restoring`;
  await cp(source, incoming);
  for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${database.file}${suffix}`, { force: true });
  await rename(incoming, database.file);
};

/** pg_restore's table of contents without the schema itself, which the target already has. */
const restoreListWithoutSchema = async (dump: string, listFile: string) => {
  const { stdout } = await runFile(postgresTool('pg_restore'), ['--list', dump], { maxBuffer: 64 * 1024 * 1024 });
  const entries = stdout.split('\n').filter((line) => !/ (SCHEMA|COMMENT) - (SCHEMA )?\S+ /.test(`${line} `));
  await writeFile(listFile, `${entries.join('\n')}\n`);
};

const restorePostgres = async (
  database: PostgresDatabase,
  source: string,
  manifest: ManifestCounts,
  workDir: string,
) => {
  if (manifest.database.schema !== database.schema) {
    throw new BackupError(
      `The backup is of schema "${manifest.database.schema}"; DATABASE_SCHEMA is "${database.schema}".`,
    );
  }
  const client = await connectPostgres(database);
  try {
    await client.query('BEGIN');
    for (const table of await listPostgresTables(client, database.schema)) {
      await client.query(`DROP TABLE IF EXISTS ${quoteIdentifier(database.schema)}.${quoteIdentifier(table)} CASCADE`);
    }
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(database.schema)}`);
    await client.query('COMMIT');
    const listFile = path.join(workDir, 'restore.list');
    await restoreListWithoutSchema(source, listFile);
    await runFile(
      postgresTool('pg_restore'),
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--use-list=${listFile}`,
        `--dbname=${database.database}`,
        source,
      ],
      { env: libpqEnv(database), maxBuffer: 16 * 1024 * 1024 },
    );
    sameCounts(manifest.database.tables, await countPostgresRows(client, database.schema));
  } finally {
    await client.end();
  }
};

/** Replaces the database with the copy at `source`, checked against the manifest's row counts. */
export const restoreDatabase = async (
  database: InstallationDatabase,
  source: string,
  manifest: ManifestCounts,
  workDir: string,
) => {
  if (database.client === 'postgres') {
    await restorePostgres(database, source, manifest, workDir);
  } else {
    await restoreSqlite(database, source, manifest.database.tables);
  }
};
