import type { Knex } from 'knex';

/**
 * A message that must be queued once whatever happens (a visit's reminder, which any CMS process's
 * job may find due) carries a key the database keeps unique; other messages have none.
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasColumn('patient_messages', 'dedupe_key')) return;
  await knex.schema.alterTable('patient_messages', (table) => {
    table.string('dedupe_key', 120).unique();
  });
}
