import { withoutEmailAddresses } from '@clinic/domain';
import type { Knex } from 'knex';

/**
 * Why the mail server refused a message's last try (TDeliveryFailureReason in @clinic/domain), beside
 * its words, which staff now see while the message still waits. The words kept so far lose any address
 * in them, as new ones do: the delivery log never shows one.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasColumn('patient_messages', 'last_error_reason'))) {
    await knex.schema.alterTable('patient_messages', (table) => {
      table.string('last_error_reason', 20);
    });
  }
  const kept = (await knex('patient_messages').whereNotNull('last_error').select('id', 'last_error')) as {
    id: number;
    last_error: string;
  }[];
  for (const { id, last_error: text } of kept) {
    const scrubbed = withoutEmailAddresses(text);
    if (scrubbed !== text) await knex('patient_messages').where({ id }).update({ last_error: scrubbed });
  }
}
