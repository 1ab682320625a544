import type { Knex } from 'knex';

/**
 * The patients' stops (src/messages/message-stops.ts): a booking's messages stopped from its manage page
 * or by the desk, and a number's SMS stopped by a STOP reply, each kept once it ends. And when the SMS
 * gateway reported a message on the phone.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('message_stops'))) {
    await knex.schema.createTable('message_stops', (table) => {
      table.increments('id').primary();
      table.string('appointment_document_id', 40).index();
      table.string('phone', 20).index();
      /** 'sms', or null for every channel. */
      table.string('channel', 10);
      table.string('source', 20).notNullable();
      table.bigInteger('created_at_ms').notNullable();
      table.bigInteger('ended_at_ms');
    });
  }
  if (!(await knex.schema.hasColumn('patient_messages', 'delivered_at_ms'))) {
    await knex.schema.alterTable('patient_messages', (table) => {
      table.bigInteger('delivered_at_ms');
    });
  }
}
