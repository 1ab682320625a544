import type { Knex } from 'knex';

/**
 * Appointments kept the doctor's, branch's, specialty's and service's names in the language the
 * patient booked in, so the staff list mixed languages. They now keep both: this runs before Strapi's
 * schema sync (which then drops the single-language columns), adds a column per language, and fills
 * it. The language booked in keeps the name the patient saw; the other takes the linked entry's
 * published name in that language, or the same name when the entry is gone or was never translated.
 * A database made before the appointments table existed has nothing to move.
 */
const SNAPSHOTS = [
  { column: 'doctor_name', link: 'doctor', table: 'doctors', field: 'name', type: 'string' },
  { column: 'branch_name', link: 'branch', table: 'branches', field: 'name', type: 'string' },
  { column: 'branch_address', link: 'branch', table: 'branches', field: 'address', type: 'text' },
  { column: 'specialty_name', link: 'specialty', table: 'specialties', field: 'name', type: 'string' },
  { column: 'service_name', link: 'service', table: 'services', field: 'name', type: 'string' },
] as const;

const LOCALES = ['en', 'ar'] as const;

type AppointmentRow = { id: number; locale: string | null } & Record<string, string | number | null>;
type EntryRow = { id: number; document_id: string; locale: string; published_at: unknown } & Record<string, unknown>;

/** Each document's published text per language, by document id, and each entry row's document id. */
const readTexts = async (knex: Knex, table: string, field: string) => {
  const rows = (await knex(table).select('id', 'document_id', 'locale', 'published_at', field)) as EntryRow[];
  const byDocument = new Map<string, Map<string, string>>();
  for (const row of rows.filter((candidate) => candidate.published_at !== null)) {
    const texts = byDocument.get(row.document_id) ?? new Map<string, string>();
    texts.set(row.locale, String(row[field] ?? ''));
    byDocument.set(row.document_id, texts);
  }
  return { byDocument, documentOfRow: new Map(rows.map((row) => [row.id, row.document_id])) };
};

/**
 * Each appointment's entry, by document id: from its link rows, or, in a database whose appointments
 * name their entries by document id already (see 2026.11.28T12.00.00), from that column.
 */
const readLinkedDocuments = async (knex: Knex, link: string, documentOfRow: Map<number, string>) => {
  if (await knex.schema.hasTable(`appointments_${link}_lnk`)) {
    const links = (await knex(`appointments_${link}_lnk`).select('appointment_id', `${link}_id`)) as Record<
      string,
      number
    >[];
    return new Map(links.map((row) => [Number(row.appointment_id), documentOfRow.get(Number(row[`${link}_id`]))]));
  }
  const rows = (await knex('appointments').select('id', `${link}_document_id as documentId`)) as {
    id: number;
    documentId: string | null;
  }[];
  return new Map(rows.map((row) => [Number(row.id), row.documentId ?? undefined]));
};

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('appointments')) || !(await knex.schema.hasColumn('appointments', 'doctor_name')))
    return;
  for (const snapshot of SNAPSHOTS) {
    for (const locale of LOCALES) {
      const column = `${snapshot.column}_${locale}`;
      if (await knex.schema.hasColumn('appointments', column)) continue;
      await knex.schema.alterTable('appointments', (table) => {
        if (snapshot.type === 'text') table.text(column);
        else table.string(column);
      });
    }
  }

  const appointments = (await knex('appointments').select(
    'id',
    'locale',
    ...SNAPSHOTS.map((snapshot) => snapshot.column),
  )) as AppointmentRow[];
  const linked = new Map<string, Map<number, Map<string, string> | undefined>>();
  for (const snapshot of SNAPSHOTS) {
    const { byDocument, documentOfRow } = await readTexts(knex, snapshot.table, snapshot.field);
    const documents = await readLinkedDocuments(knex, snapshot.link, documentOfRow);
    linked.set(
      snapshot.column,
      new Map([...documents].map(([appointmentId, documentId]) => [appointmentId, byDocument.get(documentId ?? '')])),
    );
  }

  for (const appointment of appointments) {
    const values: Record<string, string | null> = {};
    for (const snapshot of SNAPSHOTS) {
      const booked = appointment[snapshot.column] === null ? null : String(appointment[snapshot.column]);
      const current = linked.get(snapshot.column)?.get(appointment.id);
      for (const locale of LOCALES) {
        values[`${snapshot.column}_${locale}`] =
          locale === appointment.locale ? booked : (current?.get(locale) ?? current?.get('en') ?? booked);
      }
    }
    await knex('appointments').where({ id: appointment.id }).update(values);
  }
}
