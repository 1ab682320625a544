import type { Knex } from 'knex';

/**
 * The booking setup's revision (src/booking/setup-cache.ts): one row whose number goes up with every
 * change to the doctors, branches, hours or closures, so each CMS process knows when what it keeps of
 * them is out of date.
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable('booking_setup_revisions')) return;
  await knex.schema.createTable('booking_setup_revisions', (table) => {
    table.integer('id').primary();
    table.bigInteger('revision').notNullable();
  });
  await knex('booking_setup_revisions').insert({ id: 1, revision: 0 });
}
