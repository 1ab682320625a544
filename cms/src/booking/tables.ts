import type { Core } from '@strapi/strapi';

/**
 * Overbooking is refused by the database itself, not by a check in code: every booked place is a
 * row in `booking_seats` under a unique index on (doctor, branch, start, seat number). Two requests
 * for the last place both try to insert the same key and only one insert can win, whatever the
 * isolation level and however many CMS processes run. Canceling deletes the rows, freeing the places.
 *
 * A retried submit is recognised by its Idempotency-Key, claimed the same way in `booking_requests`.
 * These tables are not content types (editors never see them); they are created here, at boot, with
 * the same definition on SQLite and PostgreSQL.
 */
export const SEAT_TABLE = 'booking_seats';
export const REQUEST_TABLE = 'booking_requests';

export const ensureBookingTables = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(SEAT_TABLE))) {
    await knex.schema.createTable(SEAT_TABLE, (table) => {
      table.increments('id');
      table.string('doctor_document_id', 64).notNullable();
      table.string('branch_document_id', 64).notNullable();
      table.bigInteger('starts_at_ms').notNullable();
      table.integer('seat_number').notNullable();
      table.string('booking_number', 20).notNullable();
      table.unique(['doctor_document_id', 'branch_document_id', 'starts_at_ms', 'seat_number'], {
        indexName: 'booking_seats_place_unique',
      });
      table.index(['booking_number'], 'booking_seats_booking_number_index');
    });
  }
  if (!(await knex.schema.hasTable(REQUEST_TABLE))) {
    await knex.schema.createTable(REQUEST_TABLE, (table) => {
      table.string('idempotency_key', 100).primary();
      table.string('booking_number', 20).notNullable();
      table.bigInteger('created_at_ms').notNullable();
    });
  }
};
