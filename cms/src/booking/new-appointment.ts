import type {
  TAppointmentSource,
  TBookingMessageKind,
  TBookingRequest,
  TScheduleMode,
  TStaffBooking,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { createAppointment, type NewHistoryEvent } from '../appointments/appointment-records';
import type { BranchContact, MessageSubject } from '../messages/message-subject';
import { recordMessageStop } from '../messages/message-stops';
import { queuePatientMessage } from '../messages/outbox';
import type { Bilingual } from './doctor-at-branch';
import { placeOfVisit } from './doctor-time';
import { claimPlace, passHeldSeat } from './seats';

/** The names a visit may lack (no address, specialty or service); the doctor's and the branch's it always has. */
type NamedField = 'branchAddress' | 'specialtyName' | 'serviceName';

/** The names an appointment keeps, each in both languages, as its columns are named. */
const bilingualColumns = (names: Record<NamedField, Bilingual | null>) =>
  Object.fromEntries(
    Object.entries(names).flatMap(([field, text]) => [
      [`${field}En`, text?.en ?? null],
      [`${field}Ar`, text?.ar ?? null],
    ]),
  ) as Record<`${NamedField}${'En' | 'Ar'}`, string | null>;

type NewBooking = Pick<TBookingRequest | TStaffBooking, 'doctor' | 'branch' | 'locale' | 'patient'> & {
  source: TAppointmentSource;
  /** The privacy policy's version the patient agreed to (online, or aloud to the desk). */
  consent: { policyVersion: string };
};

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
    opening: { start: Date; end: Date; mode: TScheduleMode };
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
  doctorNameEn: named.doctor.name.en,
  doctorNameAr: named.doctor.name.ar,
  branchNameEn: named.branch.name.en,
  branchNameAr: named.branch.name.ar,
  ...bilingualColumns({
    branchAddress: named.branch.address,
    specialtyName: named.specialty ?? null,
    serviceName: named.service ?? null,
  }),
  consultationFeeEgp,
  firstName: request.patient.firstName,
  lastName: request.patient.lastName,
  email: request.patient.email ?? null,
  phone: request.patient.phone,
  phoneChannel: request.patient.phoneChannel,
  age: request.patient.age,
  notes: request.patient.notes ?? null,
  contractType: request.patient.contractType,
  consentAt: now.toISOString(),
  consentPolicyVersion: request.consent.policyVersion,
});

/** A new appointment as the message about it reads it: neither anonymized nor cancelled. */
const asWritten = (appointment: ReturnType<typeof describeNewAppointment>): MessageSubject => ({
  ...appointment,
  anonymizedAt: null,
  cancelReason: null,
});

/** Thrown inside a booking's transaction to roll it back when its place, or the doctor's time, went to someone else. */
export class PlaceTakenError extends Error {}

/**
 * Writes a new appointment inside the caller's transaction (`trx`): a seat of its place and the
 * doctor's time (`seats` is the place's capacity, or the extra place's number), the appointment with
 * its first history entry, the caller's refusal of SMS, and the message its patient is sent. A place
 * held for the patient (`heldAs`, a waiting-list offer's hold) passes its seat instead of claiming one.
 * Throws PlaceTakenError when the place is taken, so that nothing is kept. Answers the appointment's document id.
 */
export const writeNewAppointment = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  {
    appointment,
    seats,
    firstEvent,
    message,
    branch,
    refusesSms = false,
    heldAs = null,
    now,
  }: {
    appointment: ReturnType<typeof describeNewAppointment> & Record<string, unknown>;
    seats: number;
    firstEvent: NewHistoryEvent;
    /** The message the booking sends the patient; none for a walk-in checked in with it. */
    message: TBookingMessageKind | null;
    branch: BranchContact;
    /** The caller told the desk they want no SMS about this booking: recorded as the desk's stop. */
    refusesSms?: boolean;
    heldAs?: string | null;
    now: Date;
  },
) => {
  const place = placeOfVisit(appointment);
  const isPlaced = heldAs
    ? await passHeldSeat(trx, place, heldAs, appointment.bookingNumber)
    : (await claimPlace(trx, place, seats, appointment.bookingNumber)) !== null;
  if (!isPlaced) throw new PlaceTakenError();
  const documentId = await createAppointment(strapi, appointment, firstEvent);
  if (refusesSms) await recordMessageStop(trx, { documentId, channel: 'sms' }, 'staff', now);
  if (message) {
    await queuePatientMessage(strapi, trx, documentId, message, {
      now,
      written: { booking: asWritten(appointment), branch },
    });
  }
  return documentId;
};
