import type { Knex } from 'knex';

/**
 * The outbox of patient messages (src/messages/outbox.ts): a row is written in the same transaction
 * as the change that causes it, and a delivery loop in any CMS process claims and sends it.
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable('patient_messages')) return;
  await knex.schema.createTable('patient_messages', (table) => {
    table.increments('id').primary();
    table.string('appointment_document_id', 40).notNullable().index();
    table.string('kind', 20).notNullable();
    table.string('channel', 20).notNullable();
    table.string('recipient', 254).notNullable();
    table.string('locale', 5).notNullable();
    table.string('subject', 300);
    table.text('body_text');
    table.text('body_html');
    table.string('message_id', 200).notNullable().unique();
    table.string('state', 20).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('next_attempt_at_ms').notNullable();
    table.bigInteger('lease_until_ms');
    table.text('last_error');
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('sent_at_ms');
    table.index(['state', 'next_attempt_at_ms']);
  });
}
