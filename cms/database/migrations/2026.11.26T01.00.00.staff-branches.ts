import type { Knex } from 'knex';

/** The branches each receptionist works for (src/staff/staff-scope.ts): one row per account and branch. */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable('staff_branches')) return;
  await knex.schema.createTable('staff_branches', (table) => {
    table.integer('user_id').notNullable();
    table.string('branch_document_id', 40).notNullable();
    table.primary(['user_id', 'branch_document_id']);
  });
}
