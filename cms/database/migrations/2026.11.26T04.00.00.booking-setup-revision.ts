import type { Knex } from 'knex';
import { SETUP_REVISION_TABLE } from '../../src/booking/table-names';

/**
 * The booking setup's revision (src/booking/setup-cache.ts): one row whose number goes up with every
 * change to the doctors, branches, hours or closures, so each CMS process knows when what it keeps of
 * them is out of date.
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable(SETUP_REVISION_TABLE)) return;
  await knex.schema.createTable(SETUP_REVISION_TABLE, (table) => {
    table.integer('id').primary();
    table.bigInteger('revision').notNullable();
  });
  await knex(SETUP_REVISION_TABLE).insert({ id: 1, revision: 0 });
}
