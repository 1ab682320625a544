import type { TCardRefusalReason, TLocale, TPhoneChannel } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { findAppointment } from '../appointments/appointment-records';
import type { CancelCategory } from './patient-email';

/** The booking a message is about, as the change left it. */
export type MessageSubject = {
  bookingNumber: string;
  status: 'pending' | 'confirmed' | 'canceled' | 'done' | 'noShow';
  startsAt: string;
  endsAt: string;
  locale: TLocale | null;
  email: string | null;
  /** E.164, as the booking stored it. */
  phone: string | null;
  /** How the patient chose to be messaged on their mobile. */
  phoneChannel: TPhoneChannel | null;
  firstName: string;
  anonymizedAt: string | null;
  cancelReason: CancelCategory | null;
  doctorNameEn: string | null;
  doctorNameAr: string | null;
  branchNameEn: string | null;
  branchNameAr: string | null;
  branchAddressEn: string | null;
  branchAddressAr: string | null;
  consultationFeeEgp: number | null;
  branchDocumentId: string | null;
  /** Why the desk refused the patient's card, while it stands (a new booking has none). */
  cardRefusalReason?: TCardRefusalReason | null;
};

/** How the patient reaches the booking's branch, as the message gives it. */
export type BranchContact = { phone: string | null; locationLink: string | null };

/** The booking a message is about, read as it is now. */
export const readMessageSubject = (strapi: Core.Strapi, documentId: string) =>
  findAppointment<MessageSubject>(strapi, {
    where: { documentId },
    select: [
      'bookingNumber',
      'status',
      'startsAt',
      'endsAt',
      'locale',
      'email',
      'phone',
      'phoneChannel',
      'firstName',
      'anonymizedAt',
      'cancelReason',
      'doctorNameEn',
      'doctorNameAr',
      'branchNameEn',
      'branchNameAr',
      'branchAddressEn',
      'branchAddressAr',
      'consultationFeeEgp',
      'branchDocumentId',
      'cardRefusalReason',
    ],
  });
