import type { Knex } from 'knex';

// Frozen at this migration's date: a migration never follows today's code.
const SEAT_TABLE = 'booking_seats';
const REQUEST_TABLE = 'booking_requests';
const DOCTOR_TIME_TABLE = 'doctor_time_claims';
const MS_PER_MINUTE = 60_000;

/** A place already booked, with its length: a slot, or a whole walk-in session. */
type BookedPlace = { doctorDocumentId: string; branchDocumentId: string; startsAt: Date; endsAt: Date };

/** One row of the claims table: a minute of a doctor's time, held by one place for its seats. */
type MinuteClaim = { doctor_document_id: string; minute_ms: number; place_key: string; seats: number };

/**
 * The booking's own tables, which are not content types (editors never see them; Strapi's schema
 * sync leaves tables it never created alone): what they guarantee is said in src/booking/table-names.ts.
 * They were created at every boot when missing before migrations were versioned, so a database made
 * then holds some or all of them: each is created only when missing, and the doctor's time is claimed
 * for the bookings already made when its table is new. Strapi runs this in one transaction, so a
 * database never holds the claims table without the claims of the bookings it had.
 */
export async function up(knex: Knex, db?: { logger?: { warn(message: string): void } }) {
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
    await knex.schema.createTable(DOCTOR_TIME_TABLE, (table) => {
      table.string('doctor_document_id', 64).notNullable();
      table.bigInteger('minute_ms').notNullable();
      table.string('place_key', 120).notNullable();
      table.integer('seats').notNullable();
      table.unique(['doctor_document_id', 'minute_ms'], { indexName: 'doctor_time_claims_minute_unique' });
    });
    await claimTimeOfBookedPlaces(knex, (message) => db?.logger?.warn(message));
  }
}

type SeatRow = {
  doctor_document_id: string;
  branch_document_id: string;
  starts_at_ms: number | string;
  booking_number: string;
};

/**
 * A database made before the doctor's time was guarded holds bookings without claims: claim the time
 * of every place still to come, in start order. Of two places booked over each other before overlaps
 * were refused, the later one keeps its bookings and holds only the minutes left free: nothing new can
 * be booked over either, and the overlap is logged.
 */
const claimTimeOfBookedPlaces = async (knex: Knex, warn: (message: string) => void) => {
  const seats = (await knex(SEAT_TABLE)
    .select('doctor_document_id', 'branch_document_id', 'starts_at_ms', 'booking_number')
    .where('starts_at_ms', '>=', Date.now() - 24 * 60 * 60 * 1000)
    .orderBy(['starts_at_ms', 'id'])) as SeatRow[];
  const endsAt = new Map<string, Date>();
  for (let index = 0; index < seats.length; index += 500) {
    const numbers = seats.slice(index, index + 500).map((seat) => seat.booking_number);
    const rows = (await knex('appointments')
      .whereIn('booking_number', numbers)
      .select('booking_number', 'ends_at')) as {
      booking_number: string;
      ends_at: number | string | Date;
    }[];
    for (const row of rows) endsAt.set(row.booking_number, new Date(row.ends_at));
  }
  const places = new Map<string, { place: BookedPlace; seats: number }>();
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
  // The table is new and this transaction alone writes it: the minutes are shared out here, each to
  // the first place in start order that covers it, then written; a place's key names its branch and times.
  const claims = new Map<string, MinuteClaim>();
  for (const { place, seats: count } of places.values()) {
    const placeKey = `${place.branchDocumentId}|${place.startsAt.getTime()}|${place.endsAt.getTime()}`;
    let overlapped = false;
    const first = Math.floor(place.startsAt.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE;
    for (let minute = first; minute < place.endsAt.getTime(); minute += MS_PER_MINUTE) {
      const held = claims.get(`${place.doctorDocumentId}|${minute}`);
      if (!held) {
        claims.set(`${place.doctorDocumentId}|${minute}`, {
          doctor_document_id: place.doctorDocumentId,
          minute_ms: minute,
          place_key: placeKey,
          seats: count,
        });
      } else if (held.place_key !== placeKey) overlapped = true;
    }
    if (overlapped) {
      warn(
        `Doctor ${place.doctorDocumentId} was booked at two overlapping places before overlaps were refused ` +
          `(branch ${place.branchDocumentId}, ${place.startsAt.toISOString()}): both keep their bookings, nothing new can overlap them`,
      );
    }
  }
  const rows = [...claims.values()];
  for (let index = 0; index < rows.length; index += 200) {
    await knex(DOCTOR_TIME_TABLE).insert(rows.slice(index, index + 200));
  }
};
