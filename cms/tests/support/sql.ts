import Database from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';

/** Reads the test CMS's database directly, so tests count what is stored, not what the API says. */
export const querySql = async <Row>(sqliteSql: string, params: unknown[]): Promise<Row[]> => {
  const database = inject('database');
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
    let position = 0;
    const postgresSql = sqliteSql.replace(/\?/g, () => `$${++position}`);
    return (await client.query(postgresSql, params)).rows as Row[];
  } finally {
    await client.end();
  }
};

export const countRows = async (sql: string, params: unknown[]) => {
  const [row] = await querySql<{ n: number | string }>(sql, params);
  return Number(row?.n ?? 0);
};
