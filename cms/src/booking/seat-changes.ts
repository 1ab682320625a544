import type { Knex } from 'knex';

/**
 * Counts every change to each doctor's seats in this process: once when it is made, and again once
 * its transaction commits. What was read while a booking's transaction was open is kept under the
 * first count, which the second makes stale (see next-free-times.ts). Per doctor, since a doctor's
 * places at all their branches share the doctor's time, and no other doctor's places change.
 */
const seatChanges = new Map<string, number>();

const countOne = (doctorDocumentId: string) =>
  seatChanges.set(doctorDocumentId, (seatChanges.get(doctorDocumentId) ?? 0) + 1);

/** Called wherever a doctor's seat is claimed or freed (seats.ts), with the transaction that does it. */
export const noteSeatChange = (trx: Knex.Transaction, doctorDocumentId: string) => {
  countOne(doctorDocumentId);
  trx.executionPromise.then(
    () => countOne(doctorDocumentId),
    () => {},
  );
};

export const countSeatChanges = (doctorDocumentId: string) => seatChanges.get(doctorDocumentId) ?? 0;
