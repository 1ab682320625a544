import type { Knex } from 'knex';

/**
 * Counts every change to the seats in this process: once when it is made, and again once its
 * transaction commits. What was read while a booking's transaction was open is kept under the first
 * count, which the second makes stale (see next-free-times.ts).
 */
let seatChanges = 0;

/** Called wherever a seat is claimed or freed (seats.ts), with the transaction that does it. */
export const noteSeatChange = (trx: Knex.Transaction) => {
  seatChanges += 1;
  trx.executionPromise.then(
    () => {
      seatChanges += 1;
    },
    () => {},
  );
};

export const countSeatChanges = () => seatChanges;
