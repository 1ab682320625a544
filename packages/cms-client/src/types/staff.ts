import type {
  TAccessLogEntryAnswer,
  TAppointmentListQuery,
  TAppointmentStatusChangeInput,
  TPatientCorrection,
  TPatientDataQuery,
  TReschedule,
  TStaffAvailabilityQuery,
  TStaffBooking,
  TPatientDataAnswer,
  TPatientDataVisitAnswer,
  TKnownPatientAnswer,
  TStaffAvailabilityAnswer,
  TStaffBookingResultAnswer,
  TAppointmentDetailAnswer,
  TAppointmentRowAnswer,
  TCallRowAnswer,
  TDaySheetVisitAnswer,
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
import type { BookingPatient } from './booking';

/** The staff list's filters, as in the page URL, each optional; see `ZAppointmentListQuerySchema` in @clinic/domain. */
export type StaffAppointmentQuery = Partial<Omit<TAppointmentListQuery, 'locale'>>;

/** One row of the staff list and the CSV export; see ZAppointmentRowAnswerSchema in @clinic/domain. */
export type StaffAppointmentRow = TAppointmentRowAnswer;

/** One visit on the front desk's call list: a list row, the patient's language and the calls so far. */
export type StaffCallRow = TCallRowAnswer;

/** One visit on a doctor's day sheet; see ZDaySheetVisitAnswerSchema. */
export type DaySheetVisit = TDaySheetVisitAnswer;

export type StatusCounters = TStatusCounts;

/**
 * A booking for a caller or a walk-in, an extra place, no messages on the mobile, SMS rather than
 * WhatsApp and the walk-in's check-in with it only when asked for; see ZStaffBookingSchema in @clinic/domain.
 */
export type StaffBooking = Omit<TStaffBooking, 'isExtraPlace' | 'wantsSms' | 'checkInNow' | 'patient'> &
  Partial<Pick<TStaffBooking, 'isExtraPlace' | 'wantsSms' | 'checkInNow'>> & { patient: BookingPatient };

/** `/admin/appointments/new`'s day of one doctor at one branch; see ZStaffAvailabilityQuerySchema. */
export type StaffAvailabilityQuery = TStaffAvailabilityQuery;

/** `/admin/appointments/new`'s day of one doctor's openings; see ZStaffAvailabilityAnswerSchema in @clinic/domain. */
export type StaffAvailability = TStaffAvailabilityAnswer;

export type StaffOpening = StaffAvailability['openings'][number];

/** A patient once booked under a phone; see ZKnownPatientAnswerSchema. */
export type KnownPatient = TKnownPatientAnswer;

export type StaffBookingResult = TStaffBookingResultAnswer;

/** A move to another time of the same doctor at the same branch; see ZRescheduleSchema in @clinic/domain. */
export type Reschedule = TReschedule;

/** One appointment's page; see ZAppointmentDetailAnswerSchema in @clinic/domain. */
export type StaffAppointmentDetail = TAppointmentDetailAnswer;

/** A message to the patient and its delivery; see PATIENT_MESSAGE_KINDS and PATIENT_MESSAGE_STATES in @clinic/domain. */
export type PatientMessage = TPatientMessageAnswer;

/** A step of the status workflow; see ZAppointmentStatusChangeSchema (a cancellation needs its reason). */
export type StatusChange = TAppointmentStatusChangeInput;

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
export type PatientDataQuery = Partial<TPatientDataQuery>;

/** See ZPatientCorrectionSchema. */
export type PatientCorrection = TPatientCorrection;

/** One of the person's visits, as everything the clinic holds of it; see ZPatientDataVisitAnswerSchema. */
export type PatientDataVisit = TPatientDataVisitAnswer;

/** Everything held about one person, and the visits still booked ahead; see ZPatientDataAnswerSchema. */
export type PatientData = TPatientDataAnswer;

/** `/admin/statistics`' filters; see ZStatisticsQuerySchema in @clinic/domain. */
export type StatisticsQuery = Partial<Omit<TStatisticsQuery, 'locale'>>;

/** A range's figures, counted by the CMS; see ZStatisticsAnswerSchema in @clinic/domain for each one's meaning. */
export type Statistics = TStatistics;

/** `/admin/deliveries`' filters, each optional; see ZDeliveryLogQuerySchema in @clinic/domain. */
export type DeliveryLogQuery = Partial<TDeliveryLogQuery>;

/** One patient message in the delivery log, with the booking it is about; see ZDeliveryLogEntryAnswerSchema. */
export type DeliveryLogEntry = TDeliveryLogPageAnswer['data'][number];

export type DeliveryLogPage = TDeliveryLogPageAnswer;
