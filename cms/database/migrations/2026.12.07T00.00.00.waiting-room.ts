import type { Knex } from 'knex';

/**
 * The waiting room (src/waiting-room): each check-in of a visit, and the last number given in each
 * first-come session. Plain tables like the booking's: editors never see them.
 * - A visit has at most one check-in standing (a partial unique index, the same SQL on SQLite and
 *   PostgreSQL); one taken back keeps its row, with when and by whom.
 * - A session's numbers come from `waiting_room_numbers`, raised in one statement, so two desks on two
 *   processes never give one number twice, and a number taken back is never given again; the unique
 *   index on the arrivals' numbers is the database's own guard of that.
 * - The history's entries of the waiting room are rows of `appointment_events` with an arrival kind.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('visit_arrivals'))) {
    await knex.schema.createTable('visit_arrivals', (table) => {
      table.increments('id').primary();
      table.string('appointment_document_id', 40).notNullable();
      // Null for a visit whose doctor or branch is gone: it is checked in, on no doctor's queue.
      table.string('doctor_document_id', 40);
      table.string('branch_document_id', 40);
      table.bigInteger('session_starts_at_ms').notNullable();
      table.integer('queue_number');
      table.bigInteger('arrived_at_ms').notNullable();
      table.string('arrived_by', 254);
      table.bigInteger('taken_back_at_ms');
      table.string('taken_back_by', 254);
      table.index(['doctor_document_id', 'branch_document_id', 'session_starts_at_ms'], 'visit_arrivals_session_index');
    });
    await knex.raw(
      'CREATE UNIQUE INDEX visit_arrivals_standing_unique ON visit_arrivals (appointment_document_id) WHERE taken_back_at_ms IS NULL',
    );
    await knex.raw(
      'CREATE UNIQUE INDEX visit_arrivals_number_unique ON visit_arrivals (doctor_document_id, branch_document_id, session_starts_at_ms, queue_number) WHERE queue_number IS NOT NULL',
    );
  }
  if (!(await knex.schema.hasTable('waiting_room_numbers'))) {
    await knex.schema.createTable('waiting_room_numbers', (table) => {
      table.string('doctor_document_id', 40).notNullable();
      table.string('branch_document_id', 40).notNullable();
      table.bigInteger('session_starts_at_ms').notNullable();
      table.integer('last_number').notNullable();
      table.primary(['doctor_document_id', 'branch_document_id', 'session_starts_at_ms']);
    });
  }
  if (!(await knex.schema.hasColumn('appointment_events', 'arrival_kind'))) {
    await knex.schema.alterTable('appointment_events', (table) => {
      table.string('arrival_kind', 20);
      table.integer('queue_number');
    });
  }
}
