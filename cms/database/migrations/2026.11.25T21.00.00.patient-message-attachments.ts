import type { Knex } from 'knex';

/**
 * A message may carry one text file: the confirmed visit's calendar file (.ics). It is personal data
 * like the message's words, and deleted with them.
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasColumn('patient_messages', 'attachment_name')) return;
  await knex.schema.alterTable('patient_messages', (table) => {
    table.string('attachment_name', 100);
    table.text('attachment_text');
  });
}
