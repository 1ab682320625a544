import type { Knex } from 'knex';

/**
 * One row per scheduled job and time slot that a CMS process claimed and ran: the unique pair is what
 * lets several processes on one database run each job once per period.
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable('scheduled_job_slots')) return;
  await knex.schema.createTable('scheduled_job_slots', (table) => {
    table.string('job', 60).notNullable();
    table.bigInteger('slot').notNullable();
    table.bigInteger('claimed_at_ms').notNullable();
    table.string('claimed_by', 120).notNullable();
    table.primary(['job', 'slot']);
  });
}
