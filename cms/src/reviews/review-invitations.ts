import { getReviewInvitationKey, planReviewInvitation } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { readCmsEnvironment } from '../environment';
import { OUTBOX_TABLE, queuePatientMessage } from '../messages/outbox';

/** When invitations go, from REVIEW_INVITE_*. */
const readInvitationSchedule = () => {
  const env = readCmsEnvironment();
  return {
    daysAfter: env.REVIEW_INVITE_DAYS_AFTER,
    sendFromMs: env.REVIEW_INVITE_FROM,
    sendUntilMs: env.REVIEW_INVITE_UNTIL,
  };
};

/**
 * Invites the patient of a visit marked completed at `completedAt` to review it, in the completion's
 * transaction: on their channels (queuePatientMessage: none for an anonymized visit or a channel the
 * patient stopped), sent when planReviewInvitation says, once per visit whatever is taken back and done
 * again (its key).
 */
export const queueReviewInvitation = (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  documentId: string,
  completedAt: Date,
) =>
  queuePatientMessage(strapi, trx, documentId, 'reviewInvitation', {
    dedupeKey: getReviewInvitationKey(documentId),
    now: completedAt,
    sendAt: planReviewInvitation(completedAt, readInvitationSchedule()),
  });

/** A completion taken back withdraws the invitation it queued, unless it is already on its way. */
export const withdrawReviewInvitation = (trx: Knex.Transaction, documentId: string) =>
  trx(OUTBOX_TABLE).where({ appointment_document_id: documentId, kind: 'reviewInvitation', state: 'queued' }).delete();
