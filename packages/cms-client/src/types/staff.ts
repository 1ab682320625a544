import type {
  TAccessLogEntryAnswer,
  TAccessLogPageAnswer,
  TAccessLogQuery,
  TDeliveryLogPageAnswer,
  TDeliveryLogQuery,
  TInboxMessageAnswer,
  TInboxPageAnswer,
  TMarkedMessageAnswer,
  TPatientMessageAnswer,
  TStaffAccountAnswer,
  TStaffAccountChangeInput,
  TStaffAccountInput,
  TStaffMessageListQuery,
  TStatistics,
  TStatisticsQuery,
  TStatusCounts,
  TStaffProfileAnswer,
} from '@clinic/domain';
import type { BookingPatient, BookingSource, OpeningMode, OpeningStatus, StaffBookingSource } from './booking';
import type { AppointmentStatus, ContractType } from './collections';
import type { Locale, PagePagination } from './strapi';

/** The staff list's filters, as in the page URL; see `ZAppointmentListQuerySchema` in @clinic/domain. */
export type StaffAppointmentQuery = {
  /** Cairo days, both included; without `from` the list starts today. */
  from?: string;
  to?: string;
  status?: AppointmentStatus[];
  branch?: string;
  doctor?: string;
  /** Booking number, patient name or phone, word by word. */
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

/** One row of the staff list and the CSV export: no email, notes or card files. */
export type StaffAppointmentRow = {
  documentId: string;
  bookingNumber: string;
  status: AppointmentStatus;
  createdAt: string;
  startsAt: string;
  endsAt: string;
  mode: OpeningMode;
  firstName: string;
  lastName: string;
  /** E.164, e.g. +201001234567. */
  phone: string;
  doctorName: string;
  branchName: string;
  specialtyName: string | null;
  serviceName: string | null;
  contractType: ContractType;
  /** Why the visit was cancelled, while it is; see CANCEL_REASONS in @clinic/domain. */
  cancelReason: CancelReason | null;
  /**
   * When a change to the doctor's hours (a closure or leave, or new hours) left the visit outside
   * them, and which; the front desk calls the patient to move or cancel it.
   */
  displacedAt: string | null;
  displacedBy: DisplacedBy | null;
  /** Seated beyond the place's capacity by staff's explicit choice. */
  isExtraPlace: boolean;
  /** The fee the patient was shown when booking, in Egyptian pounds; null when none was given. */
  consultationFeeEgp: number | null;
  /**
   * When the patient's details were removed (the retention period, or the person's request): the
   * name, phone and email then hold nothing of the patient, and staff pages say so in their language.
   */
  anonymizedAt: string | null;
};

export type DisplacedBy = 'closure' | 'hoursChange';

/** One visit on the front desk's call list: a list row, the patient's language and the calls so far. */
export type StaffCallRow = StaffAppointmentRow & {
  /** The language the patient booked in, to write to them in. */
  locale: Locale;
  /** Calls that went unanswered, and when the last one was made. */
  callAttempts: number;
  lastCallAttemptAt: string | null;
};

export type CallAttempt = { outcome: 'noAnswer' };

/** `/admin/day`'s filters; see `ZDaySheetQuerySchema` in @clinic/domain. */
export type DaySheetQuery = { date?: string; branch?: string; doctor?: string };

/** One visit on a doctor's day sheet: what the doctor needs of the patient, and whose page it goes on. */
export type DaySheetVisit = {
  documentId: string;
  bookingNumber: string;
  status: Exclude<AppointmentStatus, 'canceled'>;
  createdAt: string;
  startsAt: string;
  endsAt: string;
  mode: OpeningMode;
  firstName: string;
  lastName: string;
  age: number | null;
  /** E.164, e.g. +201001234567. */
  phone: string;
  contractType: ContractType;
  /** What the patient wrote when booking. */
  notes: string | null;
  isExtraPlace: boolean;
  /** See StaffAppointmentRow's. */
  anonymizedAt: string | null;
  /** The staff notes marked for the doctor, oldest first. */
  doctorNotes: Pick<StaffNote, 'text' | 'writtenBy' | 'createdAt'>[];
  doctorId: string;
  doctorName: string;
  branchId: string;
  branchName: string;
};

export type DaySheet = {
  /** The Cairo day shown: the one asked for, or today. */
  date: string;
  visits: DaySheetVisit[];
  /** False when the day holds more visits than one sheet lists (DAY_SHEET_MAX_VISITS). */
  isComplete: boolean;
};
export type CallAttemptCount = { callAttempts: number; lastCallAttemptAt: string };

export type CancelReason = 'patientRequest' | 'doctorUnavailable' | 'duplicate' | 'unreachable' | 'other';

export type StatusCounters = TStatusCounts;

export type StaffAppointmentList = {
  data: StaffAppointmentRow[];
  /** The counters ignore the status filter; `pagination.total` is the sum of the chosen statuses. */
  counters: StatusCounters;
  /** Of the range's visits, those seated beyond a place's capacity. */
  extraPlaces: number;
  pagination: PagePagination;
};

export type StatusHistoryEntry = {
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  changedAt: string;
  /** A staff member's email, or `patient` for the booking itself. */
  changedBy: string | null;
  /** For a cancellation: its reason, and staff's note (never shown to the patient). */
  reason: CancelReason | null;
  note: string | null;
  /** For a move to another time: the start before and after (fromStatus and toStatus are the same). */
  movedFrom: string | null;
  movedTo: string | null;
  /** For a booking staff made: what they did that patients may not; an extra place's reason is `note`. */
  exceptions: StaffBookingException[];
};

/** See STAFF_BOOKING_EXCEPTIONS in @clinic/domain. */
export type StaffBookingException = 'insideLeadTime' | 'runningSession' | 'walkInAfterTheFact' | 'extraPlace';

/** A booking for a caller or a walk-in; see ZStaffBookingSchema in @clinic/domain. */
export type StaffBooking = {
  doctor: string;
  branch: string;
  start: string;
  source: StaffBookingSource;
  /** The language the clinic writes to the patient in. */
  locale: Locale;
  patient: BookingPatient;
  consent: { givenVerbally: true; policyVersion: string };
  isExtraPlace?: boolean;
  extraPlaceReason?: string;
};

export type StaffBookingResult = { documentId: string; bookingNumber: string };

/** `/admin/appointments/new`'s day of one doctor at one branch; see ZStaffAvailabilityQuerySchema. */
export type StaffAvailabilityQuery = { doctor: string; branch: string; date?: string };

/** An opening as the front desk sees it; see rateOpeningForStaff in @clinic/domain. */
export type StaffOpening = {
  start: string;
  end: string;
  mode: OpeningMode;
  capacity: number;
  /** Seats taken, extra places included. */
  booked: number;
  /** What patients see. */
  status: OpeningStatus;
  timing: 'ahead' | 'insideLeadTime' | 'running' | 'earlierToday' | 'past';
  isFull: boolean;
};

export type StaffAvailability = { date: string; openings: StaffOpening[] };

/** A patient once booked under a phone, with what they gave last time. */
export type KnownPatient = {
  firstName: string;
  lastName: string;
  age: number | null;
  email: string | null;
  contractType: ContractType;
  locale: Locale | null;
  lastBookedAt: string;
};

/** A move to another time of the same doctor at the same branch; see ZRescheduleSchema in @clinic/domain. */
export type Reschedule = {
  /** The visit's start as the screen showed it. */
  from: string;
  start: string;
};

/** A change staff may make now: forward in the workflow, or taking back a mistake until `closesAt`. */
export type WorkflowStep = {
  to: AppointmentStatus;
  kind: 'forward' | 'undo';
  /** ISO instants: completion opens at the visit's start; a take-back closes after its allowed time. */
  opensAt: string | null;
  closesAt: string | null;
};

/** A note staff wrote on an appointment; never shown to the patient. See ZAppointmentNoteSchema in @clinic/domain. */
export type StaffNote = {
  text: string;
  /** Also printed on the doctor's day sheet. */
  isForDoctor: boolean;
  /** The staff member's email. */
  writtenBy: string | null;
  createdAt: string;
};

export type NewStaffNote = { text: string; isForDoctor?: boolean };

export type StaffAppointmentDetail = StaffAppointmentRow & {
  updatedAt: string;
  /** Optional when staff booked for a caller or a walk-in. */
  email: string | null;
  /** The privacy policy version the patient agreed to. */
  consentPolicyVersion: string;
  /** The staff member who recorded the patient's spoken consent; null when the patient agreed online. */
  consentRecordedBy: string | null;
  age: number | null;
  notes: string | null;
  source: BookingSource;
  locale: Locale;
  branchAddress: string | null;
  /** The doctor's and branch's documentIds, whose hours the visit can move within; null once deleted. */
  doctorId: string | null;
  branchId: string | null;
  /** Which card images exist; they are read through `/appointments/:id/cards/:side`. */
  cards: { front: boolean; back: boolean };
  statusHistory: StatusHistoryEntry[];
  /** What staff wrote on it, oldest first. */
  staffNotes: StaffNote[];
  /** What the clinic sent or is sending the patient, oldest first. */
  messages: PatientMessage[];
  /** When it became done or canceled, while it is. */
  closedAt: string | null;
  cancelNote: string | null;
  workflow: WorkflowStep[];
};

/** A message to the patient and its delivery; see PATIENT_MESSAGE_KINDS and PATIENT_MESSAGE_STATES in @clinic/domain. */
export type PatientMessage = TPatientMessageAnswer;

export type StatusChange = {
  from: AppointmentStatus;
  to: AppointmentStatus;
  /** Required to cancel; `note` required with `other`. */
  reason?: { category: CancelReason; note?: string };
};

/** The signed-in staff member: their role, and the branches they work for (null: every branch). */
export type StaffProfile = TStaffProfileAnswer;

export type StaffMessageQuery = Partial<TStaffMessageListQuery>;

/** A contact message as staff read it: everything the visitor sent; see ZInboxMessageAnswerSchema. */
export type StaffInboxMessage = TInboxMessageAnswer;

export type StaffMessageList = TInboxPageAnswer;

/** A message just marked read or unread, with its row id; see ZMarkedMessageAnswerSchema. */
export type StaffMarkedMessage = TMarkedMessageAnswer;

/** A staff account as managers see it; see ZStaffAccountAnswerSchema in @clinic/domain. */
export type StaffAccount = TStaffAccountAnswer;

/** A new account: its set-password email goes out in `locale`; see ZStaffAccountSchema. */
export type NewStaffAccount = TStaffAccountInput;

/** See ZStaffAccountChangeSchema. */
export type StaffAccountChange = TStaffAccountChangeInput;

/** One time a staff member read patient data; see ZAccessLogEntryAnswerSchema. */
export type AccessLogEntry = TAccessLogEntryAnswer;

/** `/admin/access-log`'s filters, each optional; see ZAccessLogQuerySchema in @clinic/domain. */
export type AccessLogQuery = Partial<TAccessLogQuery>;

export type AccessLogPage = TAccessLogPageAnswer;

/** Who a person's request is about: the phone or the email they booked or wrote with (one of the two). */
export type PatientDataQuery = { phone?: string; email?: string };

/** One of the person's visits, as everything the clinic holds of it. */
export type PatientDataVisit = {
  documentId: string;
  bookingNumber: string;
  status: AppointmentStatus;
  createdAt: string;
  startsAt: string;
  endsAt: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  age: number | null;
  notes: string | null;
  contractType: ContractType;
  source: string | null;
  locale: Locale | null;
  cancelReason: string | null;
  consentPolicyVersion: string | null;
  doctorName: string | null;
  branchName: string | null;
  cards: { front: boolean; back: boolean };
  messages: { kind: string; state: string; createdAt: string; sentAt: string | null }[];
};

export type PatientDataMessage = {
  documentId: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  language: Locale;
  createdAt: string;
};

/** Everything held about one person, and the visits still booked ahead (which block an erasure). */
export type PatientData = {
  appointments: PatientDataVisit[];
  contactMessages: PatientDataMessage[];
  upcoming: string[];
};

export type PatientCorrection = { firstName: string; lastName: string; phone: string; email?: string; age: number };

/** `/admin/statistics`' filters; see ZStatisticsQuerySchema in @clinic/domain. */
export type StatisticsQuery = Partial<Omit<TStatisticsQuery, 'locale'>>;

/** A range's figures, counted by the CMS; see ZStatisticsAnswerSchema in @clinic/domain for each one's meaning. */
export type Statistics = TStatistics;

/** `/admin/deliveries`' filters, each optional; see ZDeliveryLogQuerySchema in @clinic/domain. */
export type DeliveryLogQuery = Partial<TDeliveryLogQuery>;

/** One patient message in the delivery log, with the booking it is about; see ZDeliveryLogEntryAnswerSchema. */
export type DeliveryLogEntry = TDeliveryLogPageAnswer['data'][number];

export type DeliveryLogPage = TDeliveryLogPageAnswer;
