import type { Knex } from 'knex';

/**
 * The bookings' manage links (src/booking/manage-links.ts): each link's token as its SHA-256 only,
 * and per booking the wrong answers to its phone's last digits, which lock the link's changes.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('booking_manage_tokens'))) {
    await knex.schema.createTable('booking_manage_tokens', (table) => {
      table.increments('id').primary();
      table.string('token_hash', 64).notNullable().unique();
      table.string('appointment_document_id', 40).notNullable().index();
      table.bigInteger('created_at_ms').notNullable();
    });
  }
  if (!(await knex.schema.hasTable('booking_manage_locks'))) {
    await knex.schema.createTable('booking_manage_locks', (table) => {
      table.string('appointment_document_id', 40).primary();
      table.integer('wrong_tries').notNullable().defaultTo(0);
    });
  }
}
