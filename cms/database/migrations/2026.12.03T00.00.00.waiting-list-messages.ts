import type { Knex } from 'knex';

/**
 * Messages about a waiting-list entry in the outbox (src/messages/outbox.ts): a message is about a
 * booking (`appointment_document_id`) or an entry (`waiting_entry_id`), so the booking's column may be
 * empty now. And the entries' links (src/waiting-list/entry-links.ts): each token a message carried,
 * kept only as its hash, and the entry it opens.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasColumn('patient_messages', 'waiting_entry_id'))) {
    await knex.schema.alterTable('patient_messages', (table) => {
      table.string('appointment_document_id', 40).nullable().alter();
      table.integer('waiting_entry_id').index('patient_messages_waiting_entry_index');
    });
  }
  if (!(await knex.schema.hasTable('waiting_list_links'))) {
    await knex.schema.createTable('waiting_list_links', (table) => {
      table.string('token_hash', 64).primary();
      table.integer('entry_id').notNullable().index('waiting_list_links_entry_index');
      table.bigInteger('created_at_ms').notNullable();
    });
  }
}
