import { randomBytes } from 'node:crypto';
import { MANAGE_TOKEN_BYTES, MANAGE_TOKEN_PATTERN } from '@clinic/domain';
import type { Knex } from 'knex';
import { hashToken } from '../booking/manage-links';

/** Created by database/migrations/2026.12.03T00.00.00.waiting-list-messages.ts. */
const LINKS_TABLE = 'waiting_list_links';

/**
 * A new link to a waiting-list entry, made as a message about it is sent (the message is the only
 * copy) and kept as its hash: it opens the entry's page until the entry is anonymized.
 */
export const issueEntryLinkToken = async (knex: Knex, entryId: number, now = new Date()) => {
  const token = randomBytes(MANAGE_TOKEN_BYTES).toString('base64url');
  await knex(LINKS_TABLE).insert({ token_hash: hashToken(token), entry_id: entryId, created_at_ms: now.getTime() });
  return token;
};

/** A token whose message was refused opens nothing. */
export const forgetEntryLinkToken = (knex: Knex, token: string) =>
  knex(LINKS_TABLE)
    .where({ token_hash: hashToken(token) })
    .delete();

/** The entry a token opens, by its id; null for any token the database does not know. */
export const findLinkEntry = async (knex: Knex, token: string): Promise<number | null> => {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return null;
  const row = (await knex(LINKS_TABLE)
    .where({ token_hash: hashToken(token) })
    .first('entry_id')) as { entry_id: number } | undefined;
  return row?.entry_id ?? null;
};

/** With the entries' anonymization, their links open nothing any more. */
export const forgetEntryLinks = (knex: Knex, entryIds: number[]) =>
  knex(LINKS_TABLE).whereIn('entry_id', entryIds).delete();
