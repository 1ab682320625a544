/**
 * The booking tables that are not content types, created by the migration in
 * database/migrations/2026.11.23T12.00.00.booking-tables.ts.
 *
 * Overbooking is refused by the database itself, not by a check in code: every booked place is a
 * row in `booking_seats` under a unique index on (doctor, branch, start, seat number). Two requests
 * for the last place both try to insert the same key and only one insert can win, whatever the
 * isolation level and however many CMS processes run. Canceling deletes the rows, freeing the places.
 *
 * A doctor is one person: `doctor_time_claims` holds one row per minute of the doctor's booked time
 * under a unique index on (doctor, minute), owned by one place (see booking/doctor-time.ts), so two
 * places that overlap, at one branch or two, can never both be booked.
 *
 * A retried submit is recognised by its Idempotency-Key, claimed the same way in `booking_requests`
 * and forgotten after a day (booking/orphan-sweep.ts).
 *
 * `booking_setup_revisions` (its own migration, 2026.11.26T04.00.00) counts the changes to the doctors,
 * branches, hours and closures that availability reads besides the bookings (booking/setup-cache.ts).
 */
export const SEAT_TABLE = 'booking_seats';
export const REQUEST_TABLE = 'booking_requests';
export const DOCTOR_TIME_TABLE = 'doctor_time_claims';
export const SETUP_REVISION_TABLE = 'booking_setup_revisions';
