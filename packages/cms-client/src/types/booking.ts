import type {
  TAvailabilityAnswer,
  TBookedAppointmentAnswer,
  TManagedBookingAnswer,
  TNextFreeTimesAnswer,
  TOpeningAnswer,
  TPublicBookingAnswer,
  TScheduleMode,
  TWeeklyHoursAnswer,
} from '@clinic/domain';
import type { ContractType } from './collections';
import type { Locale } from './strapi';

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

export type AvailabilityQuery = {
  doctor: string;
  branch: string;
  /** First Cairo date, "YYYY-MM-DD"; the CMS defaults to today in Cairo. */
  from?: string;
  /** 1 to 31; the CMS defaults to 7. */
  days?: number;
};

/** Which booking wizard sent the request: for reporting, not for rules. */
export type BookingSource = 'doctor-flow' | 'branch-flow' | 'old-form' | StaffBookingSource;

/** How a booking staff made reached the clinic: a caller, or a patient at the desk. */
export type StaffBookingSource = 'phone' | 'walk-in';

export type BookingPatient = {
  firstName: string;
  lastName: string;
  /** Optional: with one, the clinic writes to the patient about the booking. */
  email?: string;
  /** An Egyptian number; the CMS normalizes it to E.164. */
  phone: string;
  age: number;
  notes?: string | null;
  /** company and syndicate need both card images (see `BookingExtras`); cash must send none. */
  contractType: ContractType;
};

/** The JSON `data` part of POST /api/appointments/book. */
export type BookingRequest = {
  doctor: string;
  branch: string;
  /** An opening's `start` exactly as `getAvailability` returned it. */
  start: string;
  specialty?: string | null;
  service?: string | null;
  source: BookingSource;
  /** The language the patient booked in: the call centre confirms in it. */
  locale: Locale;
  patient: BookingPatient;
  consent: {
    accepted: true;
    /** The privacy policy version shown, kept as proof of what the patient agreed to. */
    policyVersion: string;
  };
};

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

/** The patient's cancellation through the link: the phone's last four digits prove more than the link. */
export type PatientCancel = { token: string; phoneDigits: string };

/** The patient's move through the link: the start the page showed and the new one. */
export type PatientReschedule = PatientCancel & { from: string; start: string };

/** One of the later openings a 409 offers when the chosen one filled up. */
export type NextOpening = Pick<Opening, 'start' | 'end' | 'mode' | 'remaining'>;
