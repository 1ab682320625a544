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
    // The same SQL on SQLite and PostgreSQL: a hash is the key, and an entry's links are found to forget them.
    await knex.raw(
      'CREATE TABLE waiting_list_links (token_hash varchar(64) PRIMARY KEY, entry_id integer NOT NULL, created_at_ms bigint NOT NULL)',
    );
    await knex.raw('CREATE INDEX waiting_list_links_entry_index ON waiting_list_links (entry_id)');
  }
}
