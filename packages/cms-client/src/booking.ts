import { type CmsError, isCmsError, isRecord } from './errors';
import type { RequestOptions, Transport } from './request';
import type {
  Availability,
  AvailabilityQuery,
  BookedAppointment,
  DoctorWeeklyHours,
  BookingExtras,
  BookingRequest,
  ManagedBooking,
  NextFreeTimes,
  NextOpening,
  PatientCancel,
  PatientReschedule,
} from './types/booking';

/** The booking routes take no locale parameter: a booking carries its locale in its data. */
export type BookingCallOptions = Omit<RequestOptions, 'locale'>;

export type BookingApi = {
  /** The doctor's openings at the branch, per Cairo day, with the places left; never cached by the CMS. */
  getAvailability(query: AvailabilityQuery, options?: BookingCallOptions): Promise<Availability>;
  /**
   * Every published doctor's next free time at each branch in one answer, for the doctors list: kept
   * by the CMS a minute at most, and made again at once after a booking, a cancellation or new hours.
   */
  getNextFreeTimes(options?: BookingCallOptions): Promise<NextFreeTimes>;
  /**
   * A published doctor's hours in force this week at each of their branches, the doctor by document
   * id or public id (the answer names them by document id); 404 for any other id.
   */
  getWeeklyHours(doctor: string | number, options?: BookingCallOptions): Promise<DoctorWeeklyHours>;
  /**
   * Books an opening. Rejects with a CmsError: 409 when it filled up meanwhile (see
   * `getNextOpenings`), 400 with field message keys (see `getFieldErrors`), 413 for an
   * oversized card image, 429 when this address booked too often (see `retryAfterSeconds`).
   */
  book(request: BookingRequest, extras?: BookingExtras, options?: BookingCallOptions): Promise<BookedAppointment>;
  /** The booking a manage link's token opens; rejects with 404 for any token that opens none, 429 past the limit. */
  openManagedBooking(token: string, options?: BookingCallOptions): Promise<ManagedBooking>;
  /**
   * Cancels through the link. Rejects with 400 `phoneDigits` (wrong digits: `details.triesLeft`), 403 once
   * the tries are used up, 409 `INVALID_TRANSITION` with `details.reason` past the cutoff or the visit.
   */
  cancelManagedBooking(cancel: PatientCancel, options?: BookingCallOptions): Promise<ManagedBooking>;
  /** Moves through the link: as cancelManagedBooking, and 409 `SLOT_FULL` when the new time was taken. */
  rescheduleManagedBooking(move: PatientReschedule, options?: BookingCallOptions): Promise<ManagedBooking>;
};

const CARD_FIELDS = ['cardFront', 'cardBack'] as const;

/** Payloads are typed, not validated: the CMS is ours and trusted to match. */
export function createBookingApi(transport: Transport): BookingApi {
  return {
    async getAvailability({ doctor, branch, from, days }, options) {
      // Built field by field so the URL is the same whatever key order the caller used.
      const response = await transport.requestEnvelope('GET', '/availability', {
        query: { doctor, branch, from, days },
        options,
      });
      return response.data as Availability;
    },

    async getNextFreeTimes(options) {
      const response = await transport.requestEnvelope('GET', '/availability/next-free-times', { options });
      return response.data as NextFreeTimes;
    },

    async getWeeklyHours(doctor, options) {
      const response = await transport.requestEnvelope('GET', '/availability/weekly-hours', {
        query: { doctor: String(doctor) },
        options,
      });
      return response.data as DoctorWeeklyHours;
    },

    async book(request, extras = {}, options) {
      // Multipart because the card images are files; the CMS reads the booking from the `data` field.
      const form = new FormData();
      form.append('data', JSON.stringify(request));
      for (const field of CARD_FIELDS) {
        const file = extras[field];
        if (file) form.append(field, file);
      }

      const headers = new Headers(options?.headers);
      if (extras.idempotencyKey !== undefined) headers.set('Idempotency-Key', extras.idempotencyKey);

      const response = await transport.requestEnvelope('POST', '/appointments/book', {
        body: form,
        options: { ...options, headers },
      });
      return response.data as BookedAppointment;
    },

    async openManagedBooking(token, options) {
      const response = await transport.requestEnvelope('POST', '/manage-booking/open', {
        body: { data: { token } },
        options,
      });
      return response.data as ManagedBooking;
    },

    async cancelManagedBooking(cancel, options) {
      const response = await transport.requestEnvelope('POST', '/manage-booking/cancel', {
        body: { data: cancel },
        options,
      });
      return response.data as ManagedBooking;
    },

    async rescheduleManagedBooking(move, options) {
      const response = await transport.requestEnvelope('POST', '/manage-booking/reschedule', {
        body: { data: move },
        options,
      });
      return response.data as ManagedBooking;
    },
  };
}

/** The chosen opening filled up between display and submit; the error offers later ones. */
export function isSlotTakenError(error: unknown): error is CmsError {
  return (
    isCmsError(error) &&
    error.status === 409 &&
    error.name === 'ConflictError' &&
    Array.isArray(error.details.nextOpenings)
  );
}

/** The openings to offer instead after a 409, soonest first; `[]` for any other error. */
export function getNextOpenings(error: unknown): NextOpening[] {
  if (!isSlotTakenError(error)) return [];
  const openings: unknown[] = Array.isArray(error.details.nextOpenings) ? error.details.nextOpenings : [];
  // A malformed entry is dropped rather than rendered as an unbookable button.
  return openings.filter(
    (opening): opening is NextOpening =>
      isRecord(opening) && typeof opening.start === 'string' && typeof opening.end === 'string',
  );
}
