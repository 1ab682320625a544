import type { Knex } from 'knex';

/**
 * The access log (src/staff/access-log.ts): one row per time staff read patient data. Rows are only
 * ever added, and deleted by the retention job when their period ends.
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable('patient_data_access_log')) return;
  await knex.schema.createTable('patient_data_access_log', (table) => {
    table.increments('id').primary();
    table.bigInteger('occurred_at_ms').notNullable().index();
    table.integer('actor_user_id').notNullable();
    table.string('actor_email', 255).notNullable();
    table.string('action', 40).notNullable();
    table.string('appointment_document_id', 40).nullable().index();
    table.string('booking_number', 20).nullable().index();
    table.text('details').nullable();
  });
}
