import type { Knex } from 'knex';

/**
 * Card verification (src/front-desk/card-checks.ts): each verdict on a company or syndicate card is an
 * entry of the visit's history, a row of `appointment_events` with the verdict and a refusal's reason;
 * the latest is kept on the appointment itself (its content type's card* attributes).
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasColumn('appointment_events', 'card_verdict')) return;
  await knex.schema.alterTable('appointment_events', (table) => {
    table.string('card_verdict', 10);
    table.string('card_refusal_reason', 20);
  });
}
