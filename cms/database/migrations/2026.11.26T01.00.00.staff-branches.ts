import type { Knex } from 'knex';
import { STAFF_BRANCHES_TABLE } from '../../src/staff/staff-scope';

/** The branches each receptionist works for (src/staff/staff-scope.ts): one row per account and branch. */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable(STAFF_BRANCHES_TABLE)) return;
  await knex.schema.createTable(STAFF_BRANCHES_TABLE, (table) => {
    table.integer('user_id').notNullable();
    table.string('branch_document_id', 40).notNullable();
    table.primary(['user_id', 'branch_document_id']);
  });
}
