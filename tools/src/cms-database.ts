// SQL straight against a test CMS's database, for the load test's counts and the benches' bulk rows:
// its SQLite file or its PostgreSQL database, through the drivers the CMS itself installs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './env';

/** Where a CMS keeps its data: `{ databaseFile }` (SQLite) or `{ databaseUrl }` (PostgreSQL). */
export type CmsDatabase = { databaseFile?: string; databaseUrl?: string | null };

type SqliteStatement = { reader: boolean; all: () => unknown[]; run: () => unknown };
type SqliteConnection = { prepare: (sql: string) => SqliteStatement; close: () => void };
type PostgresClient = {
  connect: () => Promise<void>;
  query: (sql: string) => Promise<{ rows: unknown[] }>;
  end: () => Promise<void>;
};

const requireFromCms = createRequire(path.join(ROOT, 'cms', 'package.json'));

/**
 * Runs `statements` in order on one connection and answers each one's rows (none for a write). The
 * SQL must suit both databases; values are written into it by the caller, who owns them.
 */
export const runStatements = async ({ databaseFile, databaseUrl }: CmsDatabase, statements: string[]) => {
  if (databaseUrl) {
    const { Client } = requireFromCms('pg') as { Client: new (options: object) => PostgresClient };
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const results: unknown[][] = [];
      for (const sql of statements) results.push((await client.query(sql)).rows);
      return results;
    } finally {
      await client.end();
    }
  }
  const Database = requireFromCms('better-sqlite3') as new (
    file: string,
    options: { fileMustExist: boolean; timeout: number },
  ) => SqliteConnection;
  const connection = new Database(databaseFile ?? '', { fileMustExist: true, timeout: 30_000 });
  try {
    return statements.map((sql) => {
      const statement = connection.prepare(sql);
      if (statement.reader) return statement.all();
      statement.run();
      return [];
    });
  } finally {
    connection.close();
  }
};

/** The rows of one statement. */
export const readRows = async <Row>(database: CmsDatabase, sql: string) =>
  ((await runStatements(database, [sql]))[0] ?? []) as Row[];
