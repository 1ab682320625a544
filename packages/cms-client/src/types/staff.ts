import type { OpeningMode, BookingSource } from './booking';
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

export type StatusCounters = Record<AppointmentStatus, number> & { total: number };

export type StaffAppointmentList = {
  data: StaffAppointmentRow[];
  /** The counters ignore the status filter; `pagination.total` is the sum of the chosen statuses. */
  counters: StatusCounters;
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
  email: string;
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
  /** When it became done or canceled, while it is. */
  closedAt: string | null;
  cancelNote: string | null;
  workflow: WorkflowStep[];
};

export type StatusChange = {
  from: AppointmentStatus;
  to: AppointmentStatus;
  /** Required to cancel; `note` required with `other`. */
  reason?: { category: CancelReason; note?: string };
};
