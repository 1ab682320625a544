import type { Knex } from 'knex';

/** The doctor each doctor's account is (src/staff/staff-scope.ts): one row per account. */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable('staff_doctors')) return;
  await knex.schema.createTable('staff_doctors', (table) => {
    table.integer('user_id').notNullable().primary();
    table.string('doctor_document_id', 40).notNullable().index();
  });
}
