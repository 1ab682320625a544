import { AppError, ErrorCode, matchesPhoneDigits } from '@clinic/domain';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Knex } from 'knex';
import { createLinkTokens } from '../utils/link-tokens';
import { fieldErrorsToDetails } from '../utils/validation-details';

/** Created by database/migrations/2026.11.25T22.00.00.manage-links.ts. */
const MANAGE_TOKENS_TABLE = 'booking_manage_tokens';
const MANAGE_LOCKS_TABLE = 'booking_manage_locks';

const manageTokens = createLinkTokens<string>(MANAGE_TOKENS_TABLE, 'appointment_document_id');

/**
 * A new manage link's token for a booking: shown once (the confirmation screen, one email) and kept
 * only as its hash. A booking has as many as were shown; each opens the booking until the link's end.
 */
export const issueManageToken = manageTokens.issue;

/** A token that was never shown (its email was refused) opens nothing. */
export const forgetManageToken = manageTokens.forget;

/** The booking a token opens, by its documentId; null for any token the database does not know. */
export const findTokenBooking = manageTokens.find;

/**
 * Checks the last four digits of the booking's phone before a change. Each try first takes one of the
 * booking's `maxWrongTries` in a single conditional update, and a right answer gives it back: however
 * many tries race, no more than that many wrong ones are ever checked. Refusals: FORBIDDEN (locked)
 * once they are used up; a ValidationError on `phoneDigits` with the tries left for a wrong answer.
 */
export const checkPhoneDigits = async (
  knex: Knex,
  {
    documentId,
    phone,
    typed,
    maxWrongTries,
  }: { documentId: string; phone: string; typed: string; maxWrongTries: number },
) => {
  await knex(MANAGE_LOCKS_TABLE)
    .insert({ appointment_document_id: documentId, wrong_tries: 0 })
    .onConflict('appointment_document_id')
    .ignore();
  const taken = await knex(MANAGE_LOCKS_TABLE)
    .where({ appointment_document_id: documentId })
    .andWhere('wrong_tries', '<', maxWrongTries)
    .increment('wrong_tries', 1);
  if (taken !== 1) {
    throw new AppError(ErrorCode.FORBIDDEN, 'Too many wrong answers: this link can no longer change the booking', {
      details: { locked: true },
    });
  }
  if (matchesPhoneDigits(phone, typed)) {
    await knex(MANAGE_LOCKS_TABLE).where({ appointment_document_id: documentId }).decrement('wrong_tries', 1);
    return;
  }
  const row = (await knex(MANAGE_LOCKS_TABLE).where({ appointment_document_id: documentId }).first('wrong_tries')) as {
    wrong_tries: number | string;
  };
  const triesLeft = Math.max(0, maxWrongTries - Number(row.wrong_tries));
  throw new errors.ValidationError('These are not the last digits of the booking’s phone', {
    ...fieldErrorsToDetails({ phoneDigits: 'validation.wrongPhoneDigits' }),
    triesLeft,
  });
};

/** Whether a booking's link may still change it, or wrong answers used up its tries. */
export const isManageLinkLocked = async (knex: Knex, documentId: string, maxWrongTries: number) => {
  const row = (await knex(MANAGE_LOCKS_TABLE).where({ appointment_document_id: documentId }).first('wrong_tries')) as
    | { wrong_tries: number | string }
    | undefined;
  return Number(row?.wrong_tries ?? 0) >= maxWrongTries;
};

/** With the booking's anonymization, its links open nothing any more. */
export const forgetManageLinks = async (strapi: Core.Strapi, documentId: string) => {
  const knex = strapi.db.connection;
  await manageTokens.forgetAllOf(knex, [documentId]);
  await knex(MANAGE_LOCKS_TABLE).where({ appointment_document_id: documentId }).delete();
};
