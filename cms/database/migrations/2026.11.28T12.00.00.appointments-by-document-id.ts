import type { Knex } from 'knex';

/**
 * Appointments stand apart from the editors' documents: they name their doctor, branch, specialty and
 * service by document id, in columns of their own, instead of Strapi relations (which link each
 * appointment to the draft and the published row of each document, and which every publish moved);
 * their history is rows of `appointment_events` instead of a repeatable component; staff's notes name
 * their appointment by document id too. This runs before Strapi's schema sync, which then drops the
 * link tables and the component's tables: so this copies everything out of them first, adding the new
 * columns itself as the sync would. In batches, and only what is not copied yet; Strapi runs it in one
 * transaction, so a run cut short leaves the database as it was.
 */
const APPOINTMENTS = 'appointments';
/** As src/appointments/appointment-records.ts names it: this migration keeps its own copy of the name. */
const APPOINTMENT_EVENTS_TABLE = 'appointment_events';
const NOTES = 'appointment_notes';
const BATCH_SIZE = 1000;
const HISTORY_COMPONENT_TABLE = 'components_appointment_status_change';

/** Each new column, and the relation it is copied from: its link table, its two columns, and the documents' table. */
const PLACES = [
  { column: 'doctor_document_id', link: 'appointments_doctor_lnk', target: 'doctors', targetColumn: 'doctor_id' },
  { column: 'branch_document_id', link: 'appointments_branch_lnk', target: 'branches', targetColumn: 'branch_id' },
  {
    column: 'specialty_document_id',
    link: 'appointments_specialty_lnk',
    target: 'specialties',
    targetColumn: 'specialty_id',
  },
  { column: 'service_document_id', link: 'appointments_service_lnk', target: 'services', targetColumn: 'service_id' },
] as const;

type Instant = Date | string | number | null;
type StoredEvent = {
  document_id: string;
  from_status: string | null;
  to_status: string;
  changed_at: Instant;
  changed_by: string | null;
  reason: string | null;
  note: string | null;
  moved_from: Instant;
  moved_to: Instant;
  exceptions: unknown;
};

/** SQLite returns Strapi's datetimes as epoch milliseconds, PostgreSQL as dates. */
const toMilliseconds = (value: Instant) => (value === null ? null : new Date(value).getTime());

/** A JSON column: SQLite returns its text, PostgreSQL the value. */
const toExceptionsText = (value: unknown) => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) && parsed.length > 0 ? JSON.stringify(parsed) : null;
};

const addColumn = async (knex: Knex, tableName: string, column: string) => {
  if (await knex.schema.hasColumn(tableName, column)) return;
  await knex.schema.alterTable(tableName, (table) => {
    table.string(column);
  });
};

/** Each appointment's document ids, from its links (to the draft or the published row: the same document). */
const copyPlaces = async (knex: Knex) => {
  const [highest] = (await knex(APPOINTMENTS).max('id as id')) as { id: number | string | null }[];
  const highestId = Number(highest?.id ?? 0);
  for (const place of PLACES) {
    await addColumn(knex, APPOINTMENTS, place.column);
    if (!(await knex.schema.hasTable(place.link))) continue;
    const linked = knex(`${place.link} as link`)
      .join(`${place.target} as entry`, 'entry.id', `link.${place.targetColumn}`)
      .whereRaw('link.appointment_id = ??', [`${APPOINTMENTS}.id`])
      .select('entry.document_id')
      .limit(1);
    for (let lastId = 0; lastId < highestId; lastId += BATCH_SIZE) {
      await knex(APPOINTMENTS)
        .where('id', '>', lastId)
        .andWhere('id', '<=', lastId + BATCH_SIZE)
        .whereNull(place.column)
        .update({ [place.column]: linked.clone() });
    }
  }
};

/** Each appointment's history, in its order, from the component rows; appointments already copied are skipped. */
const copyHistories = async (knex: Knex) => {
  if (!(await knex.schema.hasTable('appointments_cmps')) || !(await knex.schema.hasTable(HISTORY_COMPONENT_TABLE))) {
    return;
  }
  for (let lastId = 0; ; ) {
    const appointments = (await knex(APPOINTMENTS)
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH_SIZE)
      .select('id', 'document_id')) as { id: number; document_id: string }[];
    if (appointments.length === 0) return;
    lastId = appointments[appointments.length - 1]?.id ?? lastId;
    const copied = new Set(
      (
        (await knex(APPOINTMENT_EVENTS_TABLE)
          .whereIn(
            'appointment_document_id',
            appointments.map((row) => row.document_id),
          )
          .distinct('appointment_document_id')) as { appointment_document_id: string }[]
      ).map((row) => row.appointment_document_id),
    );
    const events = (await knex('appointments_cmps as cmp')
      .join(`${HISTORY_COMPONENT_TABLE} as event`, 'event.id', 'cmp.cmp_id')
      .join(`${APPOINTMENTS} as a`, 'a.id', 'cmp.entity_id')
      .whereIn(
        'cmp.entity_id',
        appointments.filter((row) => !copied.has(row.document_id)).map((row) => row.id),
      )
      .andWhere('cmp.field', 'statusHistory')
      .orderBy([{ column: 'cmp.entity_id' }, { column: 'cmp.order' }, { column: 'cmp.id' }])
      .select(
        'a.document_id',
        'event.from_status',
        'event.to_status',
        'event.changed_at',
        'event.changed_by',
        'event.reason',
        'event.note',
        'event.moved_from',
        'event.moved_to',
        'event.exceptions',
      )) as StoredEvent[];
    if (events.length === 0) continue;
    await knex.batchInsert(
      APPOINTMENT_EVENTS_TABLE,
      events.map((event) => ({
        appointment_document_id: event.document_id,
        from_status: event.from_status,
        to_status: event.to_status,
        changed_at_ms: toMilliseconds(event.changed_at),
        changed_by: event.changed_by,
        reason: event.reason,
        note: event.note,
        moved_from_ms: toMilliseconds(event.moved_from),
        moved_to_ms: toMilliseconds(event.moved_to),
        exceptions: toExceptionsText(event.exceptions),
      })),
      200,
    );
  }
};

/** Each staff note's appointment, by document id. */
const copyNoteAppointments = async (knex: Knex) => {
  if (!(await knex.schema.hasTable(NOTES))) return;
  await addColumn(knex, NOTES, 'appointment_document_id');
  if (!(await knex.schema.hasTable('appointment_notes_appointment_lnk'))) return;
  await knex(NOTES)
    .whereNull('appointment_document_id')
    .update({
      appointment_document_id: knex('appointment_notes_appointment_lnk as link')
        .join(`${APPOINTMENTS} as a`, 'a.id', 'link.appointment_id')
        .whereRaw('link.appointment_note_id = ??', [`${NOTES}.id`])
        .select('a.document_id')
        .limit(1),
    });
};

/** The history's table; each appointment's events in id order. */
const createEventsTable = async (knex: Knex) => {
  if (await knex.schema.hasTable(APPOINTMENT_EVENTS_TABLE)) return;
  await knex.schema.createTable(APPOINTMENT_EVENTS_TABLE, (table) => {
    table.increments('id');
    table.string('appointment_document_id', 64).notNullable();
    table.string('from_status', 20);
    table.string('to_status', 20).notNullable();
    table.bigInteger('changed_at_ms').notNullable();
    table.string('changed_by', 120);
    table.string('reason', 40);
    table.text('note');
    table.bigInteger('moved_from_ms');
    table.bigInteger('moved_to_ms');
    table.text('exceptions');
    table.index(['appointment_document_id', 'id'], 'appointment_events_appointment_index');
  });
};

export async function up(knex: Knex) {
  await createEventsTable(knex);
  if (!(await knex.schema.hasTable(APPOINTMENTS))) return;
  await copyPlaces(knex);
  await copyHistories(knex);
  await copyNoteAppointments(knex);
}
