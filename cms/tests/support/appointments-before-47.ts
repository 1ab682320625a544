import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readToolsEnv } from '@clinic/tools/env';
import { findPostgresBin } from '@clinic/tools/postgres';
import { type TestDatabase, executeSql, querySql } from './sql';

/**
 * main's database from before #47 (cms/tests/fixtures/appointments-before-47.*, made by 07710e5's
 * code, which stores appointments as c222a32's does), and how that code stored and read appointments: for appointments-migration.test.ts.
 */
const FIXTURES = path.join(__dirname, '..', 'fixtures');
export const COPIES = 10_000;
const BATCH_ROWS = 200;
const PLACES = [
  { name: 'doctor', table: 'doctors' },
  { name: 'branch', table: 'branches' },
  { name: 'specialty', table: 'specialties' },
  { name: 'service', table: 'services' },
] as const;
export const OLD_TABLES = [
  ...PLACES.map((place) => `appointments_${place.name}_lnk`),
  'appointments_cmps',
  'components_appointment_status_change',
  'appointment_notes_appointment_lnk',
];

type Row = Record<string, unknown>;
type Instant = Date | string | number | null;

/** An instant as epoch milliseconds whichever way the database returns it (a date, a number, a bigint's digits). */
const toMilliseconds = (value: unknown) => {
  if (value === null) return null;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return new Date(value as Exclude<Instant, null>).getTime();
};
const toExceptions = (value: unknown) => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed : [];
};

/** The database main left, where a test CMS can start from it: a SQLite template folder, or a PostgreSQL template database. */
export const loadFixture = (client: 'sqlite' | 'postgres') => {
  if (client === 'sqlite') {
    const templateDir = mkdtempSync(path.join(tmpdir(), 'clinic-before-47-'));
    mkdirSync(path.join(templateDir, 'public', 'uploads'), { recursive: true });
    const file = path.join(templateDir, 'data.db');
    writeFileSync(file, gunzipSync(readFileSync(path.join(FIXTURES, 'appointments-before-47.sqlite.gz'))));
    const database: TestDatabase = { client, file, url: null };
    return { database, options: { templateDir }, remove: () => rmSync(templateDir, { recursive: true, force: true }) };
  }
  const port = readToolsEnv().CLINIC_TEST_POSTGRES_PORT ?? '';
  const bin = findPostgresBin() ?? '';
  const name = `clinic_before_47_${process.pid}`;
  const connection = ['-h', '127.0.0.1', '-p', port, '-U', 'postgres'];
  const dumpDir = mkdtempSync(path.join(tmpdir(), 'clinic-before-47-'));
  const dump = path.join(dumpDir, 'dump.sql');
  writeFileSync(dump, gunzipSync(readFileSync(path.join(FIXTURES, 'appointments-before-47.postgres.sql.gz'))));
  execFileSync(path.join(bin, 'createdb'), [...connection, name], { stdio: 'pipe' });
  execFileSync(path.join(bin, 'psql'), [...connection, '-q', '-v', 'ON_ERROR_STOP=1', '-d', name, '-f', dump], {
    stdio: 'pipe',
  });
  rmSync(dumpDir, { recursive: true, force: true });
  const database: TestDatabase = { client, file: '', url: `postgres://postgres@127.0.0.1:${port}/${name}` };
  return {
    database,
    options: { postgresTemplate: name },
    remove: () => execFileSync(path.join(bin, 'dropdb'), [...connection, '--if-exists', name], { stdio: 'pipe' }),
  };
};

/** Inserts rows a batch at a time, with the columns of the first. */
const insertRows = async (table: string, rows: Row[], database: TestDatabase) => {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const columns = Object.keys(batch[0] ?? {});
    const values = batch.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await executeSql(
      `INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${values}`,
      batch.flatMap((row) => columns.map((column) => row[column])),
      database,
    );
  }
};

const highestId = async (table: string, database: TestDatabase) => {
  const [row] = await querySql<{ id: number | string | null }>(`SELECT MAX(id) AS id FROM ${table}`, [], database);
  return Number(row?.id ?? 0);
};

/** COPIES more appointments as main stored them: copies of the stored ones, with their links and their history. */
export const addOldAppointments = async (database: TestDatabase) => {
  const stored = await querySql<Row & { id: number }>('SELECT * FROM appointments ORDER BY id', [], database);
  const links = await Promise.all(
    PLACES.map(async (place) => ({
      place,
      rows: await querySql<Row>(
        `SELECT appointment_id, ${place.name}_id FROM appointments_${place.name}_lnk`,
        [],
        database,
      ),
    })),
  );
  const events = await querySql<Row & { entity_id: number; position: number }>(
    `SELECT m.entity_id AS entity_id, m."order" AS position, c.* FROM appointments_cmps m
     JOIN components_appointment_status_change c ON c.id = m.cmp_id ORDER BY m.entity_id, m."order"`,
    [],
    database,
  );
  const [firstAppointment, firstEvent] = [
    await highestId('appointments', database),
    await highestId('components_appointment_status_change', database),
  ];
  const appointments: Row[] = [];
  const linkRows = new Map<string, Row[]>(links.map(({ place }) => [place.name, []]));
  const components: Row[] = [];
  const componentLinks: Row[] = [];
  for (let copy = 1; copy <= COPIES; copy += 1) {
    const original = stored[copy % stored.length] as Row & { id: number };
    const id = firstAppointment + copy;
    appointments.push({ ...original, id, document_id: `before47copy${copy}`, booking_number: `MG${copy}` });
    for (const { place, rows } of links) {
      for (const link of rows.filter((row) => Number(row.appointment_id) === original.id)) {
        linkRows.get(place.name)?.push({ appointment_id: id, [`${place.name}_id`]: link[`${place.name}_id`] });
      }
    }
    for (const { entity_id: _entity, position, ...event } of events.filter((row) => row.entity_id === original.id)) {
      const componentId = firstEvent + components.length + 1;
      // PostgreSQL's jsonb takes JSON text (a list would go as an array literal); SQLite returns the text.
      const exceptions =
        typeof event.exceptions === 'object' && event.exceptions !== null
          ? JSON.stringify(event.exceptions)
          : event.exceptions;
      components.push({ ...event, exceptions, id: componentId });
      componentLinks.push({
        entity_id: id,
        cmp_id: componentId,
        component_type: 'appointment.status-change',
        field: 'statusHistory',
        order: position,
      });
    }
  }
  await insertRows('appointments', appointments, database);
  for (const [name, rows] of linkRows) await insertRows(`appointments_${name}_lnk`, rows, database);
  await insertRows('components_appointment_status_change', components, database);
  await insertRows('appointments_cmps', componentLinks, database);
  if (database.client === 'postgres') {
    await executeSql(
      "SELECT setval(pg_get_serial_sequence('appointments', 'id'), (SELECT MAX(id) FROM appointments))",
      [],
      database,
    );
  }
};

/** Every appointment as main read it: its columns, its documents through its links, its history in order, its notes. */
export const readBefore = async (database: TestDatabase) => {
  const documents = PLACES.map(
    (
      place,
    ) => `(SELECT e.document_id FROM appointments_${place.name}_lnk l JOIN ${place.table} e ON e.id = l.${place.name}_id
      WHERE l.appointment_id = a.id LIMIT 1) AS ${place.name}`,
  );
  const rows = await querySql<Row>(
    `SELECT a.*, ${documents.join(', ')} FROM appointments a ORDER BY a.id`,
    [],
    database,
  );
  const history = await querySql<Row>(
    `SELECT a.document_id AS appointment, c.from_status, c.to_status, c.changed_at, c.changed_by, c.reason, c.note,
            c.moved_from, c.moved_to, c.exceptions
     FROM appointments a JOIN appointments_cmps m ON m.entity_id = a.id
     JOIN components_appointment_status_change c ON c.id = m.cmp_id ORDER BY a.id, m."order"`,
    [],
    database,
  );
  const notes = await querySql<Row>(
    `SELECT n.text, n.is_for_doctor, a.document_id AS appointment FROM appointment_notes n
     JOIN appointment_notes_appointment_lnk l ON l.appointment_note_id = n.id
     JOIN appointments a ON a.id = l.appointment_id ORDER BY n.id`,
    [],
    database,
  );
  return { rows, history: history.map(normalizeEvent), notes };
};

/** The same, as today's code stores it. */
export const readAfter = async (database: TestDatabase) => {
  const rows = await querySql<Row>(
    `SELECT a.*, a.doctor_document_id AS doctor, a.branch_document_id AS branch,
            a.specialty_document_id AS specialty, a.service_document_id AS service
     FROM appointments a ORDER BY a.id`,
    [],
    database,
  );
  const history = await querySql<Row>(
    `SELECT e.appointment_document_id AS appointment, e.from_status, e.to_status, e.changed_at_ms AS changed_at,
            e.changed_by, e.reason, e.note, e.moved_from_ms AS moved_from, e.moved_to_ms AS moved_to, e.exceptions
     FROM appointment_events e JOIN appointments a ON a.document_id = e.appointment_document_id ORDER BY a.id, e.id`,
    [],
    database,
  );
  const notes = await querySql<Row>(
    'SELECT text, is_for_doctor, appointment_document_id AS appointment FROM appointment_notes ORDER BY id',
    [],
    database,
  );
  return { rows, history: history.map(normalizeEvent), notes };
};

const normalizeEvent = (event: Row) => ({
  ...event,
  changed_at: toMilliseconds(event.changed_at),
  moved_from: toMilliseconds(event.moved_from),
  moved_to: toMilliseconds(event.moved_to),
  exceptions: toExceptions(event.exceptions),
});

/** Of each row, the columns main had (the link columns as the documents), without the ones today's code adds. */
export const keepColumns = (rows: Row[], columns: readonly string[]) =>
  rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));

export const listTables = async (database: TestDatabase) =>
  (
    await querySql<{ name: string }>(
      database.client === 'sqlite'
        ? "SELECT name FROM sqlite_master WHERE type = 'table'"
        : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
      [],
      database,
    )
  ).map((row) => row.name);
