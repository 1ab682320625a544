import type { Knex } from 'knex';

/**
 * The waiting list (src/waiting-list): who waits for which doctor, the places freed for them, and the
 * offers that hold a place for one of them. Plain tables like the booking's: editors never see them.
 * - An open entry is unique per phone and doctor (a partial unique index, the same SQL on SQLite and
 *   PostgreSQL); `waiting_list_phones` counts each phone's open entries, taken by a conditional update.
 * - An entry is offered a place at most once (unique entry and place).
 */
export async function up(knex: Knex) {
  if (await knex.schema.hasTable('waiting_list_entries')) return;
  await knex.schema.createTable('waiting_list_entries', (table) => {
    table.increments('id').primary();
    table.string('entry_key', 32).notNullable().unique();
    table.string('doctor_document_id', 40).notNullable();
    table.string('branch_document_id', 40);
    table.string('from_date', 10).notNullable();
    table.string('to_date', 10).notNullable();
    table.string('day_parts', 40).notNullable();
    table.string('first_name', 60).notNullable();
    table.string('last_name', 60).notNullable();
    table.string('phone', 20).notNullable();
    table.string('phone_channel', 10).notNullable();
    table.string('email', 254);
    table.integer('age');
    table.text('notes');
    table.string('contract_type', 20).notNullable();
    table.string('locale', 5).notNullable();
    table.string('source', 10).notNullable();
    table.string('added_by', 254);
    table.bigInteger('consent_at_ms').notNullable();
    table.string('consent_policy_version', 20).notNullable();
    table.string('appointment_document_id', 40);
    table.string('state', 10).notNullable();
    table.integer('live_offer_id');
    table.bigInteger('created_at_ms').notNullable();
    table.bigInteger('closed_at_ms');
    table.string('closed_by', 254);
    table.string('closed_reason', 200);
    table.bigInteger('anonymized_at_ms');
    table.index(['doctor_document_id', 'state', 'created_at_ms'], 'waiting_list_entries_doctor_index');
    table.index(['phone'], 'waiting_list_entries_phone_index');
  });
  await knex.raw(
    `CREATE UNIQUE INDEX waiting_list_entries_open_unique ON waiting_list_entries (phone, doctor_document_id) WHERE state = 'open'`,
  );
  await knex.schema.createTable('waiting_list_phones', (table) => {
    table.string('phone', 20).primary();
    table.integer('open_entries').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('waiting_list_places', (table) => {
    table.increments('id').primary();
    table.string('doctor_document_id', 40).notNullable();
    table.string('branch_document_id', 40).notNullable();
    table.bigInteger('starts_at_ms').notNullable();
    table.bigInteger('ends_at_ms').notNullable();
    table.string('mode', 10).notNullable();
    table.bigInteger('freed_at_ms').notNullable();
    table.integer('offers_made').notNullable().defaultTo(0);
    table.string('state', 10).notNullable();
    table.index(['state', 'freed_at_ms'], 'waiting_list_places_state_index');
  });
  await knex.schema.createTable('waiting_list_offers', (table) => {
    table.increments('id').primary();
    table.integer('entry_id').notNullable();
    table.integer('place_id').notNullable();
    table.string('state', 10).notNullable();
    table.bigInteger('offered_at_ms').notNullable();
    table.bigInteger('expires_at_ms').notNullable();
    table.bigInteger('answered_at_ms');
    table.string('answered_by', 254);
    table.string('appointment_document_id', 40);
    table.unique(['entry_id', 'place_id'], { indexName: 'waiting_list_offers_once_unique' });
    table.index(['state', 'expires_at_ms'], 'waiting_list_offers_state_index');
    table.index(['place_id'], 'waiting_list_offers_place_index');
  });
}
