import { randomUUID } from 'node:crypto';
import {
  REVIEW_LINK_PATH,
  SMS_MANAGE_PATH,
  SMS_TOKEN_MARK,
  type TDeliveryFailureReason,
  type TBookingMessageKind,
  type TLocale,
  type TPatientMessageChannel,
  type TPatientMessageKind,
  type TPatientSmsInput,
  type TPatientWhatsAppInput,
  type TPatientMessageState,
  type TPhoneChannel,
  type TWhatsAppTemplateValue,
  composePatientSms,
  composeWhatsAppTemplate,
  toMobileNumber,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { type BranchContact, type MessageSubject, readMessageSubject } from './message-subject';
import { readBranchContact } from '../booking/doctor-at-branch';
import { buildPatientEmail } from './patient-email';
import { buildReviewInvitationEmail } from './review-email';
import { buildCheckInEmail } from './check-in-email';
import { buildCardRefusedEmail } from './card-refused-email';
import { readCmsEnvironment } from '../environment';
import { readOpenChannels } from './message-stops';
import { isSmsConfigured } from './sms-gateway';
import { isWhatsAppConfigured } from './whatsapp-cloud';

/** Created by database/migrations/2026.11.25T19.00.00.patient-messages.ts. */
export const OUTBOX_TABLE = 'patient_messages';

export type OutboxRow = {
  id: number;
  /** What the message is about: a booking, or (an offer) a waiting-list entry. */
  appointment_document_id: string | null;
  waiting_entry_id: number | null;
  kind: TPatientMessageKind;
  channel: TPatientMessageChannel;
  /** The email address, or the mobile number in E.164 for an SMS or a WhatsApp message. */
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
  /** An SMS's parts; null for an email or a WhatsApp message. */
  segments: number | null;
  /** The id the SMS gateway or WhatsApp gave the message, once it took it. */
  provider_message_id: string | null;
  /** When the gateway or WhatsApp reported the message on the phone. */
  delivered_at_ms: number | string | null;
  /** When WhatsApp reported the patient read it. */
  read_at_ms: number | string | null;
  /** The WhatsApp message this SMS was sent instead of; at most one SMS stands in for each. */
  fallback_of: number | null;
};

/** A new email's Message-ID, under the sender's domain, so replies and threads stay the clinic's. */
export const emailMessageId = () =>
  `<${randomUUID()}@${readCmsEnvironment().EMAIL_FROM.split('@').pop() ?? 'localhost'}>`;

/**
 * What a message about a booking is: one of its changes', the invitation to review its visit, its
 * check-in, or its card refused.
 */
type BookingMessage = TBookingMessageKind | 'reviewInvitation' | 'checkedIn' | 'cardRefused';

/**
 * Writes the messages a change to a booking sends into the outbox, inside that change's transaction
 * (`trx`): they are delivered only if the change commits. Composed now, from the booking as the change
 * left it, in the booking's language: an email when the booking has an address, and, to a mobile
 * number, a WhatsApp message or an SMS as the patient chose and the clinic can (choosePhoneChannel);
 * an anonymized booking gets none, and a stop in force (message-stops.ts) holds back its channels.
 * The reads go through strapi.db.query, which joins the transaction under way; a caller that has
 * just written the booking gives it, and its branch's contact, as `written`, and nothing is read back.
 * With `dedupeKey`, a message already queued under that key (its channel's) is not queued again;
 * with `sendAt`, it waits until then (an invitation to review goes the next day). A check-in sends one
 * message, with its `queueNumber`: to the mobile, which a patient in the waiting room reads, or by
 * email when the clinic cannot write to it. A refused card's gives the reason the booking holds.
 */
export const queuePatientMessage = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  documentId: string,
  kind: BookingMessage,
  {
    movedFrom = null,
    queueNumber = null,
    dedupeKey = null,
    now = new Date(),
    sendAt = now,
    written,
  }: {
    movedFrom?: Date | null;
    queueNumber?: number | null;
    dedupeKey?: string | null;
    now?: Date;
    sendAt?: Date;
    written?: { booking: MessageSubject; branch: BranchContact };
  } = {},
) => {
  const booking = written?.booking ?? (await readMessageSubject(strapi, documentId));
  if (!booking || booking.anonymizedAt) return;
  const number = toMobileNumber(booking.phone);
  const openChannels = await readOpenChannels(trx, documentId, number);
  const locale: TLocale = booking.locale === 'ar' ? 'ar' : 'en';
  const waiting = { appointment_document_id: documentId, kind, locale, state: 'queued', attempts: 0 };
  const times = { next_attempt_at_ms: sendAt.getTime(), created_at_ms: now.getTime() };
  const phoneChannel = choosePhoneChannel(booking.phoneChannel);
  const phoneRow = number &&
    phoneChannel &&
    openChannels.has(phoneChannel) && {
      ...waiting,
      ...times,
      ...composePhoneMessage({ ...booking, queueNumber }, kind, locale, phoneChannel),
      recipient: number,
      // One key for the mobile's message whatever its channel: a patient who changes channel after a
      // reminder went gets no second one (`:sms`, as the key was before WhatsApp).
      dedupe_key: dedupeKey && `${dedupeKey}:sms`,
    };
  const rows: Record<string, unknown>[] = [];
  if (booking.email && openChannels.has('email') && !(kind === 'checkedIn' && phoneRow)) {
    const about = { movedFrom, queueNumber };
    const email = await composeEmail(strapi, booking, kind, locale, about, written?.branch);
    rows.push({
      ...waiting,
      ...times,
      ...email,
      channel: 'email',
      recipient: booking.email,
      segments: null,
      dedupe_key: dedupeKey,
    });
  }
  if (phoneRow) rows.push(phoneRow);
  if (rows.length === 0) return;
  const inserted = trx(OUTBOX_TABLE).insert(rows);
  // A keyed message that is already queued stays as it is: the second insert does nothing.
  await (dedupeKey ? inserted.onConflict('dedupe_key').ignore() : inserted);
};

const inLanguageOf =
  (locale: TLocale) =>
  (english: string | null, arabic: string | null): string =>
    (locale === 'ar' ? arabic : english) ?? '';

/**
 * How a mobile is messaged: by WhatsApp when the patient took it (the default) and the clinic has it,
 * else by SMS when the clinic has a gateway; null when neither.
 */
export const choosePhoneChannel = (chosen: TPhoneChannel | null): TPhoneChannel | null => {
  if (chosen !== 'sms' && isWhatsAppConfigured()) return 'whatsapp';
  return isSmsConfigured() ? 'sms' : null;
};

/**
 * What a message to a mobile says: the visit (a booking's, or a place offered) as its SMS and its
 * WhatsApp template take it, and the path of the link it carries.
 */
type PhoneVisit = Omit<TPatientSmsInput & TPatientWhatsAppInput, 'manageLink'> & { linkPath: string };

/**
 * The SMS or WhatsApp message as the outbox keeps it, but its number: its link's token is left as a
 * mark (SMS_TOKEN_MARK) to make when it is sent. A WhatsApp message keeps its template's name,
 * language and values as JSON.
 */
export const composePhoneText = ({ linkPath, ...visit }: PhoneVisit, channel: TPhoneChannel) => {
  const env = readCmsEnvironment();
  const message = { ...visit, manageLink: `${env.SITE_URL}${linkPath}${SMS_TOKEN_MARK}` };
  const unused = { subject: null, body_html: null, attachment_name: null, attachment_text: null };
  const keyed = { channel, ...unused, message_id: randomUUID() };
  if (channel === 'sms') {
    const sms = composePatientSms(message, env.SMS_MAX_SEGMENTS);
    return { ...keyed, body_text: sms.text, segments: sms.segments };
  }
  const names = {
    ...env.WHATSAPP_TEMPLATES,
    offer: env.WHATSAPP_OFFER_TEMPLATE,
    reviewInvitation: env.WHATSAPP_REVIEW_TEMPLATE,
    checkedIn: env.WHATSAPP_CHECK_IN_TEMPLATE,
    cardRefused: env.WHATSAPP_CARD_REFUSED_TEMPLATE,
  };
  const ownValues: Partial<Record<TPatientMessageKind, TWhatsAppTemplateValue[]>> = {
    checkedIn: env.WHATSAPP_CHECK_IN_VALUES,
    cardRefused: env.WHATSAPP_CARD_REFUSED_VALUES,
  };
  const template = composeWhatsAppTemplate(message, {
    names,
    languages: env.WHATSAPP_LANGUAGES,
    values: ownValues[visit.kind] ?? env.WHATSAPP_TEMPLATE_VALUES,
  });
  return { ...keyed, body_text: JSON.stringify(template), segments: null };
};

/**
 * The SMS or WhatsApp message of `kind` about a booking (composePhoneText), with its manage or review
 * link; a check-in's carries the patient's queue number, a refused card's its reason.
 */
export const composePhoneMessage = (
  booking: MessageSubject & { queueNumber?: number | null },
  kind: BookingMessage,
  locale: TLocale,
  channel: TPhoneChannel,
) => {
  const inLanguage = inLanguageOf(locale);
  return composePhoneText(
    {
      kind,
      locale,
      firstName: booking.firstName,
      bookingNumber: booking.bookingNumber,
      doctorName: inLanguage(booking.doctorNameEn, booking.doctorNameAr),
      branchName: inLanguage(booking.branchNameEn, booking.branchNameAr),
      startsAt: new Date(booking.startsAt),
      queueNumber: booking.queueNumber ?? null,
      cardRefusal: booking.cardRefusalReason ?? null,
      linkPath: kind === 'reviewInvitation' ? REVIEW_LINK_PATH : SMS_MANAGE_PATH,
    },
    channel,
  );
};

/** An email without a calendar file, as the outbox keeps it. */
const toOutboxEmail = (email: { subject: string; text: string; html: string }) => ({
  subject: email.subject,
  body_text: email.text,
  body_html: email.html,
  attachment_name: null,
  attachment_text: null,
  message_id: emailMessageId(),
});

/** The email of `kind`: its subject, text and HTML parts, its calendar file, and its Message-ID. */
const composeEmail = async (
  strapi: Core.Strapi,
  booking: MessageSubject,
  kind: BookingMessage,
  locale: TLocale,
  { movedFrom, queueNumber }: { movedFrom: Date | null; queueNumber: number | null },
  writtenBranch: BranchContact | undefined,
) => {
  const branch = writtenBranch ?? (await readBranchContact(strapi, booking.branchDocumentId));
  const inLanguage = inLanguageOf(locale);
  const mainInfo = (await strapi.db.query('api::main-info.main-info').findOne({
    where: { locale, publishedAt: { $notNull: true } },
    select: ['clinicName'],
  })) as { clinicName: string | null } | null;
  const visit = {
    locale,
    clinicName: mainInfo?.clinicName ?? '',
    firstName: booking.firstName,
    doctorName: inLanguage(booking.doctorNameEn, booking.doctorNameAr),
    branchName: inLanguage(booking.branchNameEn, booking.branchNameAr),
  };
  if (kind === 'reviewInvitation') return toOutboxEmail(buildReviewInvitationEmail(visit));
  if (kind === 'checkedIn') {
    return toOutboxEmail(buildCheckInEmail({ ...visit, queueNumber, startsAt: new Date(booking.startsAt) }));
  }
  if (kind === 'cardRefused') {
    const reason = booking.cardRefusalReason ?? 'unreadable';
    return toOutboxEmail(buildCardRefusedEmail({ ...visit, reason, startsAt: new Date(booking.startsAt) }));
  }
  const email = buildPatientEmail({
    ...visit,
    kind,
    bookingNumber: booking.bookingNumber,
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
  return {
    ...toOutboxEmail(email),
    attachment_name: email.attachment?.name ?? null,
    attachment_text: email.attachment?.text ?? null,
  };
};
