/** The booking tables that are not content types; their shapes and guarantees are described in tables.ts. */
export const SEAT_TABLE = 'booking_seats';
export const REQUEST_TABLE = 'booking_requests';
export const DOCTOR_TIME_TABLE = 'doctor_time_claims';
