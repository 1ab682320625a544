import { createHash, randomBytes } from 'node:crypto';
import { MANAGE_TOKEN_BYTES, MANAGE_TOKEN_PATTERN } from '@clinic/domain';
import type { Knex } from 'knex';

/** The only form of a link's token the database keeps. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The tokens of the links sent to patients, each opening one thing (a booking, a waiting-list entry)
 * named in `subjectColumn` of `table`: 256 random bits, shown once (in the message or on the screen
 * that made it) and kept only as their hash.
 */
export const createLinkTokens = <Subject extends string | number>(table: string, subjectColumn: string) => ({
  /** A new token for `subject`. */
  async issue(knex: Knex, subject: Subject, now = new Date()) {
    const token = randomBytes(MANAGE_TOKEN_BYTES).toString('base64url');
    await knex(table).insert({ token_hash: hashToken(token), [subjectColumn]: subject, created_at_ms: now.getTime() });
    return token;
  },
  /** A token that was never shown (its message was refused) opens nothing. */
  forget: (knex: Knex, token: string) =>
    knex(table)
      .where({ token_hash: hashToken(token) })
      .delete(),
  /** What a token opens; null for any token the database does not know. */
  async find(knex: Knex, token: string): Promise<Subject | null> {
    if (!MANAGE_TOKEN_PATTERN.test(token)) return null;
    const row = (await knex(table)
      .where({ token_hash: hashToken(token) })
      .first(subjectColumn)) as Record<string, Subject> | undefined;
    return row?.[subjectColumn] ?? null;
  },
  /** With their subjects' anonymization, their links open nothing any more. */
  forgetAllOf: (knex: Knex, subjects: Subject[]) => knex(table).whereIn(subjectColumn, subjects).delete(),
});
