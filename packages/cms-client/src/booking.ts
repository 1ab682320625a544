import {
  type TEarlierWaitInput,
  type TManageMessages,
  ZAvailabilityAnswerSchema,
  ZBookedAppointmentAnswerSchema,
  ZManagedBookingAnswerSchema,
  ZNextFreeTimesAnswerSchema,
  ZWeeklyHoursAnswerSchema,
} from '@clinic/domain';
import { type CmsError, isCmsError, isRecord } from './errors';
import { type RequestOptions, type Transport, postCall } from './request';
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
  /** Stops the booking's messages through the link, or has them again (`stopped: false`). */
  setManagedBookingMessages(choice: TManageMessages, options?: BookingCallOptions): Promise<ManagedBooking>;
  /**
   * Waits for an earlier time with the visit's doctor through the link, as cancelManagedBooking asks; 409
   * `INVALID_TRANSITION` (`details.reason` nothingEarlier) when none can be offered, 400 `patient.phone` at the list's limits.
   */
  waitForEarlierTime(wait: TEarlierWaitInput, options?: BookingCallOptions): Promise<ManagedBooking>;
  /** Stops waiting for an earlier time (the link alone is enough). */
  stopWaitingForEarlierTime(token: string, options?: BookingCallOptions): Promise<ManagedBooking>;
};

const CARD_FIELDS = ['cardFront', 'cardBack'] as const;

/** Payloads are typed, not validated: the CMS is ours and trusted to match. */
export function createBookingApi(transport: Transport): BookingApi {
  const openManaged = postCall<{ token: string }, ManagedBooking>(
    transport,
    '/manage-booking/open',
    ZManagedBookingAnswerSchema,
  );
  const stopWaiting = postCall<{ token: string }, ManagedBooking>(
    transport,
    '/manage-booking/stop-waiting',
    ZManagedBookingAnswerSchema,
  );
  return {
    // Built field by field so the URL is the same whatever key order the caller used.
    getAvailability: ({ doctor, branch, from, days }, options) =>
      transport.requestAnswer('GET', '/availability', ZAvailabilityAnswerSchema, {
        query: { doctor, branch, from, days },
        options,
      }),

    getNextFreeTimes: (options) =>
      transport.requestAnswer('GET', '/availability/next-free-times', ZNextFreeTimesAnswerSchema, { options }),

    getWeeklyHours: (doctor, options) =>
      transport.requestAnswer('GET', '/availability/weekly-hours', ZWeeklyHoursAnswerSchema, {
        query: { doctor: String(doctor) },
        options,
      }),

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

      return transport.requestAnswer('POST', '/appointments/book', ZBookedAppointmentAnswerSchema, {
        body: form,
        options: { ...options, headers },
      });
    },

    openManagedBooking: (token, options) => openManaged({ token }, options),

    cancelManagedBooking: postCall(transport, '/manage-booking/cancel', ZManagedBookingAnswerSchema),

    rescheduleManagedBooking: postCall(transport, '/manage-booking/reschedule', ZManagedBookingAnswerSchema),

    setManagedBookingMessages: postCall(transport, '/manage-booking/messages', ZManagedBookingAnswerSchema),

    waitForEarlierTime: postCall(transport, '/manage-booking/wait-earlier', ZManagedBookingAnswerSchema),

    stopWaitingForEarlierTime: (token, options) => stopWaiting({ token }, options),
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
