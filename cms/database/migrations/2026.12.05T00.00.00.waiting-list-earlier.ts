import type { Knex } from 'knex';

/**
 * "Earlier than my booking" (src/waiting-list/earlier-entries.ts): an entry linked to the booking whose
 * patient waits for an earlier time (appointment_document_id, there from the start) keeps that
 * booking's start when they joined: only places before it suit, and taking one moves the booking.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasColumn('waiting_list_entries', 'before_ms'))) {
    await knex.schema.alterTable('waiting_list_entries', (table) => {
      table.bigInteger('before_ms').nullable();
      table.index(['appointment_document_id'], 'waiting_list_entries_appointment_index');
    });
  }
}
