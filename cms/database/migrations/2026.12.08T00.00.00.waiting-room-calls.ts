import type { Knex } from 'knex';

/**
 * The waiting room's calls (src/waiting-room/call-in.ts): when a checked-in patient was called in to
 * the doctor, and by whom. A call out of turn keeps its reason as the note of its history entry.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasColumn('visit_arrivals', 'called_at_ms'))) {
    await knex.schema.alterTable('visit_arrivals', (table) => {
      table.bigInteger('called_at_ms');
      table.string('called_by', 254);
    });
  }
}
