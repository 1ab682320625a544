import { withoutEmailAddresses } from '@clinic/domain';
import type { Knex } from 'knex';
import { OUTBOX_TABLE } from '../../src/messages/outbox';

/**
 * Why the mail server refused a message's last try (TDeliveryFailureReason in @clinic/domain), beside
 * its words, which staff now see while the message still waits. The words kept so far lose any address
 * in them, as new ones do: the delivery log never shows one.
 */
export async function up(knex: Knex) {
  if (!(await knex.schema.hasColumn(OUTBOX_TABLE, 'last_error_reason'))) {
    await knex.schema.alterTable(OUTBOX_TABLE, (table) => {
      table.string('last_error_reason', 20);
    });
  }
  const kept = (await knex(OUTBOX_TABLE).whereNotNull('last_error').select('id', 'last_error')) as {
    id: number;
    last_error: string;
  }[];
  for (const { id, last_error: text } of kept) {
    const scrubbed = withoutEmailAddresses(text);
    if (scrubbed !== text) await knex(OUTBOX_TABLE).where({ id }).update({ last_error: scrubbed });
  }
}
