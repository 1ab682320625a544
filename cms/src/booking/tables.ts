import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { claimDoctorTime } from './doctor-time';
import { DOCTOR_TIME_TABLE, REQUEST_TABLE, SEAT_TABLE } from './table-names';

/**
 * Overbooking is refused by the database itself, not by a check in code: every booked place is a
 * row in `booking_seats` under a unique index on (doctor, branch, start, seat number). Two requests
 * for the last place both try to insert the same key and only one insert can win, whatever the
 * isolation level and however many CMS processes run. Canceling deletes the rows, freeing the places.
 *
 * A doctor is one person: `doctor_time_claims` holds one row per minute of the doctor's booked time
 * under a unique index on (doctor, minute), owned by one place (see booking/doctor-time.ts), so two
 * places that overlap, at one branch or two, can never both be booked.
 *
 * A retried submit is recognised by its Idempotency-Key, claimed the same way in `booking_requests`.
 * These tables are not content types (editors never see them); they are created here, at boot, with
 * the same definition on SQLite and PostgreSQL.
 */
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
  if (!(await knex.schema.hasTable(DOCTOR_TIME_TABLE))) {
    // One transaction: a database never holds the table without the claims of the bookings it already had.
    await knex.transaction(async (trx) => {
      await trx.schema.createTable(DOCTOR_TIME_TABLE, (table) => {
        table.string('doctor_document_id', 64).notNullable();
        table.bigInteger('minute_ms').notNullable();
        table.string('place_key', 120).notNullable();
        table.integer('seats').notNullable();
        table.unique(['doctor_document_id', 'minute_ms'], { indexName: 'doctor_time_claims_minute_unique' });
      });
      await claimTimeOfBookedPlaces(strapi, trx);
    });
  }
};

/**
 * A database made before the doctor's time was guarded holds bookings without claims: claim the time
 * of every place still to come, in start order. Of two places booked over each other before overlaps
 * were refused, the later one keeps its bookings and holds only the minutes left free: nothing new can
 * be booked over either, and the overlap is logged.
 */
const claimTimeOfBookedPlaces = async (strapi: Core.Strapi, trx: Knex.Transaction) => {
  const seats = (await trx(SEAT_TABLE)
    .select('doctor_document_id', 'branch_document_id', 'starts_at_ms', 'booking_number')
    .where('starts_at_ms', '>=', Date.now() - 24 * 60 * 60 * 1000)
    .orderBy(['starts_at_ms', 'id'])) as {
    doctor_document_id: string;
    branch_document_id: string;
    starts_at_ms: number | string;
    booking_number: string;
  }[];
  const endsAt = new Map<string, Date>();
  for (let index = 0; index < seats.length; index += 500) {
    const numbers = seats.slice(index, index + 500).map((seat) => seat.booking_number);
    const rows = (await trx('appointments').whereIn('booking_number', numbers).select('booking_number', 'ends_at')) as {
      booking_number: string;
      ends_at: number | string | Date;
    }[];
    for (const row of rows) endsAt.set(row.booking_number, new Date(row.ends_at));
  }
  const places = new Map<string, { place: Parameters<typeof claimDoctorTime>[1]; seats: number }>();
  for (const seat of seats) {
    const end = endsAt.get(seat.booking_number);
    if (!end) continue;
    const key = `${seat.doctor_document_id}|${seat.branch_document_id}|${seat.starts_at_ms}`;
    const known = places.get(key);
    if (known) known.seats += 1;
    else
      places.set(key, {
        place: {
          doctorDocumentId: seat.doctor_document_id,
          branchDocumentId: seat.branch_document_id,
          startsAt: new Date(Number(seat.starts_at_ms)),
          endsAt: end,
        },
        seats: 1,
      });
  }
  for (const { place, seats: count } of places.values()) {
    if (!(await claimDoctorTime(trx, place, count))) {
      strapi.log.warn(
        `Doctor ${place.doctorDocumentId} was booked at two overlapping places before overlaps were refused ` +
          `(branch ${place.branchDocumentId}, ${place.startsAt.toISOString()}): both keep their bookings, nothing new can overlap them`,
      );
    }
  }
};
