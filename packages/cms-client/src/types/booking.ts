import type { AppointmentStatus, ContractType } from './collections';
import type { Weekday } from './components';
import type { Locale } from './strapi';

/** slots: fixed appointments; fcfs: one first-come-first-served session with several places. */
export type OpeningMode = 'slots' | 'fcfs';

/** full: every place is taken. closed: in the past or too soon to book; `remaining` is then 0. */
export type OpeningStatus = 'open' | 'full' | 'closed';

export type Opening = {
  /** ISO datetime with the Cairo offset, e.g. "2026-11-24T10:30:00+02:00"; send it back as is to book. */
  start: string;
  end: string;
  mode: OpeningMode;
  capacity: number;
  remaining: number;
  status: OpeningStatus;
};

export type AvailabilityDay = {
  /** Cairo calendar date, "YYYY-MM-DD". */
  date: string;
  weekday: Weekday;
  /** Sorted by start. */
  openings: Opening[];
};

export type Availability = {
  /** The documentIds asked for, echoed back. */
  doctor: string;
  branch: string;
  timeZone: 'Africa/Cairo';
  days: AvailabilityDay[];
};

/** One doctor's soonest open time at one of their branches, ISO datetimes with the Cairo offset. */
export type NextFreeTime = { doctor: string; branch: string; start: string; end: string; mode: OpeningMode };

/** Every published doctor's next free time at each branch, and when the CMS worked them out. */
export type NextFreeTimes = { madeAt: string; times: NextFreeTime[] };

/** One stretch of a doctor's week at one branch: Cairo wall-clock times, and how patients are seen. */
export type WeeklyHours = { branch: string; weekday: Weekday; startTime: string; endTime: string; mode: OpeningMode };

/** A doctor's hours in force this week at each of their branches, from Saturday. */
export type DoctorWeeklyHours = { doctor: string; timeZone: 'Africa/Cairo'; hours: WeeklyHours[] };

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

/** The booking just made, as the patient may read it back. */
export type Booking = {
  bookingNumber: string;
  status: AppointmentStatus;
  /** ISO datetimes with the Cairo offset. */
  start: string;
  end: string;
  mode: OpeningMode;
  locale: Locale;
  /** Names are snapshots taken at booking time; `documentId` is null once the entry is deleted. */
  doctor: { documentId: string | null; name: string };
  branch: {
    documentId: string | null;
    name: string;
    address: string | null;
    locationLink: string | null;
  };
  /** Names, not ids, in the booking's locale. */
  specialty: string | null;
  service: string | null;
  /** The doctor's fee at the branch when booked, in Egyptian pounds; null when none was given. */
  consultationFeeEgp: number | null;
};

/** The answer to a booking: the booking, and the token of its manage link, shown once (only its hash is kept). */
export type BookedAppointment = Booking & { manageToken: string };

/** Why the patient may not change the visit through the link now (the page says to call the branch instead). */
export type PatientChangeRefusal = 'closed' | 'visitPassed' | 'pastCutoff';

/** A booking as its manage page shows it: never the phone or the email in full. */
export type ManagedBooking = {
  booking: Booking;
  patient: { firstName: string; phone: string; email: string | null };
  branchContact: { phone: string | null; whatsapp: string | null };
  change: {
    refusal: PatientChangeRefusal | null;
    /** Wrong answers to the phone's last digits used up the link's tries: changes go through the branch. */
    locked: boolean;
    /** How many hours before the visit the patient may still change it. */
    cutoffHours: number;
  };
};

/** The patient's cancellation through the link: the phone's last four digits prove more than the link. */
export type PatientCancel = { token: string; phoneDigits: string };

/** The patient's move through the link: the start the page showed and the new one. */
export type PatientReschedule = PatientCancel & { from: string; start: string };

/** One of the later openings a 409 offers when the chosen one filled up. */
export type NextOpening = Pick<Opening, 'start' | 'end' | 'mode' | 'remaining'>;
