import {
  type TAppointmentStatus,
  type TPublicBookingAnswer,
  type TScheduleMode,
  toIsoWithCairoOffset,
} from '@clinic/domain';

/**
 * A booking as its patient reads it back (the booking form's answer, the manage page):
 * the booking and nothing about anyone else, each name in the language it was booked in.
 */
export type PublicBookingRow = {
  documentId: string;
  bookingNumber: string;
  status: TAppointmentStatus;
  startsAt: string;
  endsAt: string;
  mode: TScheduleMode;
  locale: 'en' | 'ar';
  /** Written with every booking (new-appointment.ts), in both languages. */
  doctorNameEn: string;
  doctorNameAr: string;
  branchNameEn: string;
  branchNameAr: string;
  branchAddressEn: string | null;
  branchAddressAr: string | null;
  specialtyNameEn: string | null;
  specialtyNameAr: string | null;
  serviceNameEn: string | null;
  serviceNameAr: string | null;
  consultationFeeEgp: number | null;
  doctorDocumentId: string | null;
  branchDocumentId: string | null;
};

/** What a patient's booking reads back, and the manage page shows of it. */
export const PUBLIC_BOOKING_FIELDS = [
  'documentId',
  'bookingNumber',
  'status',
  'startsAt',
  'endsAt',
  'mode',
  'locale',
  'doctorNameEn',
  'doctorNameAr',
  'branchNameEn',
  'branchNameAr',
  'branchAddressEn',
  'branchAddressAr',
  'specialtyNameEn',
  'specialtyNameAr',
  'serviceNameEn',
  'serviceNameAr',
  'consultationFeeEgp',
  'doctorDocumentId',
  'branchDocumentId',
] as const;

/** What the patient may read back: the booking just made, in the language it was made in, nothing about anyone else. */
export const toPublicBooking = (row: PublicBookingRow, locationLink: string | null): TPublicBookingAnswer => {
  const language = row.locale === 'ar' ? 'Ar' : 'En';
  const inBookingLanguage = <
    Field extends 'doctorName' | 'branchName' | 'branchAddress' | 'specialtyName' | 'serviceName',
  >(
    field: Field,
  ) => row[`${field}${language}`];
  return {
    bookingNumber: row.bookingNumber,
    status: row.status,
    start: toIsoWithCairoOffset(new Date(row.startsAt)),
    end: toIsoWithCairoOffset(new Date(row.endsAt)),
    mode: row.mode,
    locale: row.locale,
    doctor: { documentId: row.doctorDocumentId, name: inBookingLanguage('doctorName') },
    branch: {
      documentId: row.branchDocumentId,
      name: inBookingLanguage('branchName'),
      address: inBookingLanguage('branchAddress'),
      locationLink,
    },
    specialty: inBookingLanguage('specialtyName'),
    service: inBookingLanguage('serviceName'),
    consultationFeeEgp: row.consultationFeeEgp ?? null,
  };
};
