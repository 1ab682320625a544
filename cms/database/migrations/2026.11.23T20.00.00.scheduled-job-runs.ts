import type { Knex } from 'knex';

/**
 * The last run of each scheduled job, which `GET /_health/jobs` reports and which says when operations
 * were last emailed about a failure. Shared by every CMS process on the database.
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable('scheduled_job_runs')) return;
  await knex.schema.createTable('scheduled_job_runs', (table) => {
    table.string('job', 60).primary();
    table.bigInteger('last_started_at_ms').notNullable();
    table.bigInteger('last_finished_at_ms').notNullable();
    table.string('last_outcome', 20).notNullable();
    table.integer('last_duration_ms').notNullable();
    table.text('last_error');
    table.bigInteger('last_succeeded_at_ms');
    table.bigInteger('last_alerted_at_ms');
  });
}
