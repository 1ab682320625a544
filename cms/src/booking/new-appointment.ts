import type { TBookingRequest, TStaffBooking } from '@clinic/domain';
import type { MessageSubject } from '../messages/message-subject';
import type { Bilingual } from './doctor-at-branch';

type NamedField = 'doctorName' | 'branchName' | 'branchAddress' | 'specialtyName' | 'serviceName';

/** The names an appointment keeps, each in both languages, as its columns are named. */
const bilingualColumns = (names: Record<NamedField, Bilingual | null>) =>
  Object.fromEntries(
    Object.entries(names).flatMap(([field, text]) => [
      [`${field}En`, text?.en ?? null],
      [`${field}Ar`, text?.ar ?? null],
    ]),
  ) as Record<`${NamedField}${'En' | 'Ar'}`, string | null>;

type NewBooking = Pick<
  TBookingRequest | TStaffBooking,
  'doctor' | 'branch' | 'source' | 'locale' | 'patient' | 'consent'
>;

/**
 * What every new appointment writes: its visit, its documents and their names in both languages, the
 * patient and their consent (the patient's booking and the front desk's add their own columns).
 */
export const describeNewAppointment = (
  request: NewBooking,
  {
    bookingNumber,
    status,
    opening,
    now,
    consultationFeeEgp,
  }: {
    bookingNumber: string;
    status: 'pending' | 'confirmed';
    opening: { start: Date; end: Date; mode: string };
    now: Date;
    consultationFeeEgp: number | null;
  },
  named: {
    doctor: { name: Bilingual };
    branch: { name: Bilingual; address: Bilingual | null };
    specialty?: Bilingual | null;
    service?: Bilingual | null;
  },
) => ({
  bookingNumber,
  status,
  startsAt: opening.start.toISOString(),
  endsAt: opening.end.toISOString(),
  mode: opening.mode,
  source: request.source,
  locale: request.locale,
  doctorDocumentId: request.doctor,
  branchDocumentId: request.branch,
  ...bilingualColumns({
    doctorName: named.doctor.name,
    branchName: named.branch.name,
    branchAddress: named.branch.address,
    specialtyName: named.specialty ?? null,
    serviceName: named.service ?? null,
  }),
  consultationFeeEgp,
  firstName: request.patient.firstName,
  lastName: request.patient.lastName,
  email: request.patient.email ?? null,
  phone: request.patient.phone,
  age: request.patient.age,
  notes: request.patient.notes ?? null,
  contractType: request.patient.contractType,
  consentAt: now.toISOString(),
  consentPolicyVersion: request.consent.policyVersion,
});

/** A new appointment as the message about it reads it: neither anonymized nor cancelled. */
export const asWritten = (appointment: ReturnType<typeof describeNewAppointment>): MessageSubject => ({
  ...appointment,
  anonymizedAt: null,
  cancelReason: null,
});
