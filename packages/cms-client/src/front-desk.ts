import {
  type TAppointmentListAnswer,
  type TAppointmentNoteInput,
  type TArrivalAnswer,
  type TArrivalChange,
  type TCallAttempt,
  type TCallAttemptCountAnswer,
  type TCardCheckAnswer,
  type TCardCheckInput,
  type TDaySheetAnswer,
  type TDaySheetQuery,
  type TMessageResend,
  type TQueuePause,
  type TStaffNoteAnswer,
  ZAppointmentDetailAnswerSchema,
  ZAppointmentListAnswerSchema,
  ZAppointmentRowAnswerSchema,
  ZArrivalAnswerSchema,
  ZCallAttemptCountAnswerSchema,
  ZCallListAnswerSchema,
  ZCardCheckAnswerSchema,
  ZDaySheetAnswerSchema,
  ZKnownPatientsAnswerSchema,
  ZQueuePauseSchema,
  ZStaffAvailabilityAnswerSchema,
  ZStaffBookingResultAnswerSchema,
  ZStaffNoteAnswerSchema,
} from '@clinic/domain';
import { type RequestOptions, type Transport, postCall } from './request';
import type { StaffCallOptions } from './staff';
import type {
  KnownPatient,
  Reschedule,
  StaffAppointmentDetail,
  StaffAppointmentQuery,
  StaffAppointmentRow,
  StaffAvailability,
  StaffAvailabilityQuery,
  StaffBooking,
  StaffBookingResult,
  StaffCallRow,
  StatusChange,
} from './types/staff';

/**
 * The front desk's calls: the appointments list and its export, a visit's page and its changes, the
 * booking for a caller or a walk-in, the call list and the day sheet.
 */
export type FrontDeskApi = {
  /** One page of the staff list with its counters; needs a staff token. */
  listAppointments(query: StaffAppointmentQuery, options?: StaffCallOptions): Promise<TAppointmentListAnswer>;
  /** Every appointment the query matches, in its order, read as the CMS streams them. */
  exportAppointments(query: StaffAppointmentQuery, options?: StaffCallOptions): AsyncGenerator<StaffAppointmentRow>;
  getAppointment(documentId: string, options?: StaffCallOptions): Promise<StaffAppointmentDetail>;
  /**
   * Books for a caller or a walk-in, confirmed at once. Rejects with a CmsError 400 naming the fields
   * at fault (a time gone by: `start`), 409 `SLOT_FULL` with `details.nextOpenings` when the place is taken.
   */
  createAppointment(booking: StaffBooking, options?: StaffCallOptions): Promise<StaffBookingResult>;
  /** One day of a doctor's openings at a branch, with the seats taken and where each stands for staff. */
  getStaffAvailability(query: StaffAvailabilityQuery, options?: StaffCallOptions): Promise<StaffAvailability>;
  /** The distinct patients booked under a phone, most recent first; rejects with 400 for what is no phone. */
  findPatientsByPhone(phone: string, options?: StaffCallOptions): Promise<KnownPatient[]>;
  /**
   * Moves an appointment on in the workflow if it is still in `change.from`. Rejects with a
   * CmsError 409: `INVALID_TRANSITION` when the workflow forbids it, `CONFLICT` (with
   * `details.current`) when someone changed it meanwhile.
   */
  changeAppointmentStatus(
    documentId: string,
    change: StatusChange,
    options?: StaffCallOptions,
  ): Promise<StaffAppointmentDetail>;
  /**
   * Moves a visit still booked to another time of its doctor at its branch, if it is still at
   * `move.from`. Rejects with a CmsError 409 (`CONFLICT`, `SLOT_FULL`, `INVALID_TRANSITION`) or 400
   * for a time the doctor's hours do not offer.
   */
  rescheduleAppointment(
    documentId: string,
    move: Reschedule,
    options?: StaffCallOptions,
  ): Promise<StaffAppointmentDetail>;
  /**
   * Adds a staff note to an appointment, signed with the caller's account; rejects with a CmsError
   * 400 for an empty or over-long note, 404 when there is no such appointment.
   */
  addAppointmentNote(
    documentId: string,
    note: TAppointmentNoteInput,
    options?: StaffCallOptions,
  ): Promise<TStaffNoteAnswer>;
  /**
   * Queues a failed message to the patient again, from its first try: by its own channel, or with
   * `options.channel` 'sms', a WhatsApp message by SMS instead. Rejects with a CmsError 409
   * `INVALID_TRANSITION` when it is not failed, its words are gone or it went by SMS already, 404 when
   * there is no such message.
   */
  resendMessage(
    documentId: string,
    messageId: number,
    options?: StaffCallOptions & NonNullable<TMessageResend>,
  ): Promise<StaffAppointmentDetail>;
  /** The front desk's call list: visits a change of hours displaced, then pending ones, soonest first. */
  listCalls(options?: StaffCallOptions): Promise<StaffCallRow[]>;
  /**
   * One Cairo day's visits still booked or seen, for the doctors' printed sheets, in time order;
   * rejects with a CmsError 400 for a day or an id that is not one.
   */
  getDaySheet(query: Partial<Omit<TDaySheetQuery, 'locale'>>, options?: StaffCallOptions): Promise<TDaySheetAnswer>;
  /**
   * Counts an unanswered call on a visit; rejects with a CmsError 409 `INVALID_TRANSITION` when the
   * visit is closed (done or canceled), 404 when there is none.
   */
  recordCallAttempt(
    documentId: string,
    attempt: TCallAttempt,
    options?: StaffCallOptions,
  ): Promise<TCallAttemptCountAnswer>;
  /**
   * Checks the visit's patient in, or takes a mistaken check-in back: the check-in standing after (null
   * after a take-back). Rejects with a CmsError 409 whose `details.checkIn` says why (`notBooked`,
   * `notToday`, `alreadyArrived`, `notArrived`), `UNDO_EXPIRED` past the take-back's minutes.
   */
  changeArrival(documentId: string, change: TArrivalChange, options?: StaffCallOptions): Promise<TArrivalAnswer | null>;
  /**
   * The desk's verdict on a company or syndicate card (a refusal with its reason); answers the card's
   * state. CONFLICT (`details.cardCheck`: `notContract`, `notOpen`), 400 naming the field at fault.
   */
  checkCard(documentId: string, check: TCardCheckInput, options?: StaffCallOptions): Promise<TCardCheckAnswer>;
  /**
   * Pauses a doctor's queue at a branch with a message for the waiting-room screen, or resumes it
   * (`message: null`); 403 for a branch not the member's, 400 naming the field at fault.
   */
  pauseQueue(pause: TQueuePause, options?: StaffCallOptions): Promise<void>;
  /** A card image (always WebP: the CMS re-encodes every upload), unread; 404 when there is none. */
  openCardImage(
    documentId: string,
    side: 'front' | 'back',
    options?: StaffCallOptions,
  ): Promise<ReadableStream<Uint8Array>>;
};

/** The list's filters in a stable order, statuses as one comma list, and the page's language. */
const toSearchParams = (query: StaffAppointmentQuery, options: StaffCallOptions | undefined) => ({
  from: query.from,
  to: query.to,
  status: query.status && query.status.length > 0 ? query.status.join(',') : undefined,
  branch: query.branch,
  doctor: query.doctor,
  q: query.q,
  sort: query.sort,
  order: query.order,
  page: query.page,
  pageSize: query.pageSize,
  locale: options?.locale,
});

const documentPath = (documentId: string) => `/staff/appointments/${encodeURIComponent(documentId)}`;

/** A desk's change to one visit: `{ data }` posted to the visit's `action`, answered as `schema` says. */
const postToVisit =
  <Data, Answer>(transport: Transport, action: string, schema: { parse(value: unknown): Answer }) =>
  (documentId: string, data: Data, options?: RequestOptions) =>
    postCall<Data, Answer>(transport, `${documentPath(documentId)}/${action}`, schema)(data, options);

export function createFrontDeskApi(transport: Transport): FrontDeskApi {
  return {
    listAppointments: (query, options) =>
      transport.requestPage('GET', '/staff/appointments', ZAppointmentListAnswerSchema, {
        query: toSearchParams(query, options),
        options,
      }),

    exportAppointments: (query, options) =>
      transport.requestLines('GET', '/staff/appointments/export', ZAppointmentRowAnswerSchema, {
        query: toSearchParams(query, options),
        options,
      }),

    getAppointment: (documentId, options) =>
      transport.requestAnswer('GET', documentPath(documentId), ZAppointmentDetailAnswerSchema, {
        query: { locale: options?.locale },
        options,
      }),

    createAppointment: postCall(transport, '/staff/appointments', ZStaffBookingResultAnswerSchema),

    getStaffAvailability: (query, options) =>
      transport.requestAnswer('GET', '/staff/availability', ZStaffAvailabilityAnswerSchema, {
        query: { doctor: query.doctor, branch: query.branch, date: query.date },
        options,
      }),

    findPatientsByPhone: (phone, options) =>
      transport.requestAnswer('GET', '/staff/patients', ZKnownPatientsAnswerSchema, { query: { phone }, options }),

    changeAppointmentStatus: (documentId, change, options) =>
      transport.requestAnswer('POST', `${documentPath(documentId)}/status`, ZAppointmentDetailAnswerSchema, {
        query: { locale: options?.locale },
        body: { data: change },
        options,
      }),

    rescheduleAppointment: (documentId, move, options) =>
      transport.requestAnswer('POST', `${documentPath(documentId)}/reschedule`, ZAppointmentDetailAnswerSchema, {
        query: { locale: options?.locale },
        body: { data: move },
        options,
      }),

    resendMessage: (documentId, messageId, { channel, ...options } = {}) =>
      transport.requestAnswer(
        'POST',
        `${documentPath(documentId)}/messages/${encodeURIComponent(String(messageId))}/resend`,
        ZAppointmentDetailAnswerSchema,
        // Without a channel, no body: the CMS sends it by its own, as it always did.
        { query: { locale: options.locale }, ...(channel ? { body: { data: { channel } } } : {}), options },
      ),

    addAppointmentNote: (documentId, note, options) =>
      transport.requestAnswer('POST', `${documentPath(documentId)}/notes`, ZStaffNoteAnswerSchema, {
        body: { data: note },
        options,
      }),

    listCalls: (options) =>
      transport.requestAnswer('GET', '/staff/calls', ZCallListAnswerSchema, {
        query: { locale: options?.locale },
        options,
      }),

    getDaySheet: (query, options) =>
      transport.requestPage('GET', '/staff/day-sheet', ZDaySheetAnswerSchema, {
        query: { date: query.date, branch: query.branch, doctor: query.doctor, locale: options?.locale },
        options,
      }),

    recordCallAttempt: postToVisit(transport, 'call-attempts', ZCallAttemptCountAnswerSchema),

    changeArrival: postToVisit(transport, 'arrival', ZArrivalAnswerSchema.nullable()),

    checkCard: postToVisit(transport, 'card-check', ZCardCheckAnswerSchema),

    pauseQueue: async (pause, options) => {
      await transport.requestAnswer('PUT', '/staff/waiting-room/pause', ZQueuePauseSchema.pick({ message: true }), {
        body: { data: pause },
        options,
      });
    },

    openCardImage(documentId, side, options) {
      return transport.requestStream('GET', `/appointments/${encodeURIComponent(documentId)}/cards/${side}`, {
        options,
      });
    },
  };
}
