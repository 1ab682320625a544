import Database from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabase = { client: 'sqlite' | 'postgres'; file: string; url: string | null };

/** A dedicated test CMS's database, in the shape the shared one is provided in. */
export const databaseOf = (cms: {
  databaseClient: 'sqlite' | 'postgres';
  databaseFile: string;
  databaseUrl: string | null;
}): TestDatabase => ({ client: cms.databaseClient, file: cms.databaseFile, url: cms.databaseUrl });

/** The same statement with PostgreSQL's numbered placeholders ($1, $2…) for SQLite's `?`. */
const toPostgresSql = (sqliteSql: string) => {
  let position = 0;
  return sqliteSql.replace(/\?/g, () => `$${++position}`);
};

/**
 * Reads a test CMS's database directly (the shared one unless another is given), so tests count what
 * is stored, not what the API says.
 */
export const querySql = async <Row>(
  sqliteSql: string,
  params: unknown[],
  database: TestDatabase = inject('database'),
): Promise<Row[]> => {
  if (database.client === 'sqlite') {
    const connection = new Database(database.file, { readonly: true, fileMustExist: true });
    try {
      return connection.prepare(sqliteSql).all(...params) as Row[];
    } finally {
      connection.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url ?? undefined });
  await client.connect();
  try {
    return (await client.query(toPostgresSql(sqliteSql), params)).rows as Row[];
  } finally {
    await client.end();
  }
};

export const countRows = async (sql: string, params: unknown[], database?: TestDatabase) => {
  const [row] = await querySql<{ n: number | string }>(sql, params, database);
  return Number(row?.n ?? 0);
};

/**
 * Changes a test CMS's database directly (e.g. backdates rows, which no API can); returns the number
 * of rows changed. The CMS keeps running: SQLite waits for its lock, PostgreSQL is built for it.
 */
export const executeSql = async (
  sqliteSql: string,
  params: unknown[],
  database: TestDatabase = inject('database'),
): Promise<number> => {
  if (database.client === 'sqlite') {
    const connection = new Database(database.file, { fileMustExist: true, timeout: 10_000 });
    try {
      return connection.prepare(sqliteSql).run(...params).changes;
    } finally {
      connection.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url ?? undefined });
  await client.connect();
  try {
    return (await client.query(toPostgresSql(sqliteSql), params)).rowCount ?? 0;
  } finally {
    await client.end();
  }
};

/**
 * A date as a parameter for a datetime column: Strapi stores epoch milliseconds in SQLite, and a
 * timestamp without time zone in PostgreSQL, which pg writes from a Date in local time as Strapi does.
 */
export const toSqlDateTime = (date: Date, database: TestDatabase = inject('database')) =>
  database.client === 'sqlite' ? date.getTime() : date;

/** The indexes on `tables` (unique constraints and primary keys included), as `table.index`, sorted. */
export const listIndexes = async (tables: readonly string[], database: TestDatabase = inject('database')) => {
  const marks = tables.map(() => '?').join(', ');
  const rows =
    database.client === 'sqlite'
      ? await querySql<{ tableName: string; name: string }>(
          `SELECT tbl_name AS "tableName", name FROM sqlite_master WHERE type = 'index' AND tbl_name IN (${marks})`,
          [...tables],
          database,
        )
      : await querySql<{ tableName: string; name: string }>(
          `SELECT tablename AS "tableName", indexname AS name FROM pg_indexes WHERE tablename IN (${marks})`,
          [...tables],
          database,
        );
  return rows.map((row) => `${row.tableName}.${row.name}`).sort();
};
