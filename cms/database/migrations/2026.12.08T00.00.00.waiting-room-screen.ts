import type { Knex } from 'knex';

/**
 * The waiting room's calls and screen (src/waiting-room): when a checked-in patient was called in to
 * the doctor, and by whom (a call out of turn keeps its reason as the note of its history entry); and
 * the message reception shows on the screen while a doctor's queue is paused, one row per doctor and
 * branch, counted for the day it was written.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasColumn('visit_arrivals', 'called_at_ms'))) {
    await knex.schema.alterTable('visit_arrivals', (table) => {
      table.bigInteger('called_at_ms');
      table.string('called_by', 254);
    });
  }
  if (!(await knex.schema.hasTable('waiting_room_pauses'))) {
    const key = ['doctor_document_id', 'branch_document_id'];
    await knex.schema.createTable('waiting_room_pauses', (table) => {
      for (const column of key) table.string(column, 40).notNullable();
      table.string('message', 80).notNullable();
      table.bigInteger('paused_at_ms').notNullable();
      table.string('paused_by', 254);
      table.primary(key);
    });
  }
}
