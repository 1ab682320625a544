import { randomUUID } from 'node:crypto';
import type { TDeliveryFailureReason, TLocale, TPatientMessageKind, TPatientMessageState } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { type BranchContact, type MessageSubject, readMessageSubject } from './message-subject';
import { readBranchContact } from '../booking/doctor-at-branch';
import { buildPatientEmail } from './patient-email';
import { readCmsEnvironment } from '../environment';

/** Created by database/migrations/2026.11.25T19.00.00.patient-messages.ts. */
export const OUTBOX_TABLE = 'patient_messages';

export type OutboxRow = {
  id: number;
  appointment_document_id: string;
  kind: TPatientMessageKind;
  channel: 'email';
  recipient: string;
  locale: TLocale;
  subject: string | null;
  body_text: string | null;
  body_html: string | null;
  attachment_name: string | null;
  attachment_text: string | null;
  message_id: string;
  state: TPatientMessageState;
  attempts: number;
  next_attempt_at_ms: number | string;
  lease_until_ms: number | string | null;
  /** The server's words on the last failed try, without any address, and why it failed. */
  last_error: string | null;
  last_error_reason: TDeliveryFailureReason | null;
  created_at_ms: number | string;
  sent_at_ms: number | string | null;
};

/** The domain the Message-IDs are made under: the sender's, so replies and threads stay the clinic's. */
const messageIdDomain = () => readCmsEnvironment().EMAIL_FROM.split('@').pop() ?? 'localhost';

/**
 * Writes the message a change to a booking sends into the outbox, inside that change's transaction
 * (`trx`): it is delivered only if the change commits. Composed now, from the booking as the change
 * left it, in the booking's language; a booking without an email, or anonymized, gets none.
 * The reads go through strapi.db.query, which joins the transaction under way; a caller that has
 * just written the booking gives it, and its branch's contact, as `written`, and nothing is read back.
 * With `dedupeKey`, a message already queued under that key is not queued again.
 */
export const queuePatientMessage = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  documentId: string,
  kind: TPatientMessageKind,
  {
    movedFrom = null,
    dedupeKey = null,
    now = new Date(),
    written,
  }: {
    movedFrom?: Date | null;
    dedupeKey?: string | null;
    now?: Date;
    written?: { booking: MessageSubject; branch: BranchContact };
  } = {},
) => {
  const booking = written?.booking ?? (await readMessageSubject(strapi, documentId));
  if (!booking?.email || booking.anonymizedAt) return;
  const branch = written?.branch ?? (await readBranchContact(strapi, booking.branchDocumentId));
  const locale: TLocale = booking.locale === 'ar' ? 'ar' : 'en';
  const inLanguage = (english: string | null, arabic: string | null) => (locale === 'ar' ? arabic : english) ?? '';
  const mainInfo = (await strapi.db.query('api::main-info.main-info').findOne({
    where: { locale, publishedAt: { $notNull: true } },
    select: ['clinicName'],
  })) as { clinicName: string | null } | null;
  const email = buildPatientEmail({
    kind,
    locale,
    clinicName: mainInfo?.clinicName ?? '',
    firstName: booking.firstName,
    bookingNumber: booking.bookingNumber,
    doctorName: inLanguage(booking.doctorNameEn, booking.doctorNameAr),
    branchName: inLanguage(booking.branchNameEn, booking.branchNameAr),
    branchAddress: inLanguage(booking.branchAddressEn, booking.branchAddressAr) || null,
    branchPhone: branch.phone,
    locationLink: branch.locationLink,
    consultationFeeEgp: booking.consultationFeeEgp,
    startsAt: new Date(booking.startsAt),
    endsAt: new Date(booking.endsAt),
    status: booking.status === 'canceled' || booking.status === 'confirmed' ? booking.status : 'pending',
    cancelReason: booking.cancelReason,
    movedFrom,
  });
  const inserted = trx(OUTBOX_TABLE).insert({
    appointment_document_id: documentId,
    dedupe_key: dedupeKey,
    kind,
    channel: 'email',
    recipient: booking.email,
    locale,
    subject: email.subject,
    body_text: email.text,
    body_html: email.html,
    attachment_name: email.attachment?.name ?? null,
    attachment_text: email.attachment?.text ?? null,
    message_id: `<${randomUUID()}@${messageIdDomain()}>`,
    state: 'queued',
    attempts: 0,
    next_attempt_at_ms: now.getTime(),
    created_at_ms: now.getTime(),
  });
  // A keyed message that is already queued stays as it is: the second insert does nothing.
  await (dedupeKey ? inserted.onConflict('dedupe_key').ignore() : inserted);
};
