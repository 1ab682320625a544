import type {
  TAppointmentSource,
  TAvailabilityAnswer,
  TAvailabilityQuery,
  TBookingRequest,
  TPatientCancel,
  TPatientReschedule,
  TStaffBookingSource,
  TBookedAppointmentAnswer,
  TManagedBookingAnswer,
  TNextFreeTimesAnswer,
  TOpeningAnswer,
  TPublicBookingAnswer,
  TScheduleMode,
  TWeeklyHoursAnswer,
} from '@clinic/domain';

/** slots: fixed appointments; fcfs: one first-come-first-served session with several places. */
export type OpeningMode = TScheduleMode;

/** An opening and its places left; see ZOpeningAnswerSchema in @clinic/domain. */
export type Opening = TOpeningAnswer;

/** A doctor's openings at a branch per Cairo day; see ZAvailabilityAnswerSchema. */
export type Availability = TAvailabilityAnswer;

export type AvailabilityDay = Availability['days'][number];

/** Every published doctor's next free time at each branch; see ZNextFreeTimesAnswerSchema. */
export type NextFreeTimes = TNextFreeTimesAnswer;

export type NextFreeTime = NextFreeTimes['times'][number];

/** A doctor's hours in force this week at each of their branches; see ZWeeklyHoursAnswerSchema. */
export type DoctorWeeklyHours = TWeeklyHoursAnswer;

export type WeeklyHours = DoctorWeeklyHours['hours'][number];

/** A doctor's openings at a branch, from a Cairo date (today when absent) over `days` (7 when absent); see ZAvailabilityQuerySchema. */
export type AvailabilityQuery = Pick<TAvailabilityQuery, 'doctor' | 'branch'> &
  Partial<Pick<TAvailabilityQuery, 'from' | 'days'>>;

/** Where a booking came from: the three online wizards, a call to the desk, or a patient at it. */
export type BookingSource = TAppointmentSource;

/** How a booking staff made reached the clinic: a caller, or a patient at the desk. */
export type StaffBookingSource = TStaffBookingSource;

/**
 * The JSON `data` part of POST /api/appointments/book, as ZBookingRequestSchema in @clinic/domain
 * reads it (the CMS checks it again): `start` is an opening's exactly as `getAvailability` gave it.
 */
export type BookingRequest = Omit<TBookingRequest, 'patient'> & { patient: BookingPatient };

/** The patient of a booking, by the public form or the desk: WhatsApp for their mobile unless `phoneChannel` says SMS. */
export type BookingPatient = Omit<TBookingRequest['patient'], 'phoneChannel'> &
  Partial<Pick<TBookingRequest['patient'], 'phoneChannel'>>;

/** What travels beside the booking data. */
export type BookingExtras = {
  /** Contract card images (JPEG, PNG or WebP, 5 MB each); a `File` keeps its name. */
  cardFront?: Blob | null;
  cardBack?: Blob | null;
  /**
   * 8 to 100 of `A-Z a-z 0-9 _ -`, one per submit: resending the same key returns the booking
   * already made instead of making a second one (a double click, a retry after a lost response).
   */
  idempotencyKey?: string;
};

/** The booking just made, as the patient may read it back; see ZPublicBookingAnswerSchema. */
export type Booking = TPublicBookingAnswer;

/** The answer to a booking, with its manage link's token; see ZBookedAppointmentAnswerSchema. */
export type BookedAppointment = TBookedAppointmentAnswer;

/** A booking as its manage page shows it; see ZManagedBookingAnswerSchema. */
export type ManagedBooking = TManagedBookingAnswer;

/** The patient's cancellation through the link; see ZPatientCancelSchema. */
export type PatientCancel = TPatientCancel;

/** The patient's move through the link; see ZPatientRescheduleSchema. */
export type PatientReschedule = TPatientReschedule;

/** One of the later openings a 409 offers when the chosen one filled up. */
export type NextOpening = Pick<Opening, 'start' | 'end' | 'mode' | 'remaining'>;
