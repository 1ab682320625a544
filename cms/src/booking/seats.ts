import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { type TimedPlace, claimDoctorTime, releaseDoctorTime } from './doctor-time';
import { noteSeatChange } from './seat-changes';
import { REQUEST_TABLE, SEAT_TABLE } from './table-names';

type Place = { doctorDocumentId: string; branchDocumentId: string; startsAt: Date };

const placeKey = (place: Place) => ({
  doctor_document_id: place.doctorDocumentId,
  branch_document_id: place.branchDocumentId,
  starts_at_ms: place.startsAt.getTime(),
});

/**
 * Claims one free seat of a place for `bookingNumber`, trying seat 1, 2, … capacity. Each try is an
 * insert that the unique index lets through at most once, and answers the row only when it went in:
 * a seat someone else holds (or is inserting, on PostgreSQL, once they commit) answers none.
 * Returns the seat number, or null when every seat is taken.
 */
const claimSeat = async (trx: Knex.Transaction, place: Place, capacity: number, bookingNumber: string) => {
  for (let seat = 1; seat <= capacity; seat += 1) {
    const inserted = await trx(SEAT_TABLE)
      .insert({ ...placeKey(place), seat_number: seat, booking_number: bookingNumber })
      .onConflict(['doctor_document_id', 'branch_document_id', 'starts_at_ms', 'seat_number'])
      .ignore()
      .returning('seat_number');
    if (inserted.length === 1) return seat;
  }
  return null;
};

/**
 * Books one seat of a timed place for `bookingNumber`: a free seat of the place, and the doctor's time
 * for it. Returns the seat number, or null when the place is full or the doctor is elsewhere for any
 * of its minutes; then nothing may be kept, so the caller rolls its transaction back.
 */
export const claimPlace = async (trx: Knex.Transaction, place: TimedPlace, capacity: number, bookingNumber: string) => {
  noteSeatChange(trx, place.doctorDocumentId);
  const seat = await claimSeat(trx, place, capacity, bookingNumber);
  if (seat === null) return null;
  return (await claimDoctorTime(trx, place)) ? seat : null;
};

/** Rolls a savepoint back: the place was not free, and no part of the claim may stay. */
class PlaceNotFreeError extends Error {}

/**
 * Like claimPlace, inside a savepoint of `trx`: a place that is not free leaves nothing claimed and the
 * transaction going, so the caller can free it (a waiting-list hold) and claim again. Returns the seat
 * number, or null.
 */
export const claimPlaceIfFree = (trx: Knex.Transaction, place: TimedPlace, capacity: number, bookingNumber: string) => {
  // The savepoint's own count settles when it is released; this one when the transaction commits.
  noteSeatChange(trx, place.doctorDocumentId);
  return trx
    .transaction(async (savepoint) => {
      const seat = await claimPlace(savepoint, place, capacity, bookingNumber);
      if (seat === null) throw new PlaceNotFreeError();
      return seat;
    })
    .catch((error: unknown) => {
      if (error instanceof PlaceNotFreeError) return null;
      throw error;
    });
};

/**
 * Passes a held seat (a waiting-list offer's, see waiting-list/waiting-list-tables.ts) to the booking
 * `bookingNumber`, inside its transaction: the seat row changes hands and the doctor's time, claimed
 * for the place, stays claimed. Returns false when nothing was held under `heldAs`.
 */
export const passHeldSeat = async (trx: Knex.Transaction, place: TimedPlace, heldAs: string, bookingNumber: string) => {
  noteSeatChange(trx, place.doctorDocumentId);
  const passed = await trx(SEAT_TABLE).where({ booking_number: heldAs }).update({ booking_number: bookingNumber });
  return passed === 1;
};

/** Seats taken per start instant (ms) for one doctor at one branch over a time range. */
export const countTakenSeats = async (
  strapi: Core.Strapi,
  doctorDocumentId: string,
  branchDocumentId: string,
  range: { from: Date; to: Date },
) => {
  const rows = (await strapi.db
    .connection(SEAT_TABLE)
    .where({ doctor_document_id: doctorDocumentId, branch_document_id: branchDocumentId })
    .andWhere('starts_at_ms', '>=', range.from.getTime())
    .andWhere('starts_at_ms', '<', range.to.getTime())
    .groupBy('starts_at_ms')
    .select('starts_at_ms')
    .count({ seats: '*' })) as { starts_at_ms: number | string; seats: number | string }[];
  return rows.map((row) => ({ start: new Date(Number(row.starts_at_ms)), seats: Number(row.seats) }));
};

/**
 * Frees the seats of a booking (on cancel) and the doctor's time they held, so others can book them;
 * inside the cancel's transaction. `endsAt` is the booked place's end, which the seat rows do not keep.
 */
export const releaseBooking = async (trx: Knex.Transaction, bookingNumber: string, endsAt: Date) => {
  const seats = (await trx(SEAT_TABLE)
    .where({ booking_number: bookingNumber })
    .select('doctor_document_id', 'branch_document_id', 'starts_at_ms')) as {
    doctor_document_id: string;
    branch_document_id: string;
    starts_at_ms: number | string;
  }[];
  for (const doctor of new Set(seats.map((seat) => seat.doctor_document_id))) noteSeatChange(trx, doctor);
  await trx(SEAT_TABLE).where({ booking_number: bookingNumber }).delete();
  for (const seat of seats) {
    await releaseDoctorTime(trx, {
      doctorDocumentId: seat.doctor_document_id,
      branchDocumentId: seat.branch_document_id,
      startsAt: new Date(Number(seat.starts_at_ms)),
      endsAt,
    });
  }
};

/**
 * Claims an Idempotency-Key for `bookingNumber`. Returns the booking number that owns the key:
 * ours when this request is the first (the insert answers its row), another one when a retry of the
 * same submit got there first.
 */
export const claimIdempotencyKey = async (trx: Knex.Transaction, key: string, bookingNumber: string) => {
  const inserted = await trx(REQUEST_TABLE)
    .insert({ idempotency_key: key, booking_number: bookingNumber, created_at_ms: Date.now() })
    .onConflict(['idempotency_key'])
    .ignore()
    .returning('booking_number');
  if (inserted.length === 1) return bookingNumber;
  const owner = await trx(REQUEST_TABLE).where({ idempotency_key: key }).first('booking_number');
  return (owner?.booking_number as string | undefined) ?? null;
};

export const findBookingNumberByIdempotencyKey = async (strapi: Core.Strapi, key: string) => {
  const row = await strapi.db.connection(REQUEST_TABLE).where({ idempotency_key: key }).first('booking_number');
  return (row?.booking_number as string | undefined) ?? null;
};

/** A retry comes within seconds, or minutes on a poor connection: a key is kept for a day, then forgotten. */
export const pruneIdempotencyKeys = (strapi: Core.Strapi, before: Date) =>
  strapi.db.connection(REQUEST_TABLE).where('created_at_ms', '<', before.getTime()).delete();
