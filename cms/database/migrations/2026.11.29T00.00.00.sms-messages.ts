import type { Knex } from 'knex';

/**
 * SMS beside email in the outbox (src/messages/outbox.ts): an SMS's parts, what it costs, and the id
 * the gateway gave it, by which its delivery reports will find it.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasColumn('patient_messages', 'segments'))) {
    await knex.schema.alterTable('patient_messages', (table) => {
      table.integer('segments');
      table.string('provider_message_id', 200).index();
    });
  }
}
