import type { Knex } from 'knex';

/**
 * WhatsApp beside SMS and email in the outbox (src/messages/outbox.ts): when WhatsApp reported the
 * patient read a message, and, on an SMS sent instead of a WhatsApp message, which one: unique, so that
 * a message falls back to SMS once, however many processes or statuses find it failed.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasColumn('patient_messages', 'fallback_of'))) {
    await knex.schema.alterTable('patient_messages', (table) => {
      table.bigInteger('read_at_ms');
      table.integer('fallback_of').unique();
    });
  }
}
