import {
  SMS_TOKEN_MARK,
  type TPatientMessageChannel,
  type TWhatsAppTemplateMessage,
  classifyGatewayFailure,
  classifySmtpFailure,
  classifyWhatsAppFailure,
  describeGatewayFailure,
  describeSendFailure,
  describeWhatsAppFailure,
  readSendFailure,
} from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { forgetManageToken, issueManageToken } from '../booking/manage-links';
import { forgetEntryLinkToken, issueEntryLinkToken } from '../waiting-list/entry-links';
import { forgetReviewLinkToken, issueReviewLinkToken } from '../reviews/review-links';
import { readCmsEnvironment } from '../environment';
import type { OutboxRow } from './outbox';
import { MANAGE_LINK_MARK } from './patient-email';
import { SmsGatewayError, sendSms } from './sms-gateway';
import { WhatsAppError, sendWhatsApp } from './whatsapp-cloud';

// How a message of the outbox leaves by its channel: an email through the email plugin's SMTP
// settings, an SMS through the configured gateway, a WhatsApp message through Meta's Cloud API; and
// what a failed try says, in the same terms for all three.

/** The one kind of file a message carries today: a visit's calendar file, published for the patient to add. */
const CALENDAR_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

type EmailService = {
  send(options: {
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    attachments: { filename: string; content: string; contentType: string }[];
  }): Promise<unknown>;
};

/** Which link a message carries: its booking's manage link, its visit's review link, or its waiting-list entry's. */
const linkOf = (message: OutboxRow) => {
  if (message.appointment_document_id === null) return 'entry' as const;
  return message.kind === 'reviewInvitation' ? ('review' as const) : ('manage' as const);
};

/** Each link's page, after the language, in an email. */
const LINK_PAGES = { entry: 'w', review: 'review', manage: 'booking/manage' } as const;

/**
 * The link's token for this send (linkOf), made now so
 * that the link exists only in the message itself, and handed to `keepToken` so that a send the
 * provider refused forgets it (nobody got it).
 */
const makeToken = async (strapi: Core.Strapi, message: OutboxRow, keepToken: (token: string) => void) => {
  const knex = strapi.db.connection;
  const link = linkOf(message);
  const booking = message.appointment_document_id ?? '';
  const token =
    link === 'entry'
      ? await issueEntryLinkToken(knex, Number(message.waiting_entry_id))
      : await (link === 'review' ? issueReviewLinkToken : issueManageToken)(knex, booking);
  keepToken(token);
  return token;
};

/** The token of a send the provider refused opens nothing: nobody got it. */
export const forgetToken = (knex: Knex, message: OutboxRow, token: string) => {
  const forget = { entry: forgetEntryLinkToken, review: forgetReviewLinkToken, manage: forgetManageToken };
  return forget[linkOf(message)](knex, token);
};

const sendEmail = async (strapi: Core.Strapi, message: OutboxRow, keepToken: (token: string) => void) => {
  let text = message.body_text ?? '';
  let html = message.body_html ?? '';
  if (text.includes(MANAGE_LINK_MARK) || html.includes(MANAGE_LINK_MARK)) {
    const token = await makeToken(strapi, message, keepToken);
    const link = `${readCmsEnvironment().SITE_URL}/${message.locale}/${LINK_PAGES[linkOf(message)]}/${token}`;
    text = text.replaceAll(MANAGE_LINK_MARK, link);
    html = html.replaceAll(MANAGE_LINK_MARK, link);
  }
  await (strapi.plugin('email').service('email') as EmailService).send({
    to: message.recipient,
    subject: message.subject ?? '',
    text,
    html,
    messageId: message.message_id,
    attachments:
      message.attachment_name && message.attachment_text
        ? [{ filename: message.attachment_name, content: message.attachment_text, contentType: CALENDAR_TYPE }]
        : [],
  });
  return { providerMessageId: null };
};

/** An SMS, its short link's token filled in, under its own key (its `message_id`) for a gateway that takes one. */
const sendTextMessage = async (strapi: Core.Strapi, message: OutboxRow, keepToken: (token: string) => void) => {
  const stored = message.body_text ?? '';
  const text = stored.includes(SMS_TOKEN_MARK)
    ? stored.replace(SMS_TOKEN_MARK, await makeToken(strapi, message, keepToken))
    : stored;
  return sendSms({ to: message.recipient, text, reference: message.message_id });
};

/** A WhatsApp template message, its manage link's token filled in, with its own key as its callback data. */
const sendTemplateMessage = async (strapi: Core.Strapi, message: OutboxRow, keepToken: (token: string) => void) => {
  const stored = JSON.parse(message.body_text ?? '{}') as TWhatsAppTemplateMessage;
  const needsToken = stored.parameters.some((parameter) => parameter.includes(SMS_TOKEN_MARK));
  const token = needsToken ? await makeToken(strapi, message, keepToken) : '';
  const template = {
    ...stored,
    parameters: stored.parameters.map((parameter) => parameter.replace(SMS_TOKEN_MARK, token)),
  };
  return sendWhatsApp({ to: message.recipient, template, reference: message.message_id });
};

/** Sends a claimed message by its channel; answers the provider's id for it, when it gives one. */
export const sendByChannel = (strapi: Core.Strapi, message: OutboxRow, keepToken: (token: string) => void) => {
  if (message.channel === 'whatsapp') return sendTemplateMessage(strapi, message, keepToken);
  return message.channel === 'sms'
    ? sendTextMessage(strapi, message, keepToken)
    : sendEmail(strapi, message, keepToken);
};

/**
 * What a failed try of `channel` says: its class for planRetry, why for staff (with the provider's
 * words, no address or number in them), and, when the provider refused the clinic itself, what the
 * alarm says.
 */
export const readChannelFailure = (channel: TPatientMessageChannel, error: unknown) => {
  if (channel === 'whatsapp') {
    const failure = error instanceof WhatsAppError ? error.failure : { status: null, code: null, text: String(error) };
    const described = describeWhatsAppFailure(failure);
    return {
      failureClass: classifyWhatsAppFailure(failure),
      ...described,
      clinicRefusal: `WhatsApp refused the clinic's token or account: ${described.serverText}`,
    };
  }
  if (channel === 'sms') {
    const failure = error instanceof SmsGatewayError ? error.failure : { status: null, text: String(error) };
    const described = describeGatewayFailure(failure);
    return {
      failureClass: classifyGatewayFailure(failure),
      ...described,
      clinicRefusal: `The SMS gateway refused the clinic's account: ${described.serverText}`,
    };
  }
  const failure = readSendFailure(error);
  return {
    failureClass: classifySmtpFailure(failure),
    ...describeSendFailure(failure),
    clinicRefusal: `The mail server refused the clinic's login or sender (${failure.command}): ${failure.text}`,
  };
};
