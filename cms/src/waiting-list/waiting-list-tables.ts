/**
 * The waiting list's tables, created by database/migrations/2026.12.02T00.00.00.waiting-list.ts.
 *
 * - `waiting_list_entries`: who waits for which doctor (a branch or any), over which days and parts of
 *   the day, in order of joining; at most one open entry per phone and doctor (a partial unique index),
 *   and `live_offer_id` names the entry's one live offer.
 * - `waiting_list_phones`: each phone's open entries, counted so that no phone holds more than
 *   WAITING_LIST_RULES.maxOpenEntriesPerPhone however many requests race.
 * - `waiting_list_places`: places freed by a cancellation or a move while someone waited for their
 *   doctor, written in that change's transaction: `waiting` to be offered, `held` while an offer holds
 *   it, `done` once taken or freed for everyone.
 * - `waiting_list_offers`: a place held for one entry until `expires_at_ms`. The hold is a seat of the
 *   place and the doctor's time, claimed in `booking_seats` and `doctor_time_claims` under the
 *   offer's `hold_number` (HOLD-<id>) exactly as a booking claims them: every booking path and
 *   availability see the place as taken, and the database's unique indexes keep it from two patients.
 */
export const WAITING_ENTRIES_TABLE = 'waiting_list_entries';
export const WAITING_PHONES_TABLE = 'waiting_list_phones';
export const WAITING_PLACES_TABLE = 'waiting_list_places';
export const WAITING_OFFERS_TABLE = 'waiting_list_offers';

/** The number an offer's hold takes in the seat tables, where a booking's number would be. */
export const toHoldNumber = (offerId: number) => `HOLD-${offerId}`;
